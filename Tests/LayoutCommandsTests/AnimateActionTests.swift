import CommandTestSupport
import Foundation
import LayoutCommands
import LayoutMatrix
import LayoutRendering
import Testing

/// `layout animate`: the animated SVG's first and last values are the solved frames of the
/// two screens, exactly; bad ends are refused with clear messages.
@Suite struct AnimateActionTests {
  static let layout = try! String(
    contentsOf: TestFolders.fixtures.appendingPathComponent("signin.layout"), encoding: .utf8)

  /// The two ends solved the way `solve` would.
  static func solved(_ selections: [ScreenSelection]) throws -> [LayoutSnapshot] {
    let files = MemoryFiles(["s.layout": layout])
    let source = try LayoutSource.load(path: "s.layout", using: files)
    let configurations = try selections.map { try #require($0.configurations(for: source).first) }
    return MatrixSolver.solve(source, configurations: configurations).map(\.snapshot)
  }

  /// The `<rect>` attribute and the `<animate>` values of `attribute` in view `name`'s group.
  static func animation(_ svg: String, view name: String, attribute: String) throws
    -> (rect: Double, values: [Double]?)
  {
    let start = try #require(svg.range(of: "data-name=\"\(name)\""), "no group for \(name)")
    let rest = svg[start.upperBound...]
    var body = rest[..<(rest.range(of: "</g>")?.lowerBound ?? rest.endIndex)]
    // Only the rectangle: the name's `<text>` after it moves too.
    if let text = body.range(of: "<text") { body = body[..<text.lowerBound] }
    let rectLine = try #require(body.split(separator: "\n").first { $0.contains("<rect ") })
    let rectValue = try #require(
      rectLine.firstMatch(of: try Regex(" \(attribute)=\"([^\"]*)\"")).flatMap {
        $0.output[1].substring.flatMap { Double($0) }
      })
    let values = body.firstMatch(
      of: try Regex("attributeName=\"\(attribute)\" values=\"([^\"]*)\"")
    ).flatMap { $0.output[1].substring }.map { $0.split(separator: ";").compactMap { Double($0) } }
    return (rectValue, values)
  }

  /// Checks that every view drawn at both ends runs from its first root frame to its second.
  static func expectFramesRun(_ svg: String, from first: LayoutSnapshot, to second: LayoutSnapshot)
    throws
  {
    var checked = 0
    for record in first.drawnViews {
      let other = try #require(second.view(named: record.name))
      let pairs: [(String, Double, Double)] = [
        ("x", record.rootFrame.x, other.rootFrame.x), ("y", record.rootFrame.y, other.rootFrame.y),
        ("width", record.rootFrame.width, other.rootFrame.width),
        ("height", record.rootFrame.height, other.rootFrame.height),
      ]
      for (attribute, start, end) in pairs {
        let found = try animation(svg, view: record.name, attribute: attribute)
        #expect(found.rect == start, "\(record.name).\(attribute)")
        if start == end {
          #expect(found.values == nil, "\(record.name).\(attribute) does not change")
        } else {
          #expect(found.values == [start, end], "\(record.name).\(attribute)")
        }
        checked += 1
      }
    }
    #expect(checked >= 16)
  }

  @Test func rotationRunsEveryViewFromItsPortraitFrameToItsLandscapeFrame() throws {
    let files = MemoryFiles(["s.layout": Self.layout])
    let output = AnimateAction.run(
      AnimateAction.Options(
        file: "s.layout", device: "iPhone 15", from: "portrait", to: "landscapeLeft",
        output: "a.svg"), files: files)
    #expect(output.standardError == "")
    #expect(output.status == .success)
    let svg = try #require(files["a.svg"])
    let ends = try Self.solved([
      ScreenSelection(devices: ["iPhone 15"], orientations: [.portrait]),
      ScreenSelection(devices: ["iPhone 15"], orientations: [.landscapeLeft]),
    ])
    try Self.expectFramesRun(svg, from: ends[0], to: ends[1])
    // The screen's outline turns from 393 × 852 to 852 × 393.
    #expect(svg.contains("<animate attributeName=\"width\" values=\"393;852\""))
    #expect(svg.contains("<animate attributeName=\"height\" values=\"852;393\""))
    #expect(svg.contains("dur=\"0.4s\""))
  }

  @Test func splitViewResizeRunsBetweenTheWindows() throws {
    let files = MemoryFiles(["s.layout": Self.layout])
    let output = AnimateAction.run(
      AnimateAction.Options(
        file: "s.layout", device: "iPad Air 2", from: "full", to: "split-1/3",
        orientation: .landscapeLeft, duration: 1, repeats: nil), files: files)
    #expect(output.status == .success)
    let ends = try Self.solved([
      ScreenSelection(devices: ["iPad Air 2"], orientations: [.landscapeLeft]),
      ScreenSelection(
        devices: ["iPad Air 2"], orientations: [.landscapeLeft], multitasking: "split-1/3"),
    ])
    #expect(ends[0].screen.size.width == 1024)
    #expect(ends[1].screen.size.width < 1024)
    try Self.expectFramesRun(output.standardOutput, from: ends[0], to: ends[1])
    #expect(output.standardOutput.contains("dur=\"1s\" repeatCount=\"indefinite\""))
  }

  static func refusal(_ options: AnimateAction.Options) -> CommandOutput {
    AnimateAction.run(options, files: MemoryFiles(["s.layout": layout]))
  }

  @Test func theSameScreenAtBothEndsIsRefused() {
    let output = Self.refusal(
      AnimateAction.Options(file: "s.layout", device: "iPhone 15", from: "portrait", to: "portrait")
    )
    #expect(output.status == .badInput)
    #expect(output.standardOutput.isEmpty)
    #expect(
      output.standardError
        == "error: --from and --to both give iPhone 15 portrait full screen: nothing changes to "
        + "animate; name two different orientations or windows\n")
  }

  @Test func unknownEndNamesAreRefused() {
    let output = Self.refusal(
      AnimateAction.Options(file: "s.layout", from: "sideways", to: "portrait"))
    #expect(output.status == .badInput)
    #expect(
      output.standardError
        == "error: invalid value 'sideways' for --from; expected an orientation (portrait, "
        + "portraitUpsideDown, landscapeLeft, landscapeRight, landscape) or a window (full, "
        + "split-1/3, split-1/2, split-2/3, slide-over)\n")
  }

  @Test func anIPhoneHasNoSplitWindow() {
    let output = Self.refusal(
      AnimateAction.Options(file: "s.layout", device: "iPhone 15", from: "full", to: "split-1/3"))
    #expect(output.status == .badInput)
    #expect(output.standardError.hasPrefix("error: "))
    #expect(output.standardError.contains("iPhone 15"))
    #expect(output.standardOutput.isEmpty)
  }

  @Test func badTimingIsRefused() {
    let duration = Self.refusal(
      AnimateAction.Options(file: "s.layout", from: "portrait", to: "landscape", duration: 0))
    #expect(duration.status == .badInput)
    #expect(
      duration.standardError
        == "error: invalid value '0' for --duration; expected seconds above 0 and at most 600\n")
    let repeats = Self.refusal(
      AnimateAction.Options(file: "s.layout", from: "portrait", to: "landscape", repeats: 0))
    #expect(
      repeats.standardError
        == "error: invalid value '0' for --repeat; expected a count from 1 to 10000, or "
        + "indefinite\n")
  }
}

/// `layout animate` on a storyboard scene: the same solve path as `render`, on the device
/// the document was saved for.
@Suite struct StoryboardAnimateTests {
  @Test func aSceneRotatesOnItsSavedDevice() throws {
    let document = try String(
      contentsOf: TestFolders.fixtures.appendingPathComponent("login.storyboard"), encoding: .utf8)
    let files = MemoryFiles(["login.storyboard": document])
    let output = AnimateAction.run(
      AnimateAction.Options(
        file: "login.storyboard", from: "portrait", to: "landscapeLeft", scene: "Login"),
      files: files)
    #expect(output.status == .success)
    let svg = output.standardOutput
    #expect(svg.contains("iPhone 8 portrait 375x667 @2x wC hR → iPhone 8 landscapeLeft 667x375"))
    #expect(svg.contains("<animate attributeName=\"width\" values=\"375;667\""))
    // The label's leading edge moves into the landscape safe area.
    #expect(svg.contains("<title>LGN-lb-001 (16, 40, 78, 21) → (20, 40, 78, 21)</title>"))
    let without = AnimateAction.run(
      AnimateAction.Options(file: "login.storyboard", from: "portrait", to: "landscapeLeft"),
      files: files)
    #expect(without.status == .badInput)
    #expect(
      without.standardError
        == "error: animate takes one scene or top-level view, and login.storyboard has 2; "
        + "choose one with --scene: Login (LGN-rt-001), About (ABT-rt-001)\n")
  }
}
