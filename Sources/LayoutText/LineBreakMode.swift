/// Where text that does not fit is broken or cut: UIKit's `NSLineBreakMode`, as a label's or a
/// button title's `lineBreakMode`
/// ([NSLineBreakMode](https://developer.apple.com/documentation/uikit/nslinebreakmode)).
/// Lines break at words in every mode; the mode says how a line that does not fit, or the last
/// line when text remains, is cut.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
  /// `byWordWrapping`: lines break between words; text past the last line is dropped
  /// without an ellipsis.
  case wordWrapping = "word"
  /// `byCharWrapping`: a single line is cut after the last character that fits; lines of a
  /// multi-line label are broken at words, which is what Interface Builder's stored frames
  /// show (the module README, *What a measurement is*).
  case charWrapping = "char"
  /// `byClipping`: a line that does not fit is cut at the edge, without an ellipsis.
  case clipping = "clip"
  /// `byTruncatingHead`: the line shows its end, after "…".
  case truncatingHead = "head"
  /// `byTruncatingTail`: the line shows its start, then "…" (UILabel's default).
  case truncatingTail = "tail"
  /// `byTruncatingMiddle`: the line shows its start and its end around "…" (a button
  /// title's default).
  case truncatingMiddle = "middle"

  /// Whether a line that is cut ends (or starts) with "…".
  public var ellipsises: Bool {
    switch self {
    case .truncatingHead, .truncatingTail, .truncatingMiddle: true
    case .wordWrapping, .charWrapping, .clipping: false
    }
  }
}
