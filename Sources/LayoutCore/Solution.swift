/// A snapshot of variable values returned by a solver.
public struct Solution: Sendable {
  /// The values by variable id.
  public var values: [Int: Double]

  /// Makes a snapshot from values by variable id.
  public init(values: [Int: Double] = [:]) {
    self.values = values
  }

  /// The value of `variable`, or 0 for a variable the solver does not know (as in kiwi).
  public subscript(variable: Variable) -> Double {
    values[variable.id] ?? 0
  }
}
