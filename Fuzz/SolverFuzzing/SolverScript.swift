import LayoutCore

/// A sequence of solver calls over a fixed set of variables: the unit the differential
/// checker replays against both backends.
public struct SolverScript: CustomStringConvertible {
  /// Every variable the operations may mention; values are compared over these.
  public var variables: [Variable]
  /// The calls, in order.
  public var operations: [SolverOperation]

  /// Makes a script.
  public init(variables: [Variable], operations: [SolverOperation]) {
    self.variables = variables
    self.operations = operations
  }

  public var description: String {
    operations.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
  }
}
