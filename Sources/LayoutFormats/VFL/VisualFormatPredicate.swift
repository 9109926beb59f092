import LayoutCore

/// `>=70@500`: a relation, an object and an optional priority.
public struct VisualFormatPredicate: Hashable, Sendable, CustomStringConvertible {
  /// `==`, `<=` or `>=` (`==` when none is written).
  public var relation: Relation
  /// A constant, or a name resolved as a metric, then (in a view's predicates) as a view.
  public var object: VisualFormatValue
  /// The priority, or `nil` for required.
  public var priority: VisualFormatValue?
  /// Where the predicate starts.
  public var offset: VisualFormatOffset

  /// Makes a predicate.
  public init(
    relation: Relation = .equal, object: VisualFormatValue, priority: VisualFormatValue? = nil,
    offset: VisualFormatOffset = VisualFormatOffset(0)
  ) {
    self.relation = relation
    self.object = object
    self.priority = priority
    self.offset = offset
  }

  /// Whether Apple's parenthesis-free spacing form (`-8-`, `-pad-`) can express this predicate.
  var isBareSpacing: Bool {
    guard relation == .equal, priority == nil else { return false }
    if case .number(let value) = object { return value >= 0 }
    return true
  }

  public var description: String {
    relation.rawValue + object.description + (priority.map { "@" + $0.description } ?? "")
  }
}
