import LayoutCommands
import Testing

/// Wrapped text cut by its view's height is reported by the lines it shows: a label's last
/// visible line ends in "…" (UIKit's tail truncation, as the SVG draws it), a non-scrolling
/// text view's last visible line is clipped without one.
@Suite struct TruncatedLinesTests {
  static let layout = """
    view note: UILabel { text "A long note that wraps onto several lines"; lines 0 }
    view box: UITextView { text "A text view that wraps onto several lines"; nonScrolling }
    note.leading == root.leadingMargin
    note.top == root.safeArea.top
    note.width == 120
    note.height == 30
    box.leading == root.leadingMargin
    box.top == note.bottom + 8
    box.width == 120
    box.height == 40
    """

  @Test func warningsQuoteTheLastVisibleLine() {
    let output = SolveAction.run(
      SolveAction.Options(
        file: "a.layout", selection: ScreenSelection(devices: ["iPhone SE (3rd generation)"])),
      files: MemoryFiles(["a.layout": Self.layout]))
    let warnings = output.standardError.split(separator: "\n").filter { $0.hasPrefix("a.layout") }
    #expect(
      warnings == [
        "a.layout:1:6: warning: truncated: note's text is truncated "
          + "(120 × 30 ends \"A long note t…\")",
        "a.layout:2:6: warning: truncated: box's text is truncated "
          + "(120 × 40 ends \"A text view that\")",
      ], "\(output.standardError)")
  }
}
