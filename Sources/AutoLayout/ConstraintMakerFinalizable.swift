/// A chain with its priority set: only a label may follow.
public struct ConstraintMakerFinalizable {
  let draft: ConstraintDraft

  /// Names the constraints (their identifier).
  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerFinalizable {
    draft.label = label
    return self
  }
}
