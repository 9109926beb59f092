/// Where a stack view places its arranged views across its axis (UIKit's
/// `UIStackView.Alignment`, where `top` is `leading` and `bottom` is `trailing`).
public enum StackViewAlignment: String, Sendable, Hashable, CaseIterable {
  /// The views span the stack's whole cross length.
  case fill
  /// The views' leading edges (top edges in a horizontal stack) line up with the stack's.
  case leading
  /// A horizontal stack lines up the views' first baselines.
  case firstBaseline
  /// The views are centred across the axis.
  case center
  /// The views' trailing edges (bottom edges in a horizontal stack) line up with the stack's.
  case trailing
  /// A horizontal stack lines up the views' last baselines.
  case lastBaseline

  /// UIKit's name for ``leading`` in a horizontal stack.
  public static let top = StackViewAlignment.leading
  /// UIKit's name for ``trailing`` in a horizontal stack.
  public static let bottom = StackViewAlignment.trailing

  /// Reads a name as Interface Builder and UIKit spell it, `top` and `bottom` included.
  public init?(name: String) {
    switch name {
    case "top": self = .leading
    case "bottom": self = .trailing
    default: self.init(rawValue: name)
    }
  }
}
