import LayoutCore

extension LayoutEngine {
  /// The enforced constraints that actually hold an item where it is on one axis: those
  /// whose constant, nudged in the direction that tightens them, moves the item's position
  /// or size on that axis. A subset of ``constraintsAffectingLayout(for:axis:)``, in install
  /// order.
  ///
  /// `constraintsAffectingLayout` follows shared variables, so on a real screen it lists
  /// most of the screen; a developer asking "why is it here" wants the binding ones. The
  /// answer comes from a scratch solver of the same backend holding the same constraints
  /// and root size: each candidate is swapped for its nudged copy, the item's variables are
  /// read, and the original is put back. Slack inequalities, lower priorities that lost, and
  /// constraints on other parts of the screen do not move the item and are left out.
  /// A nudge that makes the required constraints unsatisfiable does not count: the
  /// candidate then presses against others rather than holding the item.
  ///
  /// Reflects the last layout pass. Empty for an item outside this engine.
  ///
  /// - Parameter nudge: the change in points applied to each candidate's constant: small,
  ///   so that an inequality with a little slack is not pushed into holding the item, and a
  ///   power of two, so the nudge itself adds no rounding.
  public func constraintsDeterminingLayout(
    for item: LayoutItem, axis: LayoutAxis, nudge: Double = 1.0 / 256
  ) -> [LayoutConstraint] {
    guard items[ObjectIdentifier(item)] != nil else { return [] }
    let candidates = constraintsAffectingLayout(for: item, axis: axis)
    guard !candidates.isEmpty, let scratch = scratchSolver() else { return [] }
    let watched =
      axis == .horizontal
      ? [item.variables.minX, item.variables.width] : [item.variables.minY, item.variables.height]
    var before: [Double] = []
    scratch.values(of: watched, into: &before)
    var after: [Double] = []
    var determining: [LayoutConstraint] = []
    for candidate in candidates {
      guard let installed = records[ObjectIdentifier(candidate)]?.installed else { continue }
      let nudged = Self.tightened(installed, by: nudge)
      do {
        try scratch.remove(installed)
      } catch {
        continue
      }
      var moved = false
      do {
        try scratch.add(nudged)
        scratch.values(of: watched, into: &after)
        moved = zip(before, after).contains { abs($0 - $1) > 1e-9 * max(1, abs($0)) }
        try scratch.remove(nudged)
      } catch {
        // Unsatisfiable when nudged: not counted (see above).
      }
      do {
        try scratch.add(installed)
      } catch {
        // The scratch solver held this constraint a moment ago; it cannot fail now, and
        // if it did, later answers would be unreliable.
        return determining
      }
      if moved { determining.append(candidate) }
    }
    return determining
  }

  /// A solver of the engine's backend holding every enforced constraint and the root size,
  /// or nil when the engine's own state cannot be rebuilt (a backend failure).
  private func scratchSolver() -> (any LayoutSolver)? {
    let scratch = backend.makeSolver()
    let installed = records.values.sorted { $0.tick < $1.tick }.compactMap(\.installed)
    do {
      try scratch.addEditVariable(root.variables.width, priority: Self.editPriority)
      try scratch.addEditVariable(root.variables.height, priority: Self.editPriority)
      try scratch.add(installed)
      try scratch.suggestValue(rootSize.width, for: root.variables.width)
      try scratch.suggestValue(rootSize.height, for: root.variables.height)
    } catch {
      return nil
    }
    return scratch
  }

  /// `constraint` with its constant moved by `amount` in the direction that makes it
  /// harder to satisfy (`e >= 0` becomes `e >= amount`); an equality moves up.
  static func tightened(_ constraint: Constraint, by amount: Double) -> Constraint {
    var expression = constraint.expression
    expression.constant += constraint.relation == .lessThanOrEqual ? amount : -amount
    return Constraint(
      expression, constraint.relation, priority: constraint.priority,
      identifier: constraint.identifier, origin: constraint.origin)
  }
}
