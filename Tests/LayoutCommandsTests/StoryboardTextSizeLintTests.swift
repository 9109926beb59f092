import CommandTestSupport
import LayoutCommands
import Testing

/// Storyboards at another content size and in custom scroll views, as a new user met them:
/// `lint --content-size` without `--devices` lints that size, and a scroll view keeps its
/// content out of the off-screen check whatever its class is called.
@Suite struct StoryboardTextSizeLintTests {
  /// `lint --content-size ax5` of the iPhone 8 storyboard lints the iPhone 8 at ax5 (as
  /// `solve --content-size` solves it), where the measured labels push the button off the
  /// screen; without the option, the saved screen at the stored sizes.
  @Test func lintTakesTheContentSizeOnTheSavedDevice() throws {
    let files = try MeasuredTextCommandTests.fixture()
    var options = LintAction.Options(files: ["text.storyboard"])
    let saved = LintAction.run(options, files: files)
    #expect(saved.standardOutput == "text.storyboard: ok (1 root, 1 configuration)\n")
    options.contentSizes = "ax5"
    let largest = LintAction.run(options, files: files)
    #expect(largest.standardOutput == "text.storyboard: 0 errors, 1 warning\n")
    #expect(
      largest.standardError.contains(
        "text.storyboard:41:265: warning: off-screen: BTN-sy-015 is entirely off-screen "
          + "[iPhone 8 portrait text size ax5]\n"), "\(largest.standardError)")
    #expect(largest.status == .success)
  }

  /// A `<scrollView customClass="FeedScrollView">` filling the screen holds a 2,000-point
  /// content view whose row starts at 1,500: scrolling shows the row, so it is no problem
  /// (the custom class name once hid that the view scrolls).
  @Test func contentOfACustomScrollViewIsNotOffScreen() throws {
    let row = StoryboardFixture.view("ROW", 0, 1500, 375, 44)
    let content = StoryboardFixture.view(
      "CONTENT", 0, 0, 375, 2000,
      body: """
        <subviews>\(row)</subviews>
        <constraints>
            <constraint firstItem="ROW" firstAttribute="top" secondItem="CONTENT" secondAttribute="top" constant="1500" id="r1"/>
            <constraint firstItem="ROW" firstAttribute="leading" secondItem="CONTENT" secondAttribute="leading" id="r2"/>
            <constraint firstItem="ROW" firstAttribute="trailing" secondItem="CONTENT" secondAttribute="trailing" id="r3"/>
            <constraint firstItem="ROW" firstAttribute="height" constant="44" id="r4"/>
        </constraints>
        """)
    let xml = StoryboardFixture.scrollView(
      attributes: #"customClass="FeedScrollView""#,
      body: """
        <subviews>\(content)</subviews>
        <constraints>
            <constraint firstItem="CONTENT" firstAttribute="top" secondItem="SV" secondAttribute="top" id="s1"/>
            <constraint firstItem="CONTENT" firstAttribute="bottom" secondItem="SV" secondAttribute="bottom" id="s2"/>
            <constraint firstItem="CONTENT" firstAttribute="leading" secondItem="SV" secondAttribute="leading" id="s3"/>
            <constraint firstItem="CONTENT" firstAttribute="trailing" secondItem="SV" secondAttribute="trailing" id="s4"/>
            <constraint firstItem="CONTENT" firstAttribute="width" secondItem="SV" secondAttribute="width" id="s5"/>
            <constraint firstItem="CONTENT" firstAttribute="height" constant="2000" id="s6"/>
        </constraints>
        """)
    let output = SolveAction.run(
      SolveAction.Options(file: "scroll.storyboard"),
      files: MemoryFiles(["scroll.storyboard": xml]))
    #expect(output.standardError == "")
    #expect(output.standardOutput.contains("      ROW    UIView          0  1500    375      44"))
    #expect(output.status == .success)
  }
}
