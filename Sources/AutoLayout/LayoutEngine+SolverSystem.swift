import LayoutCore

extension LayoutEngine {
  /// The linear system the engine hands its solver: what a benchmark or another solver needs
  /// to reproduce the layout without the engine.
  public struct SolverSystem: Sendable {
    /// One edit variable: the root's width or height, with its priority and suggestion.
    public struct Edit: Sendable {
      public var variable: Variable
      public var priority: Priority
      public var value: Double
    }

    /// Every constraint in the solver, in install order, implicit non-negative sizes
    /// included (they bound the solution as much as any other).
    public var constraints: [Constraint]
    /// The root size's edit variables, width first.
    public var edits: [Edit]
  }

  /// The system as of the last layout pass (``layoutIfNeeded()``): the installed
  /// constraints and the root size's suggestions. Broken and refused constraints are not in
  /// it, as they are not in the solver.
  public var solverSystem: SolverSystem {
    let installed = records.values.filter { $0.installed != nil }.sorted { $0.tick < $1.tick }
    return SolverSystem(
      constraints: installed.map { $0.installed! },
      edits: [
        SolverSystem.Edit(
          variable: root.variables.width, priority: Self.editPriority, value: rootSize.width),
        SolverSystem.Edit(
          variable: root.variables.height, priority: Self.editPriority, value: rootSize.height),
      ])
  }
}
