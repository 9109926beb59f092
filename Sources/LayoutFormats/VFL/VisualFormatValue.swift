/// A number or a name in a predicate.
public enum VisualFormatValue: Hashable, Sendable, CustomStringConvertible {
  /// A literal.
  case number(Double)
  /// A metric (or, as a view predicate's object, a view).
  case name(String)

  public var description: String {
    switch self {
    case .number(let value): CanonicalNumber.text(value)
    case .name(let name): name
    }
  }
}
