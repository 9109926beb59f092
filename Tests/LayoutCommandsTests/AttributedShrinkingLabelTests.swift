import CommandTestSupport
import LayoutCommands
import Testing

/// An attributed label 60 points wide whose text ("Tomorrow" at 17 pt) needs about 70: it
/// shrinks to fit as a plain label does, every run by the same factor, and is truncated only
/// when it does not shrink or its smallest scale does not fit either.
@Suite struct AttributedShrinkingLabelTests {
  static func document(_ attributes: String) -> String {
    StoryboardFixture.storyboard(
      subviews: StoryboardFixture.view(
        "LBL", 20, 40, 60, 20.5,
        attributes: #"usesAttributedText="YES" \#(attributes)"#,
        body: """
          <attributedString key="attributedText">
              <fragment content="Tomor"><attributes><font key="NSFont" metaFont="system" size="17"/></attributes></fragment>
              <fragment content="row"><attributes><font key="NSFont" metaFont="systemBold" size="17"/></attributes></fragment>
          </attributedString>
          """,
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
    #expect(output.standardError.contains("warning: truncated: LBL's text is truncated"))
  }

  @Test func aLabelThatShrinksToFitIsNot() {
    let output = lint(#"minimumScaleFactor="0.5""#)
    #expect(output.standardOutput == "s.storyboard: ok (1 root, 1 configuration)\n")
    #expect(output.standardError == "")
  }

  /// Shrinking stops at the factor: text that needs more than the width at 0.9 of its font
  /// is truncated.
  @Test func textBeyondTheSmallestScaleIsStillTruncated() {
    let output = lint(#"minimumScaleFactor="0.9""#)
    #expect(output.standardOutput == "s.storyboard: 0 errors, 1 warning\n")
  }
}
