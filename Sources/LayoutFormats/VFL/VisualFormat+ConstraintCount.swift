extension VisualFormat {
  /// How many constraints the line makes with `options`, known before any name is resolved,
  /// so that the parser can hold a file to ``FormatLimits/maximumConstraints``: one per size
  /// predicate, one per predicate of a spacing (one for `-` and for flush views), and one per
  /// view after the first for each alignment option.
  func constraintCount(options: VisualFormatOptions) -> Int {
    func count(_ connection: VisualFormatConnection?) -> Int {
      switch connection {
      case nil: return 0
      case .flush, .standard: return 1
      case .predicates(let predicates): return predicates.count
      }
    }
    var total = count(leadingSuperview) + count(trailingSuperview)
    for view in views { total += view.predicates.count }
    for spacing in spacings { total += count(spacing) }
    return total + options.alignmentAttributes.count * max(0, views.count - 1)
  }
}
