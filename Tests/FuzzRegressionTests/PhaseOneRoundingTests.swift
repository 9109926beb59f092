import Foundation
import LayoutCore
import SolverFuzzing
import Testing

@testable import Cassowary

/// A required constraint that the tableau accepted through rounding, and that a rebuild for
/// precision then refuses, is refused by the call that added it.
@Suite struct PhaseOneRoundingTests {
  /// Solver fuzz input `cassowary-phase-one-accepts-conflict-through-rounding-coefficient.bin`
  /// up to step 34, which adds the required `31 * x0 + 112 == 0` (written as four terms)
  /// beside the required `30 * x0 + 112 == 0`; phase one accepted it by pivoting on a
  /// coefficient of 1.2e-8 that rounding had left of a cancellation.
  static func prepared() throws -> (CassowarySolver, SolverScript, Constraint) {
    let url = RegressionInputs.inputsDirectory
      .appendingPathComponent(
        "cassowary-phase-one-accepts-conflict-through-rounding-coefficient.bin")
    let script = ScriptDecoder.decode([UInt8](try Data(contentsOf: url)))
    let solver = CassowarySolver()
    for operation in script.operations.prefix(34) { try? operation.perform(on: solver) }
    guard case .add(let constraint) = script.operations[34] else {
      Issue.record("step 34 is \(script.operations[34])")
      throw CancellationError()
    }
    return (solver, script, constraint)
  }

  /// What a caller can see of `solver` is what it was (`values`, `known`): values up to
  /// rounding, since the refusal rebuilt the tableau, and the variables known exactly.
  static func expectUnchanged(
    _ solver: CassowarySolver, _ script: SolverScript, values: [Double], known: [Variable]
  ) {
    for (variable, value) in zip(script.variables, values) {
      #expect(abs(solver.value(of: variable) - value) <= 1e-9 * max(1, abs(value)), "\(variable)")
    }
    #expect(solver.seenVariables == known)
  }

  static func expectRefusal(_ error: LayoutError, of constraint: Constraint) {
    guard case .unsatisfiable(let refused, let conflicting) = error else {
      Issue.record("expected a refusal, got \(error)")
      return
    }
    #expect(refused == constraint)
    #expect(conflicting.map(\.description) == ["10 * x0 + 10 * x0 + 10 * x0 + 112 == 0"])
  }

  @Test func aSingleAddIsRefused() throws {
    let (solver, script, constraint) = try Self.prepared()
    let values = script.variables.map { solver.value(of: $0) }
    let known = solver.seenVariables
    let error = #expect(throws: LayoutError.self) { try solver.add(constraint) }
    if let error { Self.expectRefusal(error, of: constraint) }
    #expect(!solver.contains(constraint))
    Self.expectUnchanged(solver, script, values: values, known: known)
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test func aBatchIsRefusedWhole() throws {
    let (solver, script, constraint) = try Self.prepared()
    let values = script.variables.map { solver.value(of: $0) }
    let known = solver.seenVariables
    let extra = Variable("fresh")
    let companion = Constraint(Expression([Term(extra, 1)], constant: -5), .equal)
    let error = #expect(throws: LayoutError.self) { try solver.add([companion, constraint]) }
    if let error { Self.expectRefusal(error, of: constraint) }
    #expect(!solver.contains(constraint))
    #expect(!solver.contains(companion))
    Self.expectUnchanged(solver, script, values: values, known: known)
  }
}
