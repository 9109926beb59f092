import CommandTestSupport
import LayoutCommands
import Testing

/// Bad Interface Builder input through the commands, in-process: every case is bad input
/// (exit 2) with a message that says where and why.
@Suite struct StoryboardInputTests {
  static let row = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
        <objects>
            <view contentMode="scaleToFill" id="ROW-rt-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
            </view>
        </objects>
    </document>
    """

  @Test func documentOverTheSizeLimitIsRefusedBeforeParsing() {
    let output = CheckAction.run(CheckAction.Options(file: "big.xib"), files: EndlessFile())
    #expect(output.status == .badInput)
    #expect(
      output.standardError
        == "big.xib:1: error: file is larger than the limit of 67108864 bytes for documents\n")
  }

  @Test func macOSDocumentsAreRefusedAtTheirLine() {
    let mac = Self.row.replacingOccurrences(of: "iOS.CocoaTouch", with: "MacOSX.Cocoa")
    let output = SolveAction.run(
      SolveAction.Options(file: "mac.xib"), files: MemoryFiles(["mac.xib": mac]))
    #expect(output.status == .badInput)
    #expect(output.standardError.hasPrefix("mac.xib:2:"))
    #expect(output.standardError.contains("error: targetRuntime \"MacOSX.Cocoa\" is not iOS"))
  }

  @Test func emptyDocumentIsBadInput() {
    let output = SolveAction.run(
      SolveAction.Options(file: "empty.storyboard"), files: MemoryFiles(["empty.storyboard": ""]))
    #expect(output.status == .badInput)
    #expect(output.standardError.hasPrefix("empty.storyboard:1"))
    #expect(output.standardOutput == "")
  }

  /// `--rtl` lays a document out right to left: leading and trailing swap sides, so the
  /// label pinned 16 points from the leading edge of a 393-point row ends 16 points from
  /// its right edge, and the switch pinned to the trailing edge starts at x = 16.
  @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
    let url = TestFolders.fixtures.appendingPathComponent("row.xib")
    let files = MemoryFiles(["row.xib": try String(contentsOf: url, encoding: .utf8)])
    let leftToRight = SolveAction.run(
      SolveAction.Options(file: "row.xib", format: .json), files: files)
    let rightToLeft = SolveAction.run(
      SolveAction.Options(
        file: "row.xib", selection: ScreenSelection(rightToLeft: true), format: .json),
      files: files)
    #expect(leftToRight.status == .success)
    #expect(rightToLeft.status == .success)
    let ltr = try SolvedFrames.storyboard(leftToRight.standardOutput)
    let rtl = try SolvedFrames.storyboard(rightToLeft.standardOutput)
    #expect(ltr["ROW-lb-001"]?[0] == 16)
    #expect(ltr["ROW-sw-001"]?[0] == 328)
    #expect(rtl["ROW-lb-001"]?[0] == 273)
    #expect(rtl["ROW-sw-001"]?[0] == 16)
    #expect(rtl["ROW-lb-001"]?[2] == 104)
  }

  @Test func convertRefusesLayoutFiles() {
    let output = ConvertAction.run(
      ConvertAction.Options(file: "a.layout"), files: MemoryFiles(["a.layout": "view a"]))
    #expect(output.status == .badInput)
    #expect(
      output.standardError
        == "error: invalid value 'a.layout' for FILE; expected a .storyboard or .xib file\n")
  }

  @Test func matrixNeedsOneSceneOfSeveral() throws {
    let two = Self.row.replacingOccurrences(
      of: "</objects>",
      with: """
        <view contentMode="scaleToFill" id="ROW-rt-002">
        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
        </view>
        </objects>
        """)
    let output = MatrixAction.run(
      MatrixAction.Options(file: "two.xib", devices: ["iPhone 15"]),
      files: MemoryFiles(["two.xib": two]))
    #expect(output.status == .badInput)
    #expect(
      output.standardError
        == "error: matrix takes one scene or top-level view, and two.xib has 2; choose one with "
        + "--scene: view ROW-rt-001 (ROW-rt-001), view ROW-rt-002 (ROW-rt-002)\n")
    let chosen = MatrixAction.run(
      MatrixAction.Options(file: "two.xib", devices: ["iPhone 15"], scene: "ROW-rt-002"),
      files: MemoryFiles(["two.xib": two]))
    #expect(chosen.status == .success)
    #expect(chosen.standardOutput.hasPrefix("two.xib: 3 configurations on 1 device"))
  }
}

/// A file that never ends: reads return as many spaces as asked for.
struct EndlessFile: FileAccess {
  func contents(ofFile path: String, limit: Int) throws(FileAccessError) -> [UInt8] {
    [UInt8](repeating: 0x20, count: limit + 1)
  }

  func write(_ text: String, toFile path: String) throws(FileAccessError) {}

  func write(bytes: [UInt8], toFile path: String) throws(FileAccessError) {}

  func createDirectory(atPath path: String) throws(FileAccessError) {}
}
