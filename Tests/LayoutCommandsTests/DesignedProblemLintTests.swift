import CommandTestSupport
import LayoutCommands
import Testing

/// What a document's author placed so on the canvas — siblings overlapping, a view sticking
/// out of its superview or off the screen, a view without area — is not a lint problem on
/// the saved screen; the same relation made by the solved layout alone still is.
@Suite struct DesignedProblemLintTests {
  /// Two 100 × 100 views `A` and `B` pinned at x 20 and `bX` (top 100); `B` is stored at
  /// `storedBX`, and a view `C` pinned at (`cX`, 300), 100 × 100, stored at `storedCX`, holds
  /// `D` pinned at (80, 10), 40 × 40, stored at `storedDX`.
  func document(
    bX: Int, storedBX: Int, cX: Int, storedCX: Int, storedDX: Int, storedDWidth: Int = 40
  ) -> String {
    let d = StoryboardFixture.view("D", Double(storedDX), 10, Double(storedDWidth), 40)
    let views = [
      StoryboardFixture.view("A", 20, 100, 100, 100),
      StoryboardFixture.view("B", Double(storedBX), 100, 100, 100),
      StoryboardFixture.view(
        "C", Double(storedCX), 300, 100, 100,
        body: """
          <subviews>\(d)</subviews>
          <constraints>
              <constraint firstItem="D" firstAttribute="leading" secondItem="C" secondAttribute="leading" constant="80" id="d1"/>
              <constraint firstItem="D" firstAttribute="top" secondItem="C" secondAttribute="top" constant="10" id="d2"/>
              <constraint firstItem="D" firstAttribute="width" constant="40" id="d3"/>
              <constraint firstItem="D" firstAttribute="height" constant="40" id="d4"/>
          </constraints>
          """),
    ]
    var constraints: [String] = []
    for (id, x, y) in [("A", 20, 100), ("B", bX, 100), ("C", cX, 300)] {
      constraints += [
        #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="\#(x)" id="\#(id)1"/>"#,
        #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="\#(y)" id="\#(id)2"/>"#,
        #"<constraint firstItem="\#(id)" firstAttribute="width" constant="100" id="\#(id)3"/>"#,
        #"<constraint firstItem="\#(id)" firstAttribute="height" constant="100" id="\#(id)4"/>"#,
      ]
    }
    return StoryboardFixture.storyboard(
      subviews: views.joined(separator: "\n"), constraints: constraints.joined(separator: "\n"))
  }

  func lint(_ xml: String) -> (out: String, problems: [String]) {
    let output = LintAction.run(
      LintAction.Options(files: ["t.storyboard"]), files: MemoryFiles(["t.storyboard": xml]))
    let problems = output.standardError.split(separator: "\n").filter {
      $0.contains(": warning: ")
    }.map { String($0.split(separator: ": warning: ")[1]) }
    return (output.standardOutput, problems)
  }

  /// Stored as laid out: `B` over `A`, `D` sticking out of `C`, `C` partly off the 375-point
  /// screen. The author saw all three on the canvas.
  @Test func whatTheStoredFramesShowIsNotReported() {
    let result = lint(
      document(bX: 60, storedBX: 60, cX: 300, storedCX: 300, storedDX: 80))
    #expect(result.problems == [])
    #expect(result.out == "t.storyboard: ok (1 root, 1 configuration)\n")
  }

  /// Stored apart and inside, laid out overlapping, sticking out and off the screen: each is
  /// what the constraints make, so each is reported.
  @Test func whatOnlyTheLayoutMakesIsReported() {
    let result = lint(
      document(bX: 60, storedBX: 200, cX: 300, storedCX: 200, storedDX: 20))
    #expect(
      result.problems == [
        "off-screen: C is partly off-screen (300, 300, 100, 100) [Main (ROOT)]",
        "off-screen: D is entirely off-screen (380, 310, 40, 40) [Main (ROOT)]",
        "overlap: B overlaps its sibling A [Main (ROOT)]",
      ])
  }

  /// `D` stored inside `C` but without width: its 40-point width comes from the layout, and a
  /// view stored 0 wide that the layout leaves 0 wide is no problem.
  @Test func aViewStoredWithoutAreaIsNotReportedForHavingNone() {
    let stored = document(
      bX: 200, storedBX: 200, cX: 100, storedCX: 100, storedDX: 20, storedDWidth: 0)
    let zero = stored.replacingOccurrences(
      of: #"<constraint firstItem="D" firstAttribute="width" constant="40" id="d3"/>"#,
      with: #"<constraint firstItem="D" firstAttribute="width" constant="0" id="d3"/>"#)
    #expect(lint(zero).problems == [])
    let laidOutEmpty = document(bX: 200, storedBX: 200, cX: 100, storedCX: 100, storedDX: 20)
      .replacingOccurrences(
        of: #"<constraint firstItem="D" firstAttribute="width" constant="40" id="d3"/>"#,
        with: #"<constraint firstItem="D" firstAttribute="width" constant="0" id="d3"/>"#)
    #expect(
      lint(laidOutEmpty).problems == [
        "zero-size: D has no area (180, 310, 0, 40) [Main (ROOT)]"
      ])
  }
}
