import Foundation
import LayoutCore
import SolverFuzzing
import Testing

@testable import Cassowary

/// A problem whose definitions cost more digits than a rebuild can restore is rebuilt with
/// every constraint in the tableau.
@Suite struct DefinitionFallbackTests {
  /// Solver fuzz input `cassowary-definition-cancels-a-required-equality.bin`: required
  /// equalities pin `x0 = 0`, `x1 = 6.4`, `x2 = 11.2` and `x3 = 97`, but `x0` is defined through
  /// a stand-in worth -1007.2, and a fresh tableau left `21 * x0 == 0` off by 3.5e-6.
  @Test func definitionsThatCancelAreDropped() throws {
    let url = RegressionInputs.inputsDirectory
      .appendingPathComponent("cassowary-definition-cancels-a-required-equality.bin")
    let script = ScriptDecoder.decode([UInt8](try Data(contentsOf: url)))
    let solver = CassowarySolver()
    // Up to the read at step 27, where the values were off.
    for operation in script.operations.prefix(28) { try? operation.perform(on: solver) }
    #expect(!solver.definesVariables)
    let expected = [0, 6.4, 11.2, 97]
    for (variable, value) in zip(script.variables, expected) {
      #expect(abs(solver.value(of: variable) - value) < 1e-12, "\(variable)")
    }
    solver.reset()
    #expect(solver.definesVariables)
  }
}
