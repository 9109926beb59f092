import AutoLayout
import LayoutCore
import LayoutDevices
import LayoutText
import Testing

@testable import LayoutFormats

/// `nonScrolling` text views: UIKit sizes a UITextView whose scrolling is off by its text,
/// wrapped at its width inside 5 points beside and 8 above and below; a scrolling one (the
/// default) has no intrinsic size.
@Suite struct TextViewLoweringTests {
  static let text = "A text view that does not scroll wraps like a label"

  func resolved(_ properties: String) throws -> ResolvedView {
    let file = try LayoutFileParser.parse(
      "view notes: UITextView { \(properties) }", file: "t.layout")
    return try #require(try file.resolved().views.first { $0.name == "notes" })
  }

  /// 200 points wide: the text wraps at 190 into three lines of 20.287 points (17 pt), 60.861,
  /// 61 on the 3x grid, plus 16: 77 tall.
  @Test func nonScrollingTextViewWrapsAtItsWidth() throws {
    let source = """
      view notes: UITextView {
        text "\(Self.text)"
        font 17
        nonScrolling
      }
      notes.leading == root.leading + 20
      notes.width == 200
      notes.top == root.top + 40
      """
    let lines = try TextMeasurer.shared.layout(
      Self.text, font: ResolvedFont(size: 17), width: 190, numberOfLines: 0
    ).lines.count
    #expect(lines == 3)
    let design = try LayoutFileParser.parse(source, file: "t.layout").resolved()
      .design(traits: TraitCollection(), width: 390, height: 844)
    let engine = LayoutEngine(rootSize: Size(width: 390, height: 844), scale: 3)
    let lowered = try design.install(in: engine)
    try engine.layoutIfNeeded()
    #expect(engine.ambiguityReports().isEmpty)
    #expect(lowered.views["notes"]?.frame == Rect(x: 20, y: 40, width: 200, height: 77))
  }

  /// Scrolling (no `nonScrolling`) or without text, a text view is not measured; a written
  /// `intrinsic` still wins over the text.
  @Test func scrollingOrEmptyTextViewIsNotMeasured() throws {
    #expect(try resolved(#"text "Hi"; font 17"#).textContent == nil)
    #expect(try resolved("nonScrolling").textContent == nil)
    let measured = try #require(try resolved(#"text "Hi"; nonScrolling"#).textContent)
    #expect(measured.role == .textView)
    #expect(measured.font == .system(size: 14))
    let view = View("notes")
    try resolved(#"text "Hi"; nonScrolling; intrinsic 100 50"#).configure(view)
    #expect(!view.sizesToText)
  }

  @Test func nonScrollingRoundTrips() throws {
    let source = """
      view notes: UITextView {
        text "Hi"
        nonScrolling
      }
      """
    let file = try LayoutFileParser.parse(source)
    #expect(LayoutFilePrinter.print(file) == source + "\n")
    #expect(try LayoutFileParser.parse(LayoutFilePrinter.print(file)) == file)
  }
}
