import LayoutCore

/// A chain with a relation: it may take a multiplier, an offset or an inset, then a
/// priority or a label.
public struct ConstraintMakerEditable {
  let draft: ConstraintDraft

  /// Multiplies the target attribute.
  @discardableResult
  public func multipliedBy(_ amount: Double) -> ConstraintMakerEditable {
    draft.multiplier = amount
    return self
  }

  /// Divides the target attribute.
  @discardableResult
  public func dividedBy(_ amount: Double) -> ConstraintMakerEditable {
    draft.multiplier = 1 / amount
    return self
  }

  /// Adds `amount` to every attribute's constant.
  @discardableResult
  public func offset(_ amount: Double) -> ConstraintMakerEditable {
    draft.adjustment = .offset(amount)
    return self
  }

  /// Moves every edge `amount` inward: + on top/left/leading, - on bottom/right/trailing,
  /// -2× on sizes.
  @discardableResult
  public func inset(_ amount: Double) -> ConstraintMakerEditable {
    draft.adjustment = .inset(amount)
    return self
  }

  /// Sets the priority; after it only a label may follow.
  @discardableResult
  public func priority(_ priority: Priority) -> ConstraintMakerFinalizable {
    draft.priority = priority
    return ConstraintMakerFinalizable(draft: draft)
  }

  /// Names the constraints (their identifier).
  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerFinalizable {
    ConstraintMakerFinalizable(draft: draft).labeled(label)
  }
}
