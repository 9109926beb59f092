import LayoutCore

extension LayoutEngine {
  /// The root's size closest to `target` that its constraints allow, as UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// computes it: each axis is pulled toward the target at its fitting priority (required
  /// holds it there; `fittingSizeLevel`, 50, lets every content constraint above 50 win, so a
  /// cell gets the height its content needs). ``rootSize`` is left as it was; give it the
  /// result to lay the component out at that size.
  ///
  /// - Throws: ``LayoutEngineError/nonFinite(_:)`` for a negative, NaN or infinite target,
  ///   ``LayoutEngineError/solver(_:)`` for internal solver failures.
  public func systemLayoutSizeFitting(
    _ target: Size, horizontalFittingPriority: Priority = .required,
    verticalFittingPriority: Priority = .fittingSizeLevel
  ) throws(LayoutEngineError) -> Size {
    for value in [target.width, target.height] where !value.isFinite || value < 0 {
      throw .nonFinite("fitting target size")
    }
    try layoutIfNeeded()
    let axes = [
      (root.variables.width, target.width, horizontalFittingPriority),
      (root.variables.height, target.height, verticalFittingPriority),
    ]
    do {
      for (variable, value, priority) in axes {
        try solver.removeEditVariable(variable)
        try solver.addEditVariable(
          variable, priority: priority.isRequired ? Self.editPriority : priority)
        try solver.suggestValue(value, for: variable)
      }
      let size = Size(
        width: solver.value(of: root.variables.width),
        height: solver.value(of: root.variables.height))
      for (variable, _, _) in axes {
        try solver.removeEditVariable(variable)
        try solver.addEditVariable(variable, priority: Self.editPriority)
      }
      // The next pass suggests the root size again.
      rootSizeChanged = true
      return size
    } catch {
      throw .solver(error)
    }
  }
}
