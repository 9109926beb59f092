/// Which of an item's four unknowns is meant, as UIKit's ambiguity trace names them.
public enum LayoutVariableKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case minX
  case minY
  case width
  case height

  /// The axis the unknown lies on.
  public var axis: LayoutAxis { self == .minX || self == .width ? .horizontal : .vertical }

  public var description: String { rawValue }
}
