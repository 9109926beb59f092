import LayoutCore
import LayoutEngine

/// The constraints `UIStackView` generates for its arranged subviews (UIStackView's
/// documentation; identifiers as UIKit prints them in logs), for one stack in one configuration.
struct StackViewArrangement {
  let stack: View
  let properties: StoryboardStack
  /// Arranged subviews in order, hidden ones included.
  let arranged: [View]

  /// Leading edge, trailing edge, size and centre along one axis.
  private typealias AxisAttributes = (
    lead: LayoutAttribute, trail: LayoutAttribute, size: LayoutAttribute, center: LayoutAttribute
  )

  private var along: AxisAttributes {
    properties.axis == .horizontal
      ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
  }
  private var across: AxisAttributes {
    properties.axis == .horizontal
      ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
  }

  /// The stack's edge an arranged view connects to: its bounds, or its margins when the
  /// arrangement is margin-relative.
  private func edge(_ attribute: LayoutAttribute) -> LayoutAttribute {
    guard properties.isLayoutMarginsRelativeArrangement else { return attribute }
    switch attribute {
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .centerX: return .centerXWithinMargins
    case .centerY: return .centerYWithinMargins
    default: return attribute
    }
  }

  private func make(
    _ a: LayoutItem, _ aa: LayoutAttribute, _ relation: Relation, _ b: LayoutItem?,
    _ ba: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
    priority: Double = 1000, _ identifier: String
  ) throws(LayoutEngineError) -> LayoutConstraint {
    try LayoutConstraint(
      item: a, attribute: aa, relatedBy: relation, toItem: b, attribute: ba,
      multiplier: multiplier, constant: constant,
      priority: (try? Priority(validating: priority)) ?? .required, identifier: identifier)
  }

  private func size(
    _ a: LayoutItem, _ attribute: LayoutAttribute, priority: Double, _ identifier: String
  ) throws(LayoutEngineError) -> LayoutConstraint {
    try make(a, attribute, .equal, nil, .notAnAttribute, priority: priority, identifier)
  }

  /// Every generated constraint, inactive. Gap guides for the equal-spacing distributions
  /// are added to the stack view.
  func constraints() throws(LayoutEngineError) -> [LayoutConstraint] {
    var out: [LayoutConstraint] = []
    let visible = arranged.filter { !$0.isHidden }
    let a = along
    let c = across
    for view in arranged where view.isHidden {
      // A hidden arranged view collapses along the axis and stays at the start.
      out.append(try size(view, a.size, priority: 1000, "UISV-hiding"))
      out.append(try make(view, a.lead, .equal, stack, edge(a.lead), "UISV-hiding"))
      out.append(try make(view, c.lead, .equal, stack, edge(c.lead), "UISV-hiding"))
      out.append(try size(view, c.size, priority: 25, "UISV-ambiguity-suppression"))
    }
    guard let first = visible.first, let last = visible.last else { return out }
    out.append(try make(first, a.lead, .equal, stack, edge(a.lead), "UISV-canvas-connection"))
    out.append(try make(last, a.trail, .equal, stack, edge(a.trail), "UISV-canvas-connection"))
    let spacing = properties.spacing
    let isFillKind = [.fill, .fillEqually, .fillProportionally].contains(properties.distribution)
    // A vertical baseline-relative stack measures each gap from the last baseline above to
    // the first baseline below (`UIStackView.isBaselineRelativeArrangement`); horizontal
    // stacks ignore the flag.
    let baselines = properties.isBaselineRelativeArrangement && properties.axis == .vertical
    for (prev, next) in zip(visible, visible.dropFirst()) {
      out.append(
        try make(
          next, baselines ? .firstBaseline : a.lead, isFillKind ? .equal : .greaterThanOrEqual,
          prev, baselines ? .lastBaseline : a.trail, constant: spacing, "UISV-spacing"))
    }
    switch properties.distribution {
    case .fill:
      break
    case .fillEqually:
      for view in visible.dropFirst() {
        out.append(try make(view, a.size, .equal, first, a.size, "UISV-fill-equally"))
      }
    case .fillProportionally:
      out += try proportional(visible, a.size, spacing: spacing)
    case .equalSpacing, .equalCentering:
      let centering = properties.distribution == .equalCentering
      var gaps: [LayoutGuide] = []
      for (index, (prev, next)) in zip(visible, visible.dropFirst()).enumerated() {
        let gap = LayoutGuide("\(stack.name).gap\(index)")
        try stack.addLayoutGuide(gap)
        let from = centering ? a.center : a.trail
        let to = centering ? a.center : a.lead
        out.append(try make(gap, a.lead, .equal, prev, from, "UISV-distributing-edge"))
        out.append(try make(gap, a.trail, .equal, next, to, "UISV-distributing-edge"))
        out.append(try make(gap, c.lead, .equal, stack, c.lead, "UISV-distributing-edge"))
        out.append(try size(gap, c.size, priority: 1000, "UISV-distributing-edge"))
        gaps.append(gap)
      }
      for gap in gaps.dropFirst() {
        out.append(
          try make(
            gap, a.size, .equal, gaps[0], a.size, priority: centering ? 149 : 1000,
            "UISV-fill-equally"))
      }
    }
    out += try alignment(visible)
    return out
  }

  /// `size(i) = intrinsic(i) / Σ intrinsic × (stack size − spacings − margins)`, at 999,
  /// 998, … so that later views give way first when the shares cannot all hold.
  private func proportional(
    _ visible: [View], _ attribute: LayoutAttribute, spacing: Double
  ) throws(LayoutEngineError) -> [LayoutConstraint] {
    let horizontal = properties.axis == .horizontal
    let intrinsic = visible.map { view in
      max(horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height, 0)
    }
    let sum = intrinsic.reduce(0, +)
    guard sum > 0, visible.count > 1 else { return [] }
    var fixed = spacing * Double(visible.count - 1)
    if properties.isLayoutMarginsRelativeArrangement {
      let m = stack.directionalLayoutMargins
      fixed += horizontal ? m.leading + m.trailing : m.top + m.bottom
    }
    var out: [LayoutConstraint] = []
    for (index, view) in visible.enumerated() {
      let share = intrinsic[index] / sum
      out.append(
        try make(
          view, attribute, .equal, stack, attribute, multiplier: share, constant: -share * fixed,
          priority: 999 - Double(index), "UISV-fill-proportionally"))
    }
    return out
  }

  /// Cross-axis placement. Non-fill alignments keep each view inside the stack and its own
  /// cross size (ambiguity suppression at 25), tie the aligned edges, centres or baselines
  /// of the views to the first one's, pull the first view's aligned edge onto the stack's at
  /// 999.5 and let the stack shrink to its content at 51.
  private func alignment(_ visible: [View]) throws(LayoutEngineError) -> [LayoutConstraint] {
    var out: [LayoutConstraint] = []
    let c = across
    let near = edge(c.lead)
    let far = edge(c.trail)
    for view in visible {
      switch properties.alignment {
      case .fill:
        out.append(try make(view, c.lead, .equal, stack, near, "UISV-canvas-connection"))
        out.append(try make(view, c.trail, .equal, stack, far, "UISV-canvas-connection"))
        continue
      case .top, .leading, .bottom, .trailing:
        // Views keep their own cross size: the aligned edges are tied together and pulled
        // onto the stack's edge at 999.5; the stack (UIKit's spanner) encloses every view.
        let start = [.top, .leading].contains(properties.alignment)
        let (edge, boundary) = start ? (c.lead, near) : (c.trail, far)
        if let anchor = visible.first, anchor !== view {
          out.append(try make(view, edge, .equal, anchor, edge, "UISV-alignment"))
        } else {
          out.append(
            try make(view, edge, .equal, stack, boundary, priority: 999.5, "UISV-spanning-boundary")
          )
        }
        out.append(
          try make(view, c.lead, .greaterThanOrEqual, stack, near, "UISV-spanning-boundary"))
        out.append(try make(view, c.trail, .lessThanOrEqual, stack, far, "UISV-spanning-boundary"))
      case .center, .firstBaseline, .lastBaseline:
        let baseline = properties.axis == .horizontal && properties.alignment != .center
        if baseline, let anchor = visible.first {
          let attribute: LayoutAttribute =
            properties.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
          if anchor !== view {
            out.append(try make(view, attribute, .equal, anchor, attribute, "UISV-alignment"))
          }
        } else {
          out.append(try make(view, c.center, .equal, stack, edge(c.center), "UISV-alignment"))
        }
        out.append(
          try make(view, c.lead, .greaterThanOrEqual, stack, near, "UISV-spanning-boundary"))
        out.append(try make(view, c.trail, .lessThanOrEqual, stack, far, "UISV-spanning-boundary"))
      }
      out.append(try size(view, c.size, priority: 25, "UISV-ambiguity-suppression"))
    }
    if properties.alignment != .fill {
      out.append(try size(stack, c.size, priority: 51, "UISV-spanning-fit"))
    }
    return out
  }
}
