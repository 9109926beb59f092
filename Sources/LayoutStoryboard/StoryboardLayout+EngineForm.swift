import AutoLayout
import LayoutCore

extension StoryboardLayout {
  /// The items, attributes and constant to give the engine for a constraint.
  ///
  /// Two IB meanings the engine spells differently:
  /// - A scroll view's margin attribute related to one of its descendants means the content
  ///   area inset by the scroll view's margins. The engine routes edges between a scroll
  ///   view and its content to the content area without margins, so the margin moves into
  ///   the constant: `scroll.leadingMargin = scroll.leading + m`, `scroll.trailingMargin =
  ///   scroll.trailing − m`, centres by half the difference.
  /// - On a view with `layoutMarginsFollowReadableWidth`, horizontal margins are those of
  ///   the readable-content guide.
  /// - In documents of Xcode 7 and earlier, the top layout guide's `top` is its bottom
  ///   edge, where those versions lay it out (``StoryboardDocument/readsTopGuideTopAsBottom``).
  func engineForm(
    _ constraint: StoryboardConstraint, _ first: LayoutItem, _ second: LayoutItem?
  ) -> (
    firstItem: LayoutItem, first: LayoutAttribute, secondItem: LayoutItem?,
    second: LayoutAttribute, constant: Double
  ) {
    var firstItem = first
    var secondItem = second
    var firstAttribute = constraint.firstAttribute
    var secondAttribute = constraint.secondAttribute
    var constant = constraint.constant(for: sizeClasses)
    if document.readsTopGuideTopAsBottom, let guide = root.topLayoutGuideID {
      if constraint.firstItem == guide, firstAttribute == .top { firstAttribute = .bottom }
      if constraint.secondItem == guide, secondAttribute == .top { secondAttribute = .bottom }
    }
    if let scroll = first as? View, let offset = marginOffset(scroll, firstAttribute, other: second)
    {
      firstAttribute = offset.plain
      constant -= offset.value
    } else if let readable = readableForm(first, firstAttribute) {
      (firstItem, firstAttribute) = readable
    }
    if let scroll = second as? View,
      let offset = marginOffset(scroll, secondAttribute, other: first)
    {
      secondAttribute = offset.plain
      constant += constraint.multiplier * offset.value
    } else if let second, let readable = readableForm(second, secondAttribute) {
      (secondItem, secondAttribute) = readable
    }
    return (firstItem, firstAttribute, secondItem, secondAttribute, constant)
  }

  /// The readable-content guide edge standing for a horizontal margin attribute of a view
  /// whose margins follow the readable width.
  private func readableForm(
    _ item: LayoutItem, _ attribute: LayoutAttribute
  ) -> (LayoutItem, LayoutAttribute)? {
    guard let view = item as? View else { return nil }
    let model = view === engine.root ? root.view : models[view.name]
    guard model?.layoutMarginsFollowReadableWidth == true else { return nil }
    switch attribute {
    case .leadingMargin: return (view.readableContentGuide, .leading)
    case .trailingMargin: return (view.readableContentGuide, .trailing)
    case .leftMargin: return (view.readableContentGuide, .left)
    case .rightMargin: return (view.readableContentGuide, .right)
    case .centerXWithinMargins: return (view.readableContentGuide, .centerX)
    default: return nil
    }
  }

  /// Whether the constraint relates a scroll view's margin to one of its descendants, so its
  /// engine constant holds the scroll view's margins (``settleScrollMargins()``).
  func usesScrollMargins(
    _ constraint: StoryboardConstraint, _ first: LayoutItem, _ second: LayoutItem?
  )
    -> Bool
  {
    if let scroll = first as? View,
      marginOffset(scroll, constraint.firstAttribute, other: second) != nil
    {
      return true
    }
    if let scroll = second as? View,
      marginOffset(scroll, constraint.secondAttribute, other: first) != nil
    {
      return true
    }
    return false
  }

  /// Gives the constraints that hold a scroll view's margins in their constant the margins
  /// the last layout pass settled (margins preserved from the superview depend on frames,
  /// unknown when the constraints were made); true when a constant changed.
  func settleScrollMargins() -> Bool {
    marginsAreSettled = true
    var changed = false
    for (model, constraint, first, second) in scrollMarginConstraints {
      let constant = engineForm(model, first, second).constant
      if abs(constraint.constant - constant) > 1e-9 {
        constraint.constant = constant
        changed = true
      }
    }
    return changed
  }

  /// How far a scroll view's margin attribute lies from the plain edge (signed along the
  /// axis), when it relates the scroll view to a descendant. Before the first layout pass
  /// the margins are the declared ones; after it, the effective ones, which include margins
  /// preserved from the superview (`preservesSuperviewLayoutMargins`).
  private func marginOffset(
    _ scroll: View, _ attribute: LayoutAttribute, other: LayoutItem?
  ) -> (plain: LayoutAttribute, value: Double)? {
    guard scroll.isScrollView, attribute.isMargin,
      let view = (other as? View) ?? (other as? LayoutGuide)?.owningView,
      view !== scroll, scroll.isAncestor(of: view)
    else { return nil }
    let direction = scroll.effectiveUserInterfaceLayoutDirection
    let m =
      marginsAreSettled
      ? scroll.layoutMargins : scroll.directionalLayoutMargins.resolved(for: direction)
    let leading = direction == .rightToLeft ? m.right : m.left
    let trailing = direction == .rightToLeft ? m.left : m.right
    switch attribute {
    case .leadingMargin: return (.leading, leading)
    case .trailingMargin: return (.trailing, -trailing)
    case .leftMargin: return (.left, m.left)
    case .rightMargin: return (.right, -m.right)
    case .topMargin: return (.top, m.top)
    case .bottomMargin: return (.bottom, -m.bottom)
    case .centerXWithinMargins: return (.centerX, (m.left - m.right) / 2)
    case .centerYWithinMargins: return (.centerY, (m.top - m.bottom) / 2)
    default: return nil
    }
  }
}
