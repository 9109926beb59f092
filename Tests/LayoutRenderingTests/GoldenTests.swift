import LayoutRendering
import GoldenTesting
import Testing

/// Every renderer's output for the sign-in screen, compared with files under `Golden/`.
/// Re-record with `RECORD_GOLDENS=1 swift test --filter LayoutRenderingTests`.
@Suite struct GoldenTests {
  @Test func json() throws {
    try GoldenFile.check(JSONRenderer.render(SignInScreen().snapshot()), named: "sign-in.json")
  }

  @Test func text() throws {
    try GoldenFile.check(
      TextTableRenderer.render(SignInScreen().snapshot()), named: "sign-in.txt")
  }

  @Test func ascii() throws {
    let art = try ASCIIRenderer.render(
      SignInScreen().snapshot(), options: ASCIIRenderer.Options(width: 80, height: 40))
    try GoldenFile.check(art, named: "sign-in-80x40.ascii")
  }

  @Test func asciiSmallTerminal() throws {
    let art = try ASCIIRenderer.render(
      SignInScreen(orientation: .landscapeLeft).snapshot(),
      options: ASCIIRenderer.Options(width: 40, height: 12))
    try GoldenFile.check(art, named: "sign-in-landscape-40x12.ascii")
  }

  @Test func asciiLandscape() throws {
    let art = try ASCIIRenderer.render(
      SignInScreen(orientation: .landscapeLeft).snapshot(),
      options: ASCIIRenderer.Options(width: 100, height: 30))
    try GoldenFile.check(art, named: "sign-in-landscape-100x30.ascii")
  }

  @Test func svg() throws {
    try GoldenFile.check(SVGRenderer.render(SignInScreen().snapshot()), named: "sign-in.svg")
  }

  @Test func htmlReport() throws {
    let snapshots = [
      try SignInScreen().snapshot(),
      try SignInScreen(device: "iPhone 15", orientation: .landscapeRight).snapshot(),
    ]
    try GoldenFile.check(
      HTMLReportRenderer.render(snapshots, title: "Sign In report"), named: "sign-in-report.html")
  }

  static func matrix() throws -> [LayoutSnapshot] {
    try ["iPhone SE (2nd generation)", "iPhone 15", "iPad Air (5th generation)"].flatMap {
      device in
      try [.portrait, .landscapeLeft].map {
        try SignInScreen(device: device, orientation: $0).snapshot()
      }
    }
  }

  @Test func deviceMatrixSVG() throws {
    try GoldenFile.check(
      DeviceMatrixRenderer.svg(GoldenTests.matrix(), title: "Sign In on three devices"),
      named: "sign-in-matrix.svg")
  }

  @Test func deviceMatrixHTML() throws {
    try GoldenFile.check(
      DeviceMatrixRenderer.html(GoldenTests.matrix(), title: "Sign In on three devices"),
      named: "sign-in-matrix.html")
  }
}
