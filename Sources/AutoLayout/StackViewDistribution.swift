/// How a stack view shares its length among its arranged views (UIKit's
/// `UIStackView.Distribution`).
public enum StackViewDistribution: String, Sendable, Hashable, CaseIterable {
  /// The views fill the stack; hugging and compression resistance decide who stretches.
  case fill
  /// The views fill the stack with equal lengths.
  case fillEqually
  /// The views fill the stack with lengths proportional to their intrinsic lengths.
  case fillProportionally
  /// The views keep their lengths; the gaps between them are equal (spacing a minimum).
  case equalSpacing
  /// The views keep their lengths; their centres are equally far apart (spacing a minimum).
  case equalCentering

  /// Whether the views fill the stack's length (the spacing is then exact, not a minimum).
  var fills: Bool { self == .fill || self == .fillEqually || self == .fillProportionally }
}
