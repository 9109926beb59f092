import Foundation
import LayoutBench
import LayoutCore
import Testing

/// The benchmark workloads (`WorkloadGenerator`, as `layout bench --generate` makes them)
/// through both backends: every value agrees within 1e-6 at the build and after every
/// rotation. Each generator makes its optimum unique, so values, not only level errors, must
/// match.
@Suite struct WorkloadAgreementTests {
  static let kinds = WorkloadGenerator.Kind.allCases
  static let sizes = [10, 30, 100]

  @Test(arguments: kinds, sizes)
  func backendsAgreeOnEveryStep(kind: WorkloadGenerator.Kind, n: Int) throws {
    let workload = try WorkloadGenerator(kind: kind, n: n, steps: 3).workload()
    #expect(workload.stepCount == 3)
    let runs = try Backend.all.map { try Self.values(of: workload, with: $0) }
    for (step, (first, second)) in zip(runs[0], runs[1]).enumerated() {
      var worst = (difference: 0.0, index: 0)
      for index in first.indices {
        let difference = abs(first[index] - second[index]) / max(1, abs(first[index]))
        if difference > worst.difference { worst = (difference, index) }
      }
      #expect(
        worst.difference <= 1e-6,
        """
        \(kind) \(n) step \(step): \(workload.variables[worst.index]) is \
        \(first[worst.index]) (cassowary) vs \(second[worst.index]) (dense)
        """)
    }
  }

  /// Every variable's value after the build and after each step.
  static func values(of workload: Workload, with backend: Backend) throws -> [[Double]] {
    let solver = backend.make()
    for edit in workload.edits {
      try solver.addEditVariable(edit.variable, priority: edit.priority)
      try solver.suggestValue(edit.values[0], for: edit.variable)
    }
    try solver.add(workload.constraints)
    var steps: [[Double]] = []
    var values: [Double] = []
    solver.values(of: workload.variables, into: &values)
    steps.append(values)
    for step in stride(from: 1, through: workload.stepCount, by: 1) {
      for edit in workload.edits { try solver.suggestValue(edit.values[step], for: edit.variable) }
      solver.values(of: workload.variables, into: &values)
      steps.append(values)
    }
    return steps
  }
}
