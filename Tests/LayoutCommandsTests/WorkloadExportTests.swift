import Cassowary
import CommandTestSupport
import Foundation
import LayoutBench
import LayoutCommands
import LayoutCore
import Testing

/// `layout solve --format workload`: the exported system, solved on its own, gives the
/// engine's layout.
@Suite struct WorkloadExportTests {
  /// Solves `workload` at its first step with a fresh Cassowary solver and returns the
  /// values by variable name.
  func solve(_ workload: Workload) throws -> [String: Double] {
    let solver = CassowarySolver()
    for edit in workload.edits {
      try solver.addEditVariable(edit.variable, priority: edit.priority)
      try solver.suggestValue(edit.values[0], for: edit.variable)
    }
    try solver.add(workload.constraints)
    var values: [String: Double] = [:]
    for variable in workload.variables { values[variable.name] = solver.value(of: variable) }
    return values
  }

  @Test func exportedSystemReproducesTheFrames() throws {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    let output = SolveAction.run(
      SolveAction.Options(
        file: "a.layout", selection: ScreenSelection(devices: ["iPhone SE (1st generation)"]),
        format: .workload),
      files: files)
    #expect(output.status == .success)
    #expect(output.standardError.isEmpty)
    let workload = try Workload(json: Data(output.standardOutput.utf8))
    #expect(workload.kind == "layout a")
    #expect(workload.edits.map(\.values) == [[320, 568], [568, 320]])
    #expect(workload.edits.map(\.priority) == [.strong, .strong])
    let values = try solve(workload)
    // The frame `solve --format json` prints for the header on this device: margins of 16,
    // under the 20-point status bar, 40 high.
    for (name, expected) in [
      ("header.minX", 16.0), ("header.minY", 20), ("header.width", 288), ("header.height", 40),
    ] {
      let value = try #require(values[name], "\(name) missing from \(values.keys.sorted())")
      #expect(abs(value - expected) < 1e-9, "\(name) = \(value)")
    }
  }

  @Test func workloadIsRefusedForStoryboards() throws {
    let url = TestFolders.fixtures.appendingPathComponent("row.xib")
    let files = MemoryFiles(["row.xib": try String(contentsOf: url, encoding: .utf8)])
    let output = SolveAction.run(
      SolveAction.Options(file: "row.xib", format: .workload), files: files)
    #expect(output.status == .badInput)
    #expect(output.standardOutput.isEmpty)
    #expect(
      output.standardError
        == "error: invalid value 'workload' for --format; expected a layout file, not a storyboard\n"
    )
  }

  @Test func workloadWritesTheSharedFormatBackBitForBit() throws {
    let x = Variable("x")
    let y = Variable("y")
    let original = Workload(
      kind: "pair", n: 2, variables: [x, y],
      constraints: [
        Constraint(x - y * 0.5 + 3, .greaterThanOrEqual, priority: .required),
        Constraint(Expression(x) - 100, .equal, priority: 999.5),
        Constraint(Expression(y), .lessThanOrEqual, priority: .weak),
      ],
      edits: [Workload.Edit(variable: y, priority: .strong, values: [1, 2.25])])
    let read = try Workload(json: try original.jsonData())
    #expect(read.kind == "pair")
    #expect(read.n == 2)
    #expect(read.variables.map(\.name) == ["x", "y"])
    #expect(read.constraints.map(\.relation) == [.greaterThanOrEqual, .equal, .lessThanOrEqual])
    #expect(read.constraints.map(\.priority) == [.required, 999.5 as Priority, .weak])
    #expect(read.constraints.map(\.expression.constant) == [3, -100, 0])
    #expect(read.constraints[0].expression.terms.map(\.coefficient) == [1, -0.5])
    #expect(read.edits.map(\.values) == [[1, 2.25]])
    #expect(read.edits.map(\.priority) == [.strong])
  }

  @Test func nonFiniteNumbersAreRefusedNotWritten() {
    let x = Variable("x")
    let workload = Workload(
      kind: "bad", n: 1, variables: [x],
      constraints: [Constraint(Expression(x) - Double.nan, .equal)], edits: [])
    #expect(throws: WorkloadError("constraint 0 has a number that is not finite")) {
      try workload.jsonData()
    }
  }
}
