import Cassowary
import DenseSimplex
import LayoutCore
import Testing

/// A solver backend under test: a name for the test report and a factory.
struct Backend: CustomTestStringConvertible, Sendable {
  let name: String
  let make: @Sendable () -> any LayoutSolver

  var testDescription: String { name }

  /// Every backend the conformance suite runs against.
  static let all: [Backend] = [
    Backend(name: "cassowary") { CassowarySolver() },
    Backend(name: "dense") { DenseSimplexSolver() },
  ]
}
