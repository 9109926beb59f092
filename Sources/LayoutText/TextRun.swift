/// One run of attributed text: characters that share a font, a kern and a baseline offset, as
/// a fragment of an `NSAttributedString` does. Runs are measured each in its own font, so a
/// label mixing a bold word into regular text is as wide as UIKit draws it.
public struct TextRun: Hashable, Sendable {
  /// The run's characters.
  public var text: String
  /// The run's font (`NSAttributedString.Key.font`).
  public var font: TextFont
  /// Points added after each character (`NSAttributedString.Key.kern`, UIKit's tracking
  /// of a run; 0 when the run has none).
  public var kern: Double
  /// Points the run is moved up from the baseline, down when negative
  /// (`NSAttributedString.Key.baselineOffset`); the line grows to hold it.
  public var baselineOffset: Double
  /// The run's own paragraph style (`NSAttributedString.Key.paragraphStyle`), which styles
  /// each paragraph that starts in the run; nil: the text's (``AttributedText/paragraphStyle``).
  public var paragraphStyle: ParagraphStyle?

  public init(
    _ text: String, font: TextFont, kern: Double = 0, baselineOffset: Double = 0,
    paragraphStyle: ParagraphStyle? = nil
  ) {
    self.text = text
    self.font = font
    self.kern = kern
    self.baselineOffset = baselineOffset
    self.paragraphStyle = paragraphStyle
  }

  /// Other characters in this run's font, kern and baseline offset, without its paragraph
  /// style: a piece of the run inside one paragraph (``AttributedText/paragraphs``).
  func piece(_ text: String) -> TextRun {
    TextRun(text, font: font, kern: kern, baselineOffset: baselineOffset)
  }
}
