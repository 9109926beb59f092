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
    var candidate = breakSummary
    candidate.offset = BreakRule.offset(
      constant: constant, multiplier: multiplier,
      firstInset: Self.marginInset(of: firstItem, firstAttribute),
      secondInset: secondItem.map { Self.marginInset(of: $0, secondAttribute) } ?? 0,
      firstContainsSecond: firstContainsSecond)
    return candidate
  }

  /// ``breakCandidate`` without the offset of a constraint other than a constant size, which
  /// reads the items (their margins and the hierarchy): all
  /// ``BreakRule/victim(_:detail:resolves:)`` needs of most members.
  var breakSummary: BreakRule.Candidate {
    let second: BreakRule.Edge? = hasSecondItem ? secondAttribute.breakEdge : nil
    let shape = BreakRule.shape(first: firstAttribute.breakEdge, second: second)
    // A constant size's offset is its constant (no margins, no second item), read here so
    // the rule can order constant sizes without the details.
    return BreakRule.Candidate(
      isSystem: kind.isSystem, shape: shape, isBound: relation != .equal, terms: breakTerms,
      offset: shape == .constantSize ? constant : 0,
      size: breakSize(shape), enclosure: breakEnclosure(shape))
  }

  /// The size the constraint sets, as ``BreakRule/Candidate/size`` names it.
  func breakSize(_ shape: BreakRule.Shape) -> String? {
    guard shape == .constantSize || shape == .relativeSize, let axis = firstAttribute.axis
    else { return nil }
    return BreakRule.sizeKey(firstItem.breakKey, axis)
  }

  /// The item the constraint holds inside the other by one edge, read from the hierarchy (a
  /// view holds its descendants and its own guides).
  func breakEnclosure(_ shape: BreakRule.Shape) -> BreakRule.Enclosure? {
    guard shape == .lowEdge || shape == .highEdge, multiplier == 1, let secondItem,
      let axis = firstAttribute.axis
    else { return nil }
    return BreakRule.enclosure(
      first: firstItem.breakKey, second: secondItem.breakKey,
      edge: firstAttribute.breakEdge, axis: axis, offset: constant,
      firstContainsSecond: Self.holds(firstItem, secondItem),
      secondContainsFirst: Self.holds(secondItem, firstItem))
  }

  /// Whether `outer` is a view that is an ancestor of `inner`'s view, or owns `inner` as
  /// one of its guides.
  static func holds(_ outer: LayoutItem, _ inner: LayoutItem) -> Bool {
    guard let outerView = outer as? View, let innerNode = inner.node else { return false }
    if outerView === innerNode { return !(inner is View) }
    return outerView.isAncestor(of: innerNode)
  }

  /// How far a margin attribute of a view stands from its edge, inwards positive at the low
  /// edge (the view's own margins, `directionalLayoutMargins`); 0 for any other attribute.
  static func marginInset(of item: LayoutItem, _ attribute: LayoutAttribute) -> Double {
    guard attribute.isMargin, let view = item as? View else { return 0 }
    let own = view.directionalLayoutMargins
    let absolute = own.resolved(for: view.effectiveUserInterfaceLayoutDirection)
    switch attribute {
    case .leadingMargin: return own.leading
    case .trailingMargin: return -own.trailing
    case .leftMargin: return absolute.left
    case .rightMargin: return -absolute.right
    case .topMargin: return own.top
    case .bottomMargin: return -own.bottom
    case .centerXWithinMargins: return (absolute.left - absolute.right) / 2
    case .centerYWithinMargins: return (own.top - own.bottom) / 2
    default: return 0
    }
  }

  /// The candidate's terms (items, attributes, relation, multiplier), all fixed at creation,
  /// so they are formatted once per constraint rather than at every conflict it takes part in.
  var breakTerms: String {
    if let breakTermsCache { return breakTermsCache }
    let secondKey = secondItem?.breakKey ?? "-"
    let terms = BreakRule.terms(
      first: firstItem.breakKey, firstAttribute.withoutMargin, relation,
      multiplier: multiplier, second: secondKey,
      secondItem == nil ? nil : secondAttribute.withoutMargin)
    breakTermsCache = terms
    return terms
  }

  /// Whether the first item is (or is a guide of) an ancestor of the second's view.
  var firstContainsSecond: Bool {
    guard let outer = firstItem.node, let inner = secondItem?.node, outer !== inner else {
      return false
    }
    return outer.isAncestor(of: inner)
  }
}
