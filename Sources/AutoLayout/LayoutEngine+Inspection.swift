import LayoutCore

extension LayoutEngine {
  /// Every constraint the solver enforces, user and system alike (without implicit
  /// non-negative sizes), in install order — what UIKit's engine holds.
  public var enforcedConstraints: [LayoutConstraint] {
    records.values.filter { $0.installed != nil && $0.constraint.kind != .nonNegativeSize }
      .sorted { $0.tick < $1.tick }.map(\.constraint)
  }

  /// The enforced constraints that can affect the item on one axis (UIKit's
  /// `constraintsAffectingLayout(for:)`), in install order, without implicit non-negative
  /// sizes.
  ///
  /// These are the constraints connected to the item's variables on that axis through
  /// shared variables, stopping at the root's frame, which the engine fixes.
  public func constraintsAffectingLayout(
    for item: LayoutItem, axis: LayoutAxis
  ) -> [LayoutConstraint] {
    let live = records.values.filter { $0.installed != nil }.sorted { $0.tick < $1.tick }
    var byVariable: [Int: [Int]] = [:]
    for (index, record) in live.enumerated() {
      for term in record.installed!.expression.terms {
        byVariable[term.variable.id, default: []].append(index)
      }
    }
    let stops = Set(root.variables.all.map(\.id))
    let start =
      axis == .horizontal
      ? [item.variables.minX, item.variables.width] : [item.variables.minY, item.variables.height]
    var seenVariables = Set(start.map(\.id))
    var queue = start.map(\.id)
    var reached = Set<Int>()
    while let variable = queue.popLast() {
      guard !stops.contains(variable) || start.contains(where: { $0.id == variable }) else {
        continue
      }
      for index in byVariable[variable] ?? [] where reached.insert(index).inserted {
        for term in live[index].installed!.expression.terms
        where seenVariables.insert(term.variable.id).inserted {
          queue.append(term.variable.id)
        }
      }
    }
    return reached.sorted().map { live[$0].constraint }.filter { $0.kind != .nonNegativeSize }
  }
}

extension LayoutEngine {
  /// The view tree as UIKit's `_autolayoutTrace` prints it: one line per view, indented with
  /// `|   ` per level, `*` before views laid out by constraints and `•` before views whose
  /// frame comes from autoresizing, and ambiguous unknowns at the end of a line. Reflects
  /// the last layout pass.
  public func autolayoutTrace() -> String {
    let ambiguous = Dictionary(
      uniqueKeysWithValues: ambiguityReports().map { (ObjectIdentifier($0.item), $0) })
    var lines: [String] = []
    func visit(_ view: View, depth: Int) {
      let marker = view.translatesAutoresizingMaskIntoConstraints ? "•" : "*"
      var line = String(repeating: "|   ", count: depth) + "\(marker)<\(view.debugName)>"
      if let report = ambiguous[ObjectIdentifier(view)] {
        line += " - \(report)"
      }
      lines.append(line)
      for child in view.subviews { visit(child, depth: depth + 1) }
    }
    visit(root, depth: 0)
    return lines.joined(separator: "\n")
  }
}
