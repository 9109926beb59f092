/// A linear constraint `expression relation 0` with a priority.
///
/// A constraint is a value with an identity: each one made gets a fresh id, and solvers know it
/// by that id, so two constraints with the same equation are still two constraints. Copies
/// share the id.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The unique id of this constraint.
  public let id: Int
  /// The expression compared with zero.
  public let expression: Expression
  /// How the expression compares with zero.
  public let relation: Relation
  /// How strongly the constraint should hold.
  public let priority: Priority
  /// A user-facing identifier (as `NSLayoutConstraint.identifier`).
  public let identifier: String?
  /// Where the constraint was written, when known.
  public let origin: SourceLocation?

  /// Makes the constraint `expression relation 0`.
  public init(
    _ expression: Expression, _ relation: Relation, priority: Priority = .required,
    identifier: String? = nil, origin: SourceLocation? = nil
  ) {
    self.id = IdentifierSource.next()
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.identifier = identifier
    self.origin = origin
  }

  /// The same constraint (same id, priority, identifier and origin) over another expression,
  /// for solvers that rewrite a constraint before it reaches their tableau.
  package func rewritten(as expression: Expression) -> Constraint {
    Constraint(
      id: id, expression, relation, priority: priority, identifier: identifier, origin: origin)
  }

  private init(
    id: Int, _ expression: Expression, _ relation: Relation, priority: Priority,
    identifier: String?, origin: SourceLocation?
  ) {
    self.id = id
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.identifier = identifier
    self.origin = origin
  }

  /// The same constraint (same id, terms, relation and priority) with another constant: what
  /// a solver holds after ``LayoutSolver/updateConstants(_:)``, as an `NSLayoutConstraint`
  /// stays the same object when its constant changes.
  public func withConstant(_ constant: Double) -> Constraint {
    rewritten(as: Expression(expression.terms, constant: constant))
  }

  /// The same equation with another priority, as a new constraint.
  public func withPriority(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, priority: priority, identifier: identifier, origin: origin)
  }

  /// Whether every coefficient and the constant are finite.
  public var isFinite: Bool { expression.isFinite }

  /// The amount by which the constraint is violated for the given values (0 when it holds).
  public func violation(_ valueOf: (Variable) -> Double) -> Double {
    let v = expression.value(valueOf)
    switch relation {
    case .equal: return abs(v)
    case .lessThanOrEqual: return max(0, v)
    case .greaterThanOrEqual: return max(0, -v)
    }
  }

  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  public var description: String {
    var text = "\(expression) \(relation) 0"
    if !priority.isRequired { text += " @\(priority)" }
    if let identifier { text += " #\(identifier)" }
    return text
  }
}
