/// How an expression relates to zero in a constraint.
public enum Relation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// `expression == 0`
  case equal = "=="
  /// `expression <= 0`
  case lessThanOrEqual = "<="
  /// `expression >= 0`
  case greaterThanOrEqual = ">="

  public var description: String { rawValue }
}
