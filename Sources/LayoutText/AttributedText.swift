/// Text in runs of several fonts with paragraph styles: a label's or text view's
/// `attributedText` or a button's attributed title as Interface Builder writes it, measured as
/// UIKit lays it out (each run in its own font, the line as tall as its tallest font, each
/// paragraph's style's heights and spacing applied).
public struct AttributedText: Hashable, Sendable {
  /// The runs in order; their texts joined are the view's text.
  public var runs: [TextRun]
  /// The paragraph style of the text: every paragraph's unless a run that starts a
  /// paragraph has its own (``TextRun/paragraphStyle``).
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

  /// The text cut into its paragraphs (at each newline, which is left out), each in the
  /// paragraph style of the run its first character is in (the text's when that run has
  /// none; an empty paragraph, the run its newline is in), as TextKit styles a paragraph by
  /// its first character. An empty paragraph keeps one empty run in its run's font.
  var paragraphs: [AttributedText] {
    var result: [AttributedText] = []
    var current: [TextRun] = []
    var style: ParagraphStyle?
    func close() {
      result.append(AttributedText(runs: current, paragraphStyle: style ?? paragraphStyle))
      current = []
      style = nil
    }
    for run in runs {
      var piece = ""
      for character in run.text {
        if style == nil { style = run.paragraphStyle ?? paragraphStyle }
        if character.isNewline {
          current.append(run.piece(piece))
          piece = ""
          close()
        } else {
          piece.append(character)
        }
      }
      if !piece.isEmpty { current.append(run.piece(piece)) }
    }
    if !current.isEmpty {
      close()
    } else if let last = runs.last(where: { !$0.text.isEmpty }), last.text.last?.isNewline == true {
      // A text ending in a newline ends in an empty paragraph, an empty line.
      current = [last.piece("")]
      style = last.paragraphStyle ?? paragraphStyle
      close()
    }
    return result
  }

  /// Whether a paragraph is styled otherwise than ``paragraphStyle`` (a run that starts it
  /// has a style of its own that differs).
  var hasParagraphStyles: Bool {
    runs.contains { $0.paragraphStyle != nil && $0.paragraphStyle != paragraphStyle }
  }

  /// Whether every run is in one font with no kern, so the text measures as plain text with
  /// that font (only the paragraph style then differs).
  public var isPlain: Bool {
    guard let first = runs.first else { return true }
    return runs.allSatisfy { $0.font == first.font && $0.kern == 0 }
  }
}
