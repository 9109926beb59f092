import LayoutCore

/// The constraints `UIStackView` generates for its arranged views in one state, with UIKit's
/// identifiers and priorities.
struct StackArrangement {
  let stack: StackView
  /// Arranged views in order, hidden ones included.
  let arranged: [View]
  /// Gaps after particular views, overriding the stack's spacing.
  var customSpacings: [ObjectIdentifier: Double] = [:]
  /// Spacer guides of the equal-spacing distributions, made by ``constraints()``.
  private(set) var gaps: [LayoutGuide] = []

  /// Spacer guides made earlier, reused before new ones are made.
  private let reusableGaps: [LayoutGuide]

  init(stack: StackView, arranged: [View], reusing guides: [LayoutGuide] = []) {
    self.stack = stack
    self.arranged = arranged
    self.reusableGaps = guides
  }

  /// Leading edge, trailing edge, size and centre along one axis.
  private typealias AxisAttributes = (
    lead: LayoutAttribute, trail: LayoutAttribute, size: LayoutAttribute, center: LayoutAttribute
  )

  private var along: AxisAttributes {
    stack.axis == .horizontal
      ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
  }
  private var across: AxisAttributes {
    stack.axis == .horizontal
      ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
  }

  /// The stack's edge an arranged view connects to: its bounds, or its margins when the
  /// arrangement is margin-relative.
  private func edge(_ attribute: LayoutAttribute) -> LayoutAttribute {
    guard stack.isLayoutMarginsRelativeArrangement else { return attribute }
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
    priority: Priority = .required, _ identifier: String
  ) -> LayoutConstraint {
    LayoutConstraint(
      unchecked: a, aa, relation, b, ba, multiplier: multiplier, constant: constant,
      priority: priority, identifier: identifier)
  }

  private func size(_ a: LayoutItem, _ attribute: LayoutAttribute, priority: Priority, _ id: String)
    -> LayoutConstraint
  {
    make(a, attribute, .equal, nil, .notAnAttribute, priority: priority, id)
  }

  /// The gap after `view`: its custom spacing or the stack's.
  private func spacing(after view: View) -> Double {
    customSpacings[ObjectIdentifier(view)] ?? stack.spacing
  }

  /// Every generated constraint, inactive, in a fixed order. Gap guides for the
  /// equal-spacing distributions are left in ``gaps`` for the stack to add.
  mutating func constraints() -> [LayoutConstraint] {
    var out: [LayoutConstraint] = []
    let visible = arranged.filter { !$0.isHidden }
    let a = along
    let c = across
    for view in arranged where view.isHidden {
      // A hidden arranged view collapses along the axis and stays at the start.
      out.append(size(view, a.size, priority: .required, "UISV-hiding"))
      out.append(make(view, a.lead, .equal, stack, edge(a.lead), "UISV-hiding"))
      out.append(make(view, c.lead, .equal, stack, edge(c.lead), "UISV-hiding"))
      out.append(size(view, c.size, priority: 25, "UISV-ambiguity-suppression"))
    }
    guard let first = visible.first, let last = visible.last else { return out }
    out.append(make(first, a.lead, .equal, stack, edge(a.lead), "UISV-canvas-connection"))
    out.append(make(last, a.trail, .equal, stack, edge(a.trail), "UISV-canvas-connection"))
    let fills = stack.distribution.fills
    // A vertical baseline-relative stack measures each gap from the last baseline above to
    // the first baseline below; horizontal stacks ignore the flag.
    let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
    for (prev, next) in zip(visible, visible.dropFirst()) {
      out.append(
        make(
          next, baselines ? .firstBaseline : a.lead, fills ? .equal : .greaterThanOrEqual,
          prev, baselines ? .lastBaseline : a.trail, constant: spacing(after: prev),
          "UISV-spacing"))
    }
    switch stack.distribution {
    case .fill:
      break
    case .fillEqually:
      for view in visible.dropFirst() {
        out.append(make(view, a.size, .equal, first, a.size, "UISV-fill-equally"))
      }
    case .fillProportionally:
      out += proportional(visible, a.size)
    case .equalSpacing, .equalCentering:
      out += distributing(visible)
      // The spacings are only bounds, so UIKit pulls the stack to its smallest size along
      // the axis, weaker than any hugging (the gaps stay at the spacing unless something
      // stretches the stack).
      out.append(size(stack, a.size, priority: 49, "UISV-canvas-fit"))
    }
    out += alignment(visible)
    return out
  }

  /// Spacer guides between adjacent views, tied to their edges (or centres) and made equal.
  private mutating func distributing(_ visible: [View]) -> [LayoutConstraint] {
    let a = along
    let c = across
    let centering = stack.distribution == .equalCentering
    var out: [LayoutConstraint] = []
    for (index, (prev, next)) in zip(visible, visible.dropFirst()).enumerated() {
      let gap =
        index < reusableGaps.count ? reusableGaps[index] : LayoutGuide("\(stack.name).gap\(index)")
      let from = centering ? a.center : a.trail
      let to = centering ? a.center : a.lead
      out.append(make(gap, a.lead, .equal, prev, from, "UISV-distributing-edge"))
      out.append(make(gap, a.trail, .equal, next, to, "UISV-distributing-edge"))
      out.append(make(gap, c.lead, .equal, stack, c.lead, "UISV-distributing-edge"))
      out.append(size(gap, c.size, priority: .required, "UISV-distributing-edge"))
      gaps.append(gap)
    }
    for gap in gaps.dropFirst() {
      out.append(
        make(
          gap, a.size, .equal, gaps[0], a.size, priority: centering ? 149 : .required,
          "UISV-fill-equally"))
    }
    return out
  }

  /// `size(i) = length(i) / Σ length × (stack size − spacings − margins)`, at 999,
  /// 998, … so that later views give way first when the shares cannot all hold.
  private func proportional(_ visible: [View], _ attribute: LayoutAttribute) -> [LayoutConstraint] {
    let horizontal = stack.axis == .horizontal
    let intrinsic = visible.map { $0.proportionalLength(along: stack.axis) }
    let sum = intrinsic.reduce(0, +)
    guard sum > 0, visible.count > 1 else { return [] }
    var fixed = visible.dropLast().map { spacing(after: $0) }.reduce(0, +)
    if stack.isLayoutMarginsRelativeArrangement {
      let m = stack.directionalLayoutMargins
      fixed += horizontal ? m.leading + m.trailing : m.top + m.bottom
    }
    var out: [LayoutConstraint] = []
    for (index, view) in visible.enumerated() {
      let share = intrinsic[index] / sum
      // 999 down to 1: optional priorities must stay above 0.
      let priority = (try? Priority(validating: max(999 - Double(index), 1))) ?? 1
      out.append(
        make(
          view, attribute, .equal, stack, attribute, multiplier: share, constant: -share * fixed,
          priority: priority, "UISV-fill-proportionally"))
    }
    return out
  }

  /// Cross-axis placement. Non-fill alignments keep each view inside the stack and its own
  /// cross size (ambiguity suppression at 25), tie the aligned edges, centres or baselines
  /// of the views to the first one's, pull the first view's aligned edge onto the stack's at
  /// 999.5 and let the stack shrink to its content at 51.
  private func alignment(_ visible: [View]) -> [LayoutConstraint] {
    var out: [LayoutConstraint] = []
    let c = across
    let near = edge(c.lead)
    let far = edge(c.trail)
    let alignment = stack.alignment
    for view in visible {
      switch alignment {
      case .fill:
        out.append(make(view, c.lead, .equal, stack, near, "UISV-canvas-connection"))
        out.append(make(view, c.trail, .equal, stack, far, "UISV-canvas-connection"))
        continue
      case .leading, .trailing:
        // Views keep their own cross size: the aligned edges are tied together and pulled
        // onto the stack's edge at 999.5; the stack (UIKit's spanner) encloses every view.
        let start = alignment == .leading
        let (edge, boundary) = start ? (c.lead, near) : (c.trail, far)
        if let anchor = visible.first, anchor !== view {
          out.append(make(view, edge, .equal, anchor, edge, "UISV-alignment"))
        } else {
          out.append(
            make(view, edge, .equal, stack, boundary, priority: 999.5, "UISV-spanning-boundary"))
        }
        out.append(make(view, c.lead, .greaterThanOrEqual, stack, near, "UISV-spanning-boundary"))
        out.append(make(view, c.trail, .lessThanOrEqual, stack, far, "UISV-spanning-boundary"))
      case .center, .firstBaseline, .lastBaseline:
        let baseline = stack.axis == .horizontal && alignment != .center
        if baseline, let anchor = visible.first {
          let attribute: LayoutAttribute =
            alignment == .firstBaseline ? .firstBaseline : .lastBaseline
          if anchor !== view {
            out.append(make(view, attribute, .equal, anchor, attribute, "UISV-alignment"))
          }
        } else {
          out.append(make(view, c.center, .equal, stack, edge(c.center), "UISV-alignment"))
        }
        out.append(make(view, c.lead, .greaterThanOrEqual, stack, near, "UISV-spanning-boundary"))
        out.append(make(view, c.trail, .lessThanOrEqual, stack, far, "UISV-spanning-boundary"))
      }
      out.append(size(view, c.size, priority: 25, "UISV-ambiguity-suppression"))
    }
    if alignment != .fill {
      out.append(size(stack, c.size, priority: 51, "UISV-spanning-fit"))
    }
    return out
  }
}
