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

  /// The conventional label: `Slide Over`, `1/3`, `1/2`, `2/3`.
  public var description: String {
    switch self {
    case .slideOver: "Slide Over"
    case .oneThird: "1/3"
    case .half: "1/2"
    case .twoThirds: "2/3"
    }
  }
}
