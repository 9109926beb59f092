import LayoutCore

extension LayoutConstraint {
  /// Everything ``shortDescription`` and the origin's text are made from, as a value: two
  /// constraints with equal keys read the same whichever engine holds them, so a matrix
  /// worker that builds a scene into a new engine per environment can describe each of its
  /// constraints once rather than once per build.
  public struct TextKey: Hashable, Sendable {
    let kind: ConstraintKind
    let origin: SourceLocation?
    let autoresizingCode: String?
    let identifier: String?
    let first: String
    let firstAttribute: LayoutAttribute
    let relation: Relation
    let second: String?
    let secondAttribute: LayoutAttribute
    let multiplier: Double
    let constant: Double
    let priority: Priority
  }

  /// The constraint's ``TextKey``: its items by their printed names, not their identity.
  public var textKey: TextKey {
    TextKey(
      kind: kind, origin: origin, autoresizingCode: autoresizingCode, identifier: identifier,
      first: firstItem.debugName, firstAttribute: firstAttribute, relation: relation,
      second: secondItem?.debugName, secondAttribute: secondAttribute, multiplier: multiplier,
      constant: constant, priority: priority)
  }
}
