import LayoutCore
import LayoutGeometry

/// The state of one translation: resolved edges and the constraints made so far.
struct VisualFormatTranslation {
  let format: VisualFormat
  let text: String
  let options: VisualFormatOptions
  let metrics: [String: Double]
  let views: Set<String>
  let base: SourcePosition
  var result: [ConstraintEquation] = []

  init(
    format: VisualFormat, text: String, options: VisualFormatOptions, metrics: [String: Double],
    views: Set<String>, base: SourcePosition
  ) {
    self.format = format
    self.text = text
    self.options = options
    self.metrics = metrics
    self.views = views
    self.base = base
  }

  private func fail(_ message: String, at offset: Int) -> VisualFormatError {
    VisualFormatError(message: message, format: text, offset: offset)
  }

  /// The edge attributes in reading order, and whether reading runs against the coordinates.
  private var edges: (start: LayoutAttribute, end: LayoutAttribute, reversed: Bool) {
    if format.orientation == .vertical { return (.top, .bottom, false) }
    if options.contains(.directionRightToLeft) { return (.right, .left, true) }
    if options.contains(.directionLeftToRight) { return (.left, .right, false) }
    return (.leading, .trailing, false)
  }

  private static func margin(of attribute: LayoutAttribute) -> LayoutAttribute {
    switch attribute {
    case .left: .leftMargin
    case .right: .rightMargin
    case .leading: .leadingMargin
    case .trailing: .trailingMargin
    case .top: .topMargin
    default: .bottomMargin
    }
  }

  mutating func translate(superviewOf: (String) -> String?) throws(VisualFormatError)
    -> [ConstraintEquation]
  {
    try checkOptions()
    for view in format.views where !views.contains(view.name) {
      throw fail("\(view.name) is not a key in the views dictionary.", at: view.offset.value)
    }
    let (start, end, reversed) = edges
    let dimension: LayoutAttribute = format.orientation == .horizontal ? .width : .height
    for (index, view) in format.views.enumerated() {
      let item = ItemReference(view: view.name)
      if index == 0, let connection = format.leadingSuperview {
        let superview = try superviewName(of: view, superviewOf, bar: format.leadingBarOffset)
        let edge = AnchorReference(item: superview, attribute: start)
        let mine = AnchorReference(item: item, attribute: start)
        if connection == .standard {
          let marginEdge = AnchorReference(item: superview, attribute: Self.margin(of: start))
          append(
            mine, .equal, marginEdge, 0, nil, at: format.leadingBarOffset.value, swap: reversed)
        } else {
          try space(
            connection, from: edge, to: mine, swap: reversed, at: format.leadingBarOffset.value)
        }
      } else if index > 0 {
        let previous = AnchorReference(
          item: ItemReference(view: format.views[index - 1].name), attribute: end)
        let mine = AnchorReference(item: item, attribute: start)
        let (from, to) = baselineSpaced(previous, mine)
        try space(
          format.spacings[index - 1], from: from, to: to, swap: reversed, at: view.offset.value - 1)
      }
      for predicate in view.predicates {
        let size = AnchorReference(item: item, attribute: dimension)
        let priority = try resolvePriority(predicate.priority, at: predicate.offset.value)
        switch predicate.object {
        case .name(let name) where metrics[name] == nil:
          guard views.contains(name) else {
            throw fail("\(name) is not a key in the views dictionary.", at: predicate.offset.value)
          }
          let other = AnchorReference(item: ItemReference(view: name), attribute: dimension)
          append(size, predicate.relation, other, 0, priority, at: predicate.offset.value)
        default:
          let value = try resolve(predicate.object, at: predicate.offset.value)
          append(size, predicate.relation, nil, value, priority, at: predicate.offset.value)
        }
      }
    }
    if let connection = format.trailingSuperview, let last = format.views.last {
      let item = ItemReference(view: last.name)
      let superview = try superviewName(of: last, superviewOf, bar: format.trailingBarOffset)
      let mine = AnchorReference(item: item, attribute: end)
      let edge = AnchorReference(item: superview, attribute: end)
      if connection == .standard {
        let marginEdge = AnchorReference(item: superview, attribute: Self.margin(of: end))
        append(marginEdge, .equal, mine, 0, nil, at: format.trailingBarOffset.value, swap: reversed)
      } else {
        try space(
          connection, from: mine, to: edge, swap: reversed, at: format.trailingBarOffset.value)
      }
    }
    for (_, attribute) in options.alignmentAttributes {
      for index in format.views.indices.dropFirst() {
        let previous = AnchorReference(
          item: ItemReference(view: format.views[index - 1].name), attribute: attribute)
        let mine = AnchorReference(
          item: ItemReference(view: format.views[index].name), attribute: attribute)
        append(mine, .equal, previous, 0, nil, at: format.views[index].offset.value)
      }
    }
    return result
  }

  /// With `spacingBaselineToBaseline`, vertical sibling spacing runs from the upper view's
  /// last baseline to the lower view's first baseline.
  private func baselineSpaced(_ from: AnchorReference, _ to: AnchorReference) -> (
    AnchorReference, AnchorReference
  ) {
    guard format.orientation == .vertical, options.contains(.spacingBaselineToBaseline) else {
      return (from, to)
    }
    var (from, to) = (from, to)
    from.attribute = .lastBaseline
    to.attribute = .firstBaseline
    return (from, to)
  }

  /// Adds `to REL from + gap` for each predicate of a connection (`from REL to + gap` when the
  /// format reads against the coordinates, so the gap stays positive).
  private mutating func space(
    _ connection: VisualFormatConnection, from: AnchorReference, to: AnchorReference, swap: Bool,
    at offset: Int
  ) throws(VisualFormatError) {
    switch connection {
    case .flush:
      append(to, .equal, from, 0, nil, at: offset, swap: swap)
    case .standard:
      append(to, .equal, from, VisualFormat.standardSiblingSpacing, nil, at: offset, swap: swap)
    case .predicates(let predicates):
      for predicate in predicates {
        if case .name(let name) = predicate.object, metrics[name] == nil, views.contains(name) {
          throw fail(
            "Expected a number or key from the metrics dictionary, but encountered the view \(name)",
            at: predicate.offset.value)
        }
        let value = try resolve(predicate.object, at: predicate.offset.value)
        let priority = try resolvePriority(predicate.priority, at: predicate.offset.value)
        append(
          to, predicate.relation, from, value, priority, at: predicate.offset.value, swap: swap)
      }
    }
  }

  private mutating func append(
    _ first: AnchorReference, _ relation: Relation, _ second: AnchorReference?, _ constant: Double,
    _ priority: Priority?, at offset: Int, swap: Bool = false
  ) {
    let position = base.advanced(by: offset)
    var (first, second) = (first, second)
    first.position = position
    second?.position = position
    if swap, let other = second { (first, second) = (other, first) }
    result.append(
      ConstraintEquation(
        first: first, relation: relation, second: second, constant: constant,
        priority: priority ?? .required, position: position))
  }

  private func resolve(_ value: VisualFormatValue, at offset: Int) throws(VisualFormatError)
    -> Double
  {
    switch value {
    case .number(let number): return number
    case .name(let name):
      guard let metric = metrics[name] else {
        throw fail("\(name) is not a key in the metrics dictionary.", at: offset)
      }
      guard metric.isFinite, abs(metric) <= 1e9 else {
        throw fail("The metric \(name) must be finite with a magnitude of at most 1e9", at: offset)
      }
      return metric
    }
  }

  private func resolvePriority(_ value: VisualFormatValue?, at offset: Int)
    throws(VisualFormatError) -> Priority?
  {
    guard let value else { return nil }
    let number = try resolve(value, at: offset)
    do {
      return try Priority(validating: number)
    } catch {
      throw fail("Priority \(CanonicalNumber.text(number)) must be between 1 and 1000", at: offset)
    }
  }

  private func superviewName(
    of view: VisualFormatView, _ superviewOf: (String) -> String?, bar: VisualFormatOffset
  ) throws(VisualFormatError) -> ItemReference {
    guard let name = superviewOf(view.name) else {
      throw fail(
        "Unable to interpret '|' character, because the related view doesn't have a superview",
        at: bar.value)
    }
    return ItemReference(view: name)
  }

  private func checkOptions() throws(VisualFormatError) {
    let attributes = options.alignmentAttributes.map(\.attribute)
    let horizontal = format.orientation == .horizontal
    if attributes.contains(where: { ($0.axis == .horizontal) == horizontal }) {
      let edge = horizontal ? "horizontal" : "vertical"
      throw fail(
        "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).",
        at: 0)
    }
    if options.contains(.directionLeftToRight) && options.contains(.directionRightToLeft) {
      throw fail("Options may specify only one direction", at: 0)
    }
  }
}
