/// Text in runs of several fonts with one paragraph style: a label's `attributedText` as
/// Interface Builder writes it, measured as UIKit lays it out (each run in its own font, the
/// line as tall as its tallest font, the paragraph style's heights and spacing applied).
public struct AttributedText: Hashable, Sendable {
  /// The runs in order; their texts joined are the label's text.
  public var runs: [TextRun]
  /// The paragraph style of the text (the first run's: a label lays its text out as one
  /// paragraph style).
  public var paragraphStyle: ParagraphStyle

  public init(runs: [TextRun], paragraphStyle: ParagraphStyle = .standard) {
    self.runs = runs
    self.paragraphStyle = paragraphStyle
  }

  /// The characters of every run, joined.
  public var string: String { runs.map(\.text).joined() }

  /// Where each run ends in ``string``, in UTF-8 bytes from its start.
  var runEnds: [Int] {
    var ends: [Int] = []
    var offset = 0
    for run in runs {
      offset += run.text.utf8.count
      ends.append(offset)
    }
    return ends
  }

  /// Whether every run is in one font with no kern, so the text measures as plain text with
  /// that font (only the paragraph style then differs).
  public var isPlain: Bool {
    guard let first = runs.first else { return true }
    return runs.allSatisfy { $0.font == first.font && $0.kern == 0 }
  }
}
