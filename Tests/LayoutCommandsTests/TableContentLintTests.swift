import CommandTestSupport
import LayoutCommands
import Testing

/// UIKit sizes a table's, a collection's and a text view's content from their rows, items and
/// text, not from constraints, so what they hold is never "beyond the content size"; a plain
/// scroll view whose constraints leave its content size at zero still is.
@Suite struct TableContentLintTests {
  /// A scrolling element `SV` filling the screen, holding an 80-point header view (an
  /// autoresizing view, as Interface Builder stores a table's header).
  func document(element: String, key: String, y: Int = 0) -> String {
    let header = """
      <view key="\(key)" contentMode="scaleToFill" id="HDR">
          <rect key="frame" x="0.0" y="\(y)" width="375" height="80"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      </view>
      """
    let body = key == "tableHeaderView" ? header : "<subviews>\(header)</subviews>"
    return StoryboardFixture.scrollView(body: body)
      .replacingOccurrences(of: "<scrollView ", with: "<\(element) ")
      .replacingOccurrences(of: "</scrollView>", with: "</\(element)>")
  }

  func lint(_ xml: String) -> (out: String, err: String) {
    let output = LintAction.run(
      LintAction.Options(files: ["t.storyboard"]), files: MemoryFiles(["t.storyboard": xml]))
    return (output.standardOutput, output.standardError)
  }

  @Test func aTableHeaderIsNotBeyondTheTablesContent() {
    let result = lint(document(element: "tableView", key: "tableHeaderView"))
    #expect(result.err == "")
    #expect(result.out == "t.storyboard: ok (1 root, 1 configuration)\n")
  }

  @Test func aViewInACollectionOrTextViewIsNotBeyondItsContent() {
    for element in ["collectionView", "textView"] {
      let result = lint(document(element: element, key: ""))
      #expect(result.err == "", "\(element)")
      #expect(result.out == "t.storyboard: ok (1 root, 1 configuration)\n", "\(element)")
    }
  }

  /// The same header, 700 points down, in a plain scroll view with no content constraints:
  /// its content size is zero, so scrolling cannot show what lies below the bounds.
  @Test func aPlainScrollViewsUnsizedContentIsStillReported() {
    let result = lint(document(element: "scrollView", key: "", y: 700))
    #expect(result.out == "t.storyboard: 0 errors, 1 warning\n")
    #expect(
      result.err.contains(
        "warning: beyond-content: HDR lies outside SV's content size and bounds, so "
          + "scrolling cannot show it (0, 700, 375, 80) outside (0, 0, 375, 667)"),
      "\(result.err)")
  }
}
