import LayoutGeometry

extension LayoutAttribute {
  /// Where on its axis the attribute lies, which is all ``BreakRule`` needs of it; the engine
  /// and the log reader classify constraints through this one mapping.
  public var breakEdge: BreakRule.Edge {
    switch self {
    case .width, .height, .notAnAttribute: .size
    case .left, .leading, .top, .firstBaseline, .leftMargin, .leadingMargin, .topMargin: .low
    case .right, .trailing, .bottom, .lastBaseline, .rightMargin, .trailingMargin, .bottomMargin:
      .high
    case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: .center
    }
  }
}

extension LayoutConstraint {
  /// What ``BreakRule`` looks at: who made the constraint and what it sets.
  public var breakCandidate: BreakRule.Candidate {
    let second: BreakRule.Edge? = secondItem == nil ? nil : secondAttribute.breakEdge
    return BreakRule.Candidate(
      isSystem: kind.isSystem,
      shape: BreakRule.shape(first: firstAttribute.breakEdge, second: second))
  }
}
