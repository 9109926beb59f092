import LayoutCore

/// What holds an item where it is on one axis (``LayoutEngine/layoutDetermination(for:axis:nudge:)``).
public struct LayoutDetermination {
  /// One constraint that holds the item.
  public struct Holder {
    /// The constraint.
    public let constraint: LayoutConstraint
    /// Constraints that state the same thing: nudged alone, the constraint conflicts with
    /// them; nudged without them, it moves the item. Empty when it holds on its own.
    public let redundantWith: [LayoutConstraint]
  }

  /// The holding constraints, in install order.
  public let holders: [Holder]
  /// Whether the root's width (the window, an edit suggestion rather than a constraint)
  /// moves the item on this axis.
  public let dependsOnRootWidth: Bool
  /// Whether the root's height moves the item on this axis.
  public let dependsOnRootHeight: Bool
  /// Every constraint connected to the item on this axis
  /// (``LayoutEngine/constraintsAffectingLayout(for:axis:)``), holding or not.
  public let connected: [LayoutConstraint]
}

extension LayoutEngine {
  /// The enforced constraints that actually hold an item where it is on one axis.
  ///
  /// See ``layoutDetermination(for:axis:nudge:)``; this is its list of holding constraints.
  public func constraintsDeterminingLayout(
    for item: LayoutItem, axis: LayoutAxis
  ) -> [LayoutConstraint] {
    layoutDetermination(for: item, axis: axis).holders.map(\.constraint)
  }

  /// What holds an item where it is on one axis: the constraints whose constant, nudged in
  /// the direction that tightens them, moves the item's position or size on that axis, and
  /// whether the window size does.
  ///
  /// `constraintsAffectingLayout` follows shared variables, so on a real screen it lists
  /// most of the screen; a developer asking "why is it here" wants the binding ones. The
  /// answer comes from a scratch solver of the same backend holding the same constraints
  /// and root size: each candidate is swapped for its nudged copy, the item's variables are
  /// read, and the original is put back. Slack inequalities, lower priorities that lost, and
  /// constraints on other parts of the screen do not move the item and are left out.
  ///
  /// Redundant required constraints (the same edge pinned twice) cannot be nudged alone:
  /// the nudge conflicts with its twins. The conflict's minimal set names those twins; the
  /// candidate is nudged again with them removed, and when the item then moves, it holds
  /// the item together with them (``LayoutDetermination/Holder/redundantWith``).
  ///
  /// Reflects the last layout pass. Empty for an item outside this engine.
  ///
  /// - Parameter nudge: the change in points applied to each candidate's constant: small,
  ///   so that an inequality with a little slack is not pushed into holding the item, and a
  ///   power of two, so the nudge itself adds no rounding.
  public func layoutDetermination(
    for item: LayoutItem, axis: LayoutAxis, nudge: Double = 1.0 / 256
  ) -> LayoutDetermination {
    let none = LayoutDetermination(
      holders: [], dependsOnRootWidth: false, dependsOnRootHeight: false, connected: [])
    guard items[ObjectIdentifier(item)] != nil else { return none }
    let connected = constraintsAffectingLayout(for: item, axis: axis)
    guard let scratch = scratchSolver() else { return none }
    let watched =
      axis == .horizontal
      ? [item.variables.minX, item.variables.width] : [item.variables.minY, item.variables.height]
    var probe = NudgeProbe(solver: scratch, watched: watched)
    var holders: [LayoutDetermination.Holder] = []
    for candidate in connected {
      guard let installed = records[ObjectIdentifier(candidate)]?.installed else { continue }
      switch probe.nudge(installed, by: nudge) {
      case .moved:
        holders.append(.init(constraint: candidate, redundantWith: []))
      case .stayed:
        break
      case .conflicts(let twins):
        if probe.nudge(installed, by: nudge, without: twins) {
          let owners = twins.compactMap { self.owners[$0.id] }
          holders.append(.init(constraint: candidate, redundantWith: owners))
        }
      case .failed:
        return LayoutDetermination(
          holders: holders, dependsOnRootWidth: false, dependsOnRootHeight: false,
          connected: connected)
      }
    }
    return LayoutDetermination(
      holders: holders,
      dependsOnRootWidth: probe.suggestionMoves(root.variables.width, from: rootSize.width),
      dependsOnRootHeight: probe.suggestionMoves(root.variables.height, from: rootSize.height),
      connected: connected)
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
}

/// Nudges constraints of a scratch solver one at a time and reports whether watched
/// variables move; every probe leaves the solver as it found it.
struct NudgeProbe {
  /// What one nudge did.
  enum Outcome {
    case moved
    case stayed
    /// The nudged constraint cannot hold with these required ones.
    case conflicts([Constraint])
    /// The solver could not be restored; later answers would be unreliable.
    case failed
  }

  let solver: any LayoutSolver
  let watched: [Variable]
  private var before: [Double] = []
  private var after: [Double] = []

  init(solver: any LayoutSolver, watched: [Variable]) {
    self.solver = solver
    self.watched = watched
    solver.values(of: watched, into: &before)
  }

  /// Swaps `constraint` for its tightened copy, reads the watched variables, swaps back.
  mutating func nudge(_ constraint: Constraint, by amount: Double) -> Outcome {
    do {
      try solver.remove(constraint)
    } catch {
      return .stayed
    }
    var outcome = Outcome.stayed
    let nudged = Self.tightened(constraint, by: amount)
    do {
      try solver.add(nudged)
      outcome = movedNow() ? .moved : .stayed
      try solver.remove(nudged)
    } catch .unsatisfiable(_, let conflicting) {
      outcome = .conflicts(conflicting)
    } catch {
      outcome = .stayed
    }
    do {
      try solver.add(constraint)
    } catch {
      return .failed
    }
    return outcome
  }

  /// Whether `constraint`, nudged with `twins` removed, moves the watched variables (read
  /// against the values they have with the twins removed and the constraint as it is).
  mutating func nudge(_ constraint: Constraint, by amount: Double, without twins: [Constraint])
    -> Bool
  {
    var removed: [Constraint] = []
    defer {
      for twin in removed.reversed() { try? solver.add(twin) }
      solver.values(of: watched, into: &before)
    }
    for twin in twins {
      guard (try? solver.remove(twin)) != nil else { return false }
      removed.append(twin)
    }
    solver.values(of: watched, into: &before)
    if case .moved = nudge(constraint, by: amount) { return true }
    return false
  }

  /// Whether suggesting `value` plus one point for an edit variable moves the watched
  /// variables; the suggestion is put back.
  mutating func suggestionMoves(_ variable: Variable, from value: Double) -> Bool {
    guard (try? solver.suggestValue(value + 1, for: variable)) != nil else { return false }
    let moved = movedNow()
    try? solver.suggestValue(value, for: variable)
    return moved
  }

  private mutating func movedNow() -> Bool {
    solver.values(of: watched, into: &after)
    return zip(before, after).contains { abs($0 - $1) > 1e-9 * max(1, abs($0)) }
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
