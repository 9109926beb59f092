import LayoutCore

/// `first REL multiplier × second + constant @priority #identifier`: one constraint in the
/// form Apple documents and logs, independent of any engine.
public struct ConstraintEquation: Hashable, Sendable, CustomStringConvertible {
  /// The constrained anchor (UIKit's first item and attribute).
  public var first: AnchorReference
  /// `==`, `<=` or `>=`.
  public var relation: Relation
  /// The other anchor, or `nil` for a constant size (`width == 40`).
  public var second: AnchorReference?
  /// Scales `second`; 1 unless written.
  public var multiplier: Double
  /// Added to the right side; 0 unless written.
  public var constant: Double
  /// 1...1000; required unless written.
  public var priority: Priority
  /// The `#identifier`, shown in conflict reports and used by variations to refer to it.
  public var identifier: String?
  /// Where the statement starts.
  public var position: SourcePosition

  /// Makes an equation.
  public init(
    first: AnchorReference, relation: Relation, second: AnchorReference? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
    identifier: String? = nil, position: SourcePosition = .none
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
    self.position = position
  }

  /// The canonical text: `a.top == 2 * b.bottom + 8 @750 #id`, omitting a multiplier of 1, a
  /// constant of 0 (unless it is the whole right side) and a required priority.
  public var description: String {
    var text = "\(first) \(relation.rawValue) "
    if let second {
      if multiplier != 1 { text += CanonicalNumber.text(multiplier) + " * " }
      text += second.description
      if constant > 0 {
        text += " + " + CanonicalNumber.text(constant)
      } else if constant < 0 {
        text += " - " + CanonicalNumber.text(-constant)
      }
    } else {
      text += CanonicalNumber.text(constant)
    }
    if !priority.isRequired { text += " @" + CanonicalNumber.text(priority.value) }
    if let identifier { text += " #" + identifier }
    return text
  }
}
