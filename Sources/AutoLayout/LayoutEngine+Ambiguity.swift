import LayoutCore

extension LayoutEngine {
  /// Every item whose frame is not fully determined, in the order items joined the tree.
  /// Call after ``layoutIfNeeded()``.
  public func ambiguityReports() -> [AmbiguityReport] {
    let ambiguous = ambiguousVariableIDs()
    return itemOrder.compactMap { item in
      let kinds = LayoutVariableKind.allCases.filter {
        ambiguous.contains(item.variable($0).id)
      }
      return kinds.isEmpty ? nil : AmbiguityReport(item: item, variables: kinds)
    }
  }

  /// The unknowns of an item that have more than one optimal value.
  public func ambiguousVariables(of item: LayoutItem) -> [LayoutVariableKind] {
    let ambiguous = ambiguousVariableIDs()
    return LayoutVariableKind.allCases.filter { ambiguous.contains(item.variable($0).id) }
  }

  /// Whether the constraints leave the item's frame undetermined (UIKit's
  /// `hasAmbiguousLayout`).
  public func hasAmbiguousLayout(_ item: LayoutItem) -> Bool {
    !ambiguousVariables(of: item).isEmpty
  }

  /// Another frame for an ambiguous item that satisfies the constraints equally well
  /// (UIKit's `exerciseAmbiguityInLayout`), or nil when the item's frame is determined.
  ///
  /// Every ambiguous unknown of the item is pulled 100 points up (or down, if up is
  /// blocked) by a constraint weaker than any priority, so no real priority level loses
  /// anything; the pull is removed again and the engine's frames are left as solved.
  ///
  /// - Throws: ``LayoutEngineError/solver(_:)`` for internal solver failures.
  public func exerciseAmbiguity(_ item: LayoutItem) throws(LayoutEngineError) -> Rect? {
    try layoutIfNeeded()
    let kinds = ambiguousVariables(of: item)
    guard !kinds.isEmpty else { return nil }
    let before = item.unroundedFrameInRoot
    var alternative = frame(of: item)
    for direction in [100.0, -100.0] {
      let pulls = kinds.map { kind in
        let variable = item.variable(kind)
        return Constraint(
          variable - (solver.value(of: variable) + direction), .equal, priority: .weak)
      }
      do {
        try solver.add(pulls)
        computeFrames()
        alternative = frame(of: item)
        let moved = item.unroundedFrameInRoot != before
        for pull in pulls { try solver.remove(pull) }
        computeFrames()
        if moved { break }
      } catch {
        throw .solver(error)
      }
    }
    return alternative
  }

  /// Ids of solver variables with several optimal values, plus item variables the solver
  /// has never seen (nothing constrains them at all).
  private func ambiguousVariableIDs() -> Set<Int> {
    var ids = Set(solver.ambiguousVariables().map(\.id))
    let known = solver.solution().values
    for item in itemOrder {
      for variable in item.variables.all where known[variable.id] == nil {
        ids.insert(variable.id)
      }
    }
    return ids
  }
}
