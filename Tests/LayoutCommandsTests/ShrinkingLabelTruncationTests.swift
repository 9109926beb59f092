import CommandTestSupport
import LayoutCommands
import Testing

/// A label 60 points wide whose text needs about 70: UIKit truncates it only when it does
/// not shrink to fit. Interface Builder leaves `adjustsFontSizeToFit` out for a label that
/// shrinks (here to half its font, `minimumScaleFactor="0.5"`, or `minimumFontSize="8"` in
/// an old document) and writes `adjustsFontSizeToFit="NO"` for one that does not.
@Suite struct ShrinkingLabelTruncationTests {
  static func document(_ attributes: String) -> String {
    StoryboardFixture.storyboard(
      subviews: StoryboardFixture.view(
        "LBL", 20, 40, 60, 20.5,
        attributes: #"text="Tomorrow" \#(attributes)"#,
        body: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
        element: "label"),
      constraints: """
        <constraint firstItem="LBL" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="40" id="c1"/>
        <constraint firstItem="LBL" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstItem="LBL" firstAttribute="width" constant="60" id="c3"/>
        """)
  }

  func lint(_ attributes: String) -> CommandOutput {
    var options = LintAction.Options(files: ["s.storyboard"])
    options.measureText = true
    return LintAction.run(options, files: MemoryFiles(["s.storyboard": Self.document(attributes)]))
  }

  @Test func aLabelThatDoesNotShrinkIsTruncated() {
    let output = lint(#"adjustsFontSizeToFit="NO""#)
    #expect(output.standardOutput == "s.storyboard: 0 errors, 1 warning\n")
    #expect(
      output.standardError.contains(
        "s.storyboard:16:159: warning: truncated: LBL's text is truncated "
          + "(60 × 20.5 ends \"Tomo…\") [Main (ROOT)]\n"),
      "\(output.standardError)")
  }

  @Test(arguments: [#"minimumScaleFactor="0.5""#, #"minimumFontSize="8""#])
  func aLabelThatShrinksToFitIsNot(attributes: String) {
    let output = lint(attributes)
    #expect(output.standardOutput == "s.storyboard: ok (1 root, 1 configuration)\n")
    #expect(output.standardError == "")
  }

  /// Shrinking stops at the factor: text that needs more than the width at 0.9 of its font is truncated.
  @Test func textBeyondTheSmallestScaleIsStillTruncated() {
    let output = lint(#"minimumScaleFactor="0.9""#)
    #expect(output.standardOutput == "s.storyboard: 0 errors, 1 warning\n")
  }
}

/// A label with `alpha="0"` (faded in by code) shows nothing: it is not reported truncated
/// or overlapping, though it still lays out.
@Suite struct TransparentViewProblemTests {
  @Test func aTransparentLabelIsNotAProblem() {
    var options = LintAction.Options(files: ["s.storyboard"])
    options.measureText = true
    let document = ShrinkingLabelTruncationTests.document(#"adjustsFontSizeToFit="NO" alpha="0""#)
    let output = LintAction.run(options, files: MemoryFiles(["s.storyboard": document]))
    #expect(output.standardOutput == "s.storyboard: ok (1 root, 1 configuration)\n")
    #expect(output.standardError == "")
  }
}
