import CommandTestSupport
import LayoutCommands
import Testing

/// A label whose text measures 77.5 points in Inter (San Francisco's stand-in; "Tomorrow" at
/// 17 pt) in a view of fixed width: wider than the view by less than the stand-in's width
/// error (4% of the text's width, 3.1 points here), it may fit in San Francisco and is
/// reported as possibly truncated; further over, it is truncated. An app font that is not
/// installed is measured in the stand-in, so its truncation is never certain.
@Suite struct UncertainTruncationTests {
  static func document(width: Int, font: String = #"type="system" pointSize="17""#) -> String {
    StoryboardFixture.storyboard(
      subviews: StoryboardFixture.view(
        "LBL", 20, 40, Double(width), 20.5,
        attributes: #"text="Tomorrow" adjustsFontSizeToFit="NO""#,
        body: #"<fontDescription key="fontDescription" \#(font)/>"#, element: "label"),
      constraints: """
        <constraint firstItem="LBL" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="40" id="c1"/>
        <constraint firstItem="LBL" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstItem="LBL" firstAttribute="width" constant="\(width)" id="c3"/>
        """)
  }

  func lint(_ document: String, strict: Bool = false) -> CommandOutput {
    var options = LintAction.Options(files: ["s.storyboard"])
    options.measureText = true
    options.strict = strict
    return LintAction.run(options, files: MemoryFiles(["s.storyboard": document]))
  }

  @Test func textWithinTheStandInsWidthErrorMayBeTruncated() {
    let output = lint(Self.document(width: 75))
    #expect(output.standardOutput == "s.storyboard: 0 errors, 1 warning\n")
    #expect(
      output.standardError.hasPrefix(
        "s.storyboard:16:159: warning: truncated: LBL's text may be truncated: it overflows by "
          + "less than the stand-in font's width error (75 × 20.5 ends \"Tomorr…\"; text 77.5 "
          + "wide) [Main (ROOT)]\n"),
      "\(output.standardError)")
  }

  /// Still a warning: `--strict` fails on it as on certain truncation.
  @Test func strictFailsOnUncertainTruncationToo() {
    #expect(lint(Self.document(width: 75), strict: true).status == .problemsFound)
  }

  @Test func textFurtherOverIsTruncated() {
    let output = lint(Self.document(width: 74))
    #expect(
      output.standardError.hasPrefix(
        "s.storyboard:16:159: warning: truncated: LBL's text is truncated "
          + "(74 × 20.5 ends \"Tomorr…\") [Main (ROOT)]\n"),
      "\(output.standardError)")
  }

  @Test func anAppFontMeasuredInTheStandInMayBeTruncated() {
    let output = lint(
      Self.document(width: 60, font: #"name="Muli" family="Muli" pointSize="17""#))
    #expect(
      output.standardError.hasPrefix(
        "s.storyboard:16:159: warning: truncated: LBL's text may be truncated: measured in the "
          + "system font's stand-in, not Muli (60 × 20.5 ends \"Tomo…\") [Main (ROOT)]\n"),
      "\(output.standardError)")
  }
}
