import LayoutCore

extension LayoutError {
  /// Whether this is the refusal of one of `constraints`.
  func refuses(_ constraints: [Constraint]) -> Bool {
    guard case .unsatisfiable(let refused, _) = self else { return false }
    return constraints.contains { $0.id == refused.id }
  }
}
