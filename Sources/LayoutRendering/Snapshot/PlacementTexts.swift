import AutoLayout
import LayoutCore

/// The texts and sources of constraints recorded as placements, kept while an engine is
/// re-solved from one configuration to the next (a matrix worker's engine), so each
/// constraint is described once rather than once per configuration and view it names:
/// describing them was most of an interactive report's time at the matrix work limit.
///
/// A text is made again when the constraint's constant, priority or identifier changed
/// (the window's size constraints change with every configuration). The constraints are
/// held, so an entry's identity cannot pass to a new constraint.
public final class PlacementTexts {
  private struct Entry {
    let constraint: LayoutConstraint
    let constant: Double
    let priority: Priority
    let identifier: String?
    let text: String
    let source: String?
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Texts by value, shared with other engines' caches, asked before a text is made.
  private let values: ConstraintTexts?

  /// An empty cache; `values`, when given, supplies texts made in other engines.
  public init(values: ConstraintTexts? = nil) {
    self.values = values
  }

  /// `constraint`'s ``AutoLayout/LayoutConstraint/shortDescription`` and origin, made or found.
  func texts(of constraint: LayoutConstraint) -> (text: String, source: String?) {
    let key = ObjectIdentifier(constraint)
    if let entry = entries[key], entry.constant == constraint.constant,
      entry.priority == constraint.priority, entry.identifier == constraint.identifier
    {
      return (entry.text, entry.source)
    }
    let made = values?.texts(of: constraint) ?? ConstraintTexts.describe(constraint)
    let entry = Entry(
      constraint: constraint, constant: constraint.constant, priority: constraint.priority,
      identifier: constraint.identifier, text: made.text, source: made.source)
    entries[key] = entry
    return (entry.text, entry.source)
  }
}
