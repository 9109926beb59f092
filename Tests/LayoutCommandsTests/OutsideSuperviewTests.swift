import CommandTestSupport
import LayoutCommands
import Testing

/// A label that measured text makes 77.5 points wide ("Tomorrow" at 17 pt in the stand-in)
/// in a 60-point box: UIKit draws it whole outside a box that does not clip its subviews
/// (no `clipsSubviews="YES"`, `clipsToBounds` off), so it is reported as outside its
/// superview; a box that clips cuts it, which stays `clipped`.
@Suite struct OutsideSuperviewTests {
  static func document(boxAttributes: String) -> String {
    let label = StoryboardFixture.view(
      "LBL", 0, 10, 50, 20.5, attributes: #"text="Tomorrow""#,
      body: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
      element: "label")
    return StoryboardFixture.storyboard(
      subviews: StoryboardFixture.view(
        "BOX", 20, 100, 60, 40, attributes: boxAttributes,
        body: """
          <subviews>\(label)</subviews>
          <constraints>
          <constraint firstItem="LBL" firstAttribute="top" secondItem="BOX" secondAttribute="top" constant="10" id="b1"/>
          <constraint firstItem="LBL" firstAttribute="leading" secondItem="BOX" secondAttribute="leading" id="b2"/>
          </constraints>
          """),
      constraints: """
        <constraint firstItem="BOX" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="c1"/>
        <constraint firstItem="BOX" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstItem="BOX" firstAttribute="width" constant="60" id="c3"/>
        <constraint firstItem="BOX" firstAttribute="height" constant="40" id="c4"/>
        """)
  }

  func lint(_ document: String) -> CommandOutput {
    var options = LintAction.Options(files: ["s.storyboard"])
    options.measureText = true
    return LintAction.run(options, files: MemoryFiles(["s.storyboard": document]))
  }

  @Test func aBoxThatDoesNotClipDrawsTheLabelOutsideIt() {
    let output = lint(Self.document(boxAttributes: ""))
    #expect(output.standardOutput == "s.storyboard: 0 errors, 1 warning\n")
    #expect(
      output.standardError.hasPrefix(
        "s.storyboard:18:119: warning: outside-superview: LBL sticks out of its superview BOX, "
          + "which does not clip it (drawn outside it) (20, 110, 77.5, 20.5) outside "
          + "(20, 100, 60, 40) [Main (ROOT)]\n"),
      "\(output.standardError)")
  }

  @Test func aBoxThatClipsCutsIt() {
    let output = lint(Self.document(boxAttributes: #"clipsSubviews="YES""#))
    #expect(output.standardOutput == "s.storyboard: 0 errors, 1 warning\n")
    #expect(
      output.standardError.hasPrefix(
        "s.storyboard:18:119: warning: clipped: LBL sticks out of its superview BOX "
          + "(20, 110, 77.5, 20.5) outside (20, 100, 60, 40) [Main (ROOT)]\n"),
      "\(output.standardError)")
  }
}
