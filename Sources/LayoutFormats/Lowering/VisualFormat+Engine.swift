import AutoLayout
import LayoutCore

extension VisualFormat {
  /// Apple's `constraints(withVisualFormat:options:metrics:views:)` on engine items: parses
  /// `format` and returns inactive constraints. A `|` is the superview of the view next to it
  /// (the owning view for a layout guide).
  ///
  /// - Throws: ``VisualFormatError`` for syntax errors, unknown names, bad options, a `|` next
  ///   to an item without a superview, or a constraint the engine rejects.
  public static func layoutConstraints(
    _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
    views: [String: LayoutItem]
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    let parsed = try parse(format)
    // Superviews are not keys of `views`; they get keys no VFL name can spell.
    var items: [String: LayoutItem] = views
    let equations = try parsed.constraints(
      text: format, options: options, metrics: metrics, views: Set(views.keys),
      superviewOf: { name in
        let item = views[name]
        guard let superview = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
        else { return nil }
        let key = "|" + ObjectIdentifier(superview).debugDescription
        items[key] = superview
        return key
      })
    var result: [LayoutConstraint] = []
    for equation in equations {
      guard let first = items[equation.first.item.view] else { continue }
      let second = equation.second.flatMap { items[$0.item.view] }
      do {
        result.append(
          try LayoutConstraint(
            item: first, attribute: equation.first.attribute,
            relatedBy: equation.relation, toItem: second,
            attribute: equation.second?.attribute ?? .notAnAttribute,
            constant: equation.constant, priority: equation.priority, origin: nil))
      } catch {
        throw VisualFormatError(
          message: "\(error)", format: format, offset: equation.position.location.column)
      }
    }
    return result
  }
}
