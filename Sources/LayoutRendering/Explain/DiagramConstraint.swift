import LayoutCore
import LayoutGeometry

/// A constraint of a conflict: `first relation multiplier × second + constant`, who made
/// it and whether it was broken.
public struct DiagramConstraint: Sendable, Hashable {
  /// Whether and by whom a constraint is broken.
  public enum Breakage: String, Sendable, Hashable, CaseIterable {
    /// The framework (UIKit or AppKit) broke it, as the log says.
    case broken
    /// This engine's rule would break it (shown when it differs from the framework's).
    case wouldBreak
  }

  /// The number the explanation's text gives it (`[3]`).
  public var number: Int
  /// The left-hand attribute.
  public var first: DiagramAnchor
  /// How the sides compare.
  public var relation: Relation
  /// The right-hand attribute, nil for a constant.
  public var second: DiagramAnchor?
  /// The factor on the right-hand side.
  public var multiplier: Double
  /// The amount added to the right-hand side.
  public var constant: Double
  /// Who made it, which picks its line style.
  public var kind: ConstraintSource
  /// Whether it is broken.
  public var breakage: Breakage?
  /// The constraint in words, for tooltips.
  public var description: String
  /// Which of the two views the log says contains the other, when it says.
  public var container: String?

  /// Makes a constraint.
  public init(
    number: Int, first: DiagramAnchor, relation: Relation, second: DiagramAnchor? = nil,
    multiplier: Double = 1, constant: Double = 0, kind: ConstraintSource = .user,
    breakage: Breakage? = nil, description: String = "", container: String? = nil
  ) {
    self.number = number
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.kind = kind
    self.breakage = breakage
    self.description = description
    self.container = container
  }
}
