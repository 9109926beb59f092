import LayoutCore

extension View {
  /// The priority with which the view resists growing beyond its intrinsic size on `axis`
  /// (250 by default).
  public func contentHuggingPriority(for axis: LayoutAxis) -> Priority {
    huggingPriorities[axis] ?? .defaultLow
  }

  /// Sets the content-hugging priority on `axis`.
  public func setContentHuggingPriority(_ priority: Priority, for axis: LayoutAxis) {
    huggingPriorities[axis] = priority
    refreshContentSize()
  }

  /// The priority with which the view resists shrinking below its intrinsic size on `axis`
  /// (750 by default).
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Priority {
    compressionPriorities[axis] ?? .defaultHigh
  }

  /// Sets the compression-resistance priority on `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: Priority, for axis: LayoutAxis
  ) {
    compressionPriorities[axis] = priority
    refreshContentSize()
  }

  /// Re-reads ``intrinsicContentSize`` (it is also re-read whenever it is assigned).
  public func invalidateIntrinsicContentSize() {
    refreshContentSize()
  }

  /// Brings the content-size constraints in line with the intrinsic size and priorities:
  /// per axis with a size I, `size <= I` at the hugging priority and `size >= I` at the
  /// compression-resistance priority. Existing constraints are updated in place so a new
  /// intrinsic size is a constant change for the solver.
  func refreshContentSize() {
    var wanted: [LayoutConstraint] = []
    for axis in LayoutAxis.allCases {
      let value = axis == .horizontal ? intrinsicContentSize.width : intrinsicContentSize.height
      guard value >= 0, value.isFinite else { continue }
      let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
      let shapes: [(ConstraintKind, Relation, Priority)] = [
        (.contentHugging, .lessThanOrEqual, contentHuggingPriority(for: axis)),
        (
          .compressionResistance, .greaterThanOrEqual,
          contentCompressionResistancePriority(for: axis)
        ),
      ]
      for (kind, relation, priority) in shapes {
        if let existing = contentConstraints.first(where: {
          $0.kind == kind && $0.firstAttribute == attribute
        }) {
          existing.constant = value
          existing.setPriorityUnchecked(priority)
          wanted.append(existing)
        } else {
          let constraint = LayoutConstraint(
            unchecked: self, attribute, relation, nil, .notAnAttribute, constant: value,
            priority: priority, kind: kind)
          constraint.isActive = true
          constraint.host = self
          constraint.noteChange()
          wanted.append(constraint)
        }
      }
    }
    for old in contentConstraints where !wanted.contains(where: { $0 === old }) {
      old.isActive = false
      engine?.enqueue(old)
    }
    contentConstraints = wanted
  }
}
