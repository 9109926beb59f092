import CommandTestSupport
import LayoutCommands
import Testing

/// A label sized by its text ("Tomorrow" at 17 pt: 77.5 points in the stand-in, 3.1 points of
/// width error) beside a box placed where the label's stored frame (76 points wide unless said)
/// ends: with measured text the two share a strip as wide as the label grew. Within the
/// stand-in's width error the overlap may not happen in San Francisco and is reported as
/// possible; past it, as an overlap.
@Suite struct PossibleOverlapTests {
  static func document(boxX: Int, labelWidth: Double = 76) -> String {
    StoryboardFixture.storyboard(
      subviews: StoryboardFixture.view(
        "LBL", 20, 40, labelWidth, 20.5, attributes: #"text="Tomorrow""#,
        body: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
        element: "label")
        + StoryboardFixture.view("BOX", Double(boxX), 40, 40, 20),
      constraints: """
        <constraint firstItem="LBL" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="40" id="c1"/>
        <constraint firstItem="LBL" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstItem="BOX" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="40" id="c3"/>
        <constraint firstItem="BOX" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="\(boxX)" id="c4"/>
        <constraint firstItem="BOX" firstAttribute="width" constant="40" id="c5"/>
        <constraint firstItem="BOX" firstAttribute="height" constant="20" id="c6"/>
        """)
  }

  func lint(_ document: String) -> CommandOutput {
    var options = LintAction.Options(files: ["s.storyboard"])
    options.measureText = true
    return LintAction.run(options, files: MemoryFiles(["s.storyboard": document]))
  }

  /// 1.5 points shared (the label ends at 97.5, the box starts at 96).
  @Test func anOverlapWithinTheWidthErrorIsPossible() {
    let output = lint(Self.document(boxX: 96))
    #expect(output.standardOutput == "s.storyboard: 0 errors, 1 warning\n")
    #expect(
      output.standardError.hasPrefix(
        "s.storyboard:19:97: warning: overlap: BOX may overlap its sibling LBL: by less than "
          + "the stand-in font's width error [Main (ROOT)]\n"),
      "\(output.standardError)")
  }

  /// 3.5 points shared (the box at 94, the label stored 74 wide, so the stored frames are
  /// apart): past 3.1 points, an overlap.
  @Test func anOverlapPastTheWidthErrorIsCertain() {
    let document = Self.document(boxX: 94, labelWidth: 74)
    let output = lint(document)
    #expect(
      output.standardError.hasPrefix(
        "s.storyboard:19:97: warning: overlap: BOX overlaps its sibling LBL [Main (ROOT)]\n"),
      "\(output.standardError)")
  }
}
