/// An iPad multitasking window arrangement (iPadOS 9–18 Split View and Slide Over).
public enum MultitaskingMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The floating narrow window over another app.
  case slideOver
  /// The narrow side of Split View.
  case oneThird
  /// Split View with both apps the same width (landscape only).
  case half
  /// The wide side of Split View.
  case twoThirds

  /// The window as the command line and the REPL spell it: `split-1/3`, `split-1/2`,
  /// `split-2/3`, `slide-over` (``spelling``), so every output names it one way.
  public var description: String { spelling }
}
