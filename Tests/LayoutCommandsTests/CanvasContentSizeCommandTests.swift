import CommandTestSupport
import LayoutCommands
import Testing

/// `layout check --measure-text` on a document saved by Xcode 13 measures its text styles at
/// the extra-small size its canvas had and says so in each scene's heading; a size asked for
/// with `--content-size` wins, and UIKit's default is not mentioned.
@Suite struct CanvasContentSizeCommandTests {
  /// A body-style label stored at the extra-small body size (14 pt: 94.5 × 17 on the 2x
  /// grid), pinned 16 points from the root's leading edge and 20 from its top.
  static func files() -> MemoryFiles {
    let subviews = """
      <label opaque="NO" text="Remember Me" translatesAutoresizingMaskIntoConstraints="NO" id="B">
          <rect key="frame" x="16" y="20" width="94.5" height="17"/>
          <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
      </label>
      """
    let constraints = """
      <constraint firstItem="B" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="16" id="c1"/>
      <constraint firstItem="B" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="c2"/>
      """
    return MemoryFiles([
      "xcode13.storyboard": StoryboardFixture.storyboard(
        subviews: subviews, constraints: constraints, toolsVersion: "19529")
    ])
  }

  static func check(_ contentSize: String?) -> CommandOutput {
    var options = CheckAction.Options(file: "xcode13.storyboard", measureText: true)
    options.contentSize = contentSize
    return CheckAction.run(options, files: files())
  }

  static func heading(_ output: CommandOutput) -> String? {
    output.standardOutput.split(separator: "\n").first { $0.hasPrefix("scene ") }.map(String.init)
  }

  @Test func theCanvasSizeIsUsedAndNamed() {
    let output = Self.check(nil)
    #expect(output.status == .success)
    #expect(output.standardOutput.hasPrefix("xcode13.storyboard: 2 match, 0 mismatch, 0 skipped\n"))
    #expect(
      Self.heading(output)
        == "scene Main (ROOT), solved for <device id=\"retina4_7\" orientation=\"portrait\"> (wC hR), "
        + "text size xs")
  }

  @Test func aSizeAskedForWins() {
    let output = Self.check("large")
    #expect(output.status == .problemsFound)
    #expect(
      Self.heading(output)
        == "scene Main (ROOT), solved for <device id=\"retina4_7\" orientation=\"portrait\"> (wC hR)"
    )
  }
}
