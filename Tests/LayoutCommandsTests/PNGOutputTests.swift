import AutoLayout
import CommandTestSupport
import Foundation
import LayoutCommands
import LayoutMatrix
import PNGDecoding
import Testing

/// `--format png`: the SVG drawing rasterised at the device's scale, written to `-o` or to
/// standard output as bytes.
@Suite struct PNGOutputTests {
  static let layout = try! String(
    contentsOf: TestFolders.fixtures.appendingPathComponent("signin.layout"), encoding: .utf8)

  /// The `width` and `height` of an SVG document's root element.
  static func svgSize(_ svg: String) throws -> (width: Double, height: Double) {
    let match = try #require(svg.firstMatch(of: /<svg [^>]*width="([0-9.]+)" height="([0-9.]+)"/))
    return (try #require(Double(match.1)), try #require(Double(match.2)))
  }

  @Test func renderDrawsAt3xForA3xDevice() throws {
    let files = MemoryFiles(["s.layout": Self.layout])
    let svgOutput = RenderAction.run(
      RenderAction.Options(file: "s.layout", format: .svg), files: files)
    let pngOutput = RenderAction.run(
      RenderAction.Options(file: "s.layout", format: .png, output: "s.png"), files: files)
    #expect(pngOutput.status == .success)
    #expect(pngOutput.standardOutput.isEmpty && pngOutput.standardOutputBytes.isEmpty)
    let size = try Self.svgSize(svgOutput.standardOutput)
    let image = try PNGImage(try #require(files.bytes("s.png")))
    #expect(image.width == Int((size.width * 3).rounded(.up)))
    #expect(image.height == Int((size.height * 3).rounded(.up)))
    // Outside the screen: the white page.
    #expect(image.pixel(2, 2) == (255, 255, 255, 255))
    // Inside the email field near its bottom-right corner (no text or name there): the
    // view fill #dbeafe at 55 % over white.
    let source = try LayoutSource.load(path: "s.layout", using: files)
    let configuration = try #require(ScreenSelection().configurations(for: source).first)
    let screen = MatrixSolver.solve(source, configurations: [configuration])[0]
    let email = try #require(screen.snapshot.view(named: "email")).rootFrame
    let (x, y, w, h) = (email.x, email.y, email.width, email.height)
    let px = Int((16 + x + w - 4) * 3)
    let py = Int((16 + 40 + y + h - 4) * 3)
    let (r, g, b, a) = image.pixel(px, py)
    #expect(abs(Int(r) - 235) <= 2 && abs(Int(g) - 243) <= 2 && abs(Int(b) - 254) <= 2)
    #expect(a == 255)
  }

  /// The rows of `image` inside `frame` (points, figure at 16 + 40 below the page's corner,
  /// `scale` pixels per point) holding text ink (#111827, darker than any fill or name).
  static func inkRows(_ image: PNGImage, in frame: Rect, scale: Double) -> Int {
    let left = Int((16 + frame.x) * scale)
    let right = Int((16 + frame.maxX) * scale)
    let top = Int((56 + frame.y) * scale)
    let bottom = Int((56 + frame.maxY) * scale)
    return (top..<bottom).filter { y in
      (left..<right).contains { x in
        let (r, g, b, _) = image.pixel(x, y)
        return r < 100 && g < 100 && b < 100
      }
    }.count
  }

  @Test func measuredTextIsRasterisedAtItsFontSize() throws {
    let layout = """
      view big: UILabel {
        text "HHHH"
        font 60
      }
      view small: UILabel {
        text "HHHH"
        font 12
      }
      big.top == root.safeArea.top + 20
      big.left == root.left + 20
      small.top == big.bottom + 20
      small.left == root.left + 20
      """
    let files = MemoryFiles(["t.layout": layout])
    let output = RenderAction.run(
      RenderAction.Options(
        file: "t.layout", selection: ScreenSelection(devices: ["iPhone SE (1st generation)"]),
        format: .png, output: "t.png"), files: files)
    #expect(output.standardError == "")
    let image = try PNGImage(try #require(files.bytes("t.png")))
    let source = try LayoutSource.load(path: "t.layout", using: files)
    let configuration = try #require(
      ScreenSelection(devices: ["iPhone SE (1st generation)"]).configurations(for: source).first)
    let snapshot = MatrixSolver.solve(source, configurations: [configuration])[0].snapshot
    // A capital H is about 0.73 em tall: 60 pt at 2x gives some 88 rows of ink, 12 pt some 17.
    let big = Self.inkRows(image, in: try #require(snapshot.view(named: "big")).rootFrame, scale: 2)
    let small = Self.inkRows(
      image, in: try #require(snapshot.view(named: "small")).rootFrame, scale: 2)
    #expect((80...96).contains(big), "\(big) rows")
    #expect((14...20).contains(small), "\(small) rows")
  }

  @Test func solveWritesPNGBytesToStandardOutput() throws {
    let files = MemoryFiles(["s.layout": Self.layout])
    let output = SolveAction.run(
      SolveAction.Options(
        file: "s.layout", selection: ScreenSelection(devices: ["iPhone SE (1st generation)"]),
        format: .png),
      files: files)
    #expect(output.status == .success)
    #expect(output.standardOutput.isEmpty)
    let svg = SolveAction.run(
      SolveAction.Options(
        file: "s.layout", selection: ScreenSelection(devices: ["iPhone SE (1st generation)"]),
        format: .svg),
      files: files)
    let size = try Self.svgSize(svg.standardOutput)
    let png = try PNGImage.size(of: output.standardOutputBytes)
    #expect(png.width == Int((size.width * 2).rounded(.up)))
    #expect(png.height == Int((size.height * 2).rounded(.up)))
  }

  @Test func explainRastersItsSVGAt2x() throws {
    let log = try String(
      contentsOf: TestFolders.fixtures.appendingPathComponent("cell-conflict.log"), encoding: .utf8)
    let files = MemoryFiles(["a.log": log])
    let svg = ExplainAction.run(
      ExplainAction.Options(file: "a.log", format: .svg), files: files)
    let output = ExplainAction.run(
      ExplainAction.Options(file: "a.log", format: .png, output: "a.png"), files: files)
    #expect(output.status == svg.status)
    let size = try Self.svgSize(svg.standardOutput)
    let png = try PNGImage.size(of: try #require(files.bytes("a.png")))
    #expect(png.width == Int((size.width * 2).rounded(.up)))
    #expect(png.height == Int((size.height * 2).rounded(.up)))
  }

}
