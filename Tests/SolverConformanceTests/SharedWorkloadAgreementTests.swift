import Foundation
import LayoutBench
import LayoutCore
import Testing

/// The shared benchmark workloads (`../shared/bench/workloads.py`, next to the repository as
/// in CI) through both backends: every value agrees within 1e-6 at the build and after every
/// rotation. Each generator makes its optimum unique, so values, not only level errors, must
/// match.
@Suite struct SharedWorkloadAgreementTests {
  static let kinds = ["grid", "rows", "chain", "nested"]
  static let sizes = [10, 30, 100]

  @Test(arguments: kinds, sizes)
  func backendsAgreeOnEveryStep(kind: String, n: Int) throws {
    let workload = try Workload(json: try Self.generate(kind: kind, n: n, rotations: 3))
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

  /// Runs the shared generator and returns the workload's JSON.
  static func generate(kind: String, n: Int, rotations: Int) throws -> Data {
    var script = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { script.deleteLastPathComponent() }
    script = script.deletingLastPathComponent().appendingPathComponent(
      "shared/bench/workloads.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", script.path, "--kind", kind, "--n", String(n), "--rotations", String(rotations),
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GeneratorError(
        "\(script.path) failed (\(process.terminationStatus)): "
          + String(decoding: message, as: UTF8.self))
    }
    return data
  }

  struct GeneratorError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
