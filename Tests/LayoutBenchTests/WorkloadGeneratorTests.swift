import Foundation
import LayoutBench
import LayoutCore
import Testing

/// The benchmark workload generator: exact small workloads, the sizes of each family, the JSON
/// round trip, bounds, and (when `../shared/bench` is beside the repository) agreement with
/// the original Python generator term for term.
@Suite struct WorkloadGeneratorTests {
  /// One button between two spacers, dragged from 375 to 667 wide: every constraint written
  /// out, in the format's order.
  @Test func chainOfOneIsExact() throws {
    let workload = try WorkloadGenerator(kind: .chain, n: 1, steps: 1, pattern: .drag).workload()
    #expect(
      workload.variables.map(\.name) == [
        "W", "H", "spacer0.l", "spacer0.w", "spacer1.l", "spacer1.w", "button0.l", "button0.t",
        "button0.w", "button0.h",
      ])
    #expect(
      workload.constraints.map(\.description) == [
        "W >= 0", "H >= 0", "spacer0.l == 0", "spacer0.w >= 0", "button0.w >= 0",
        "button0.l - spacer0.l - spacer0.w == 0", "spacer1.l - button0.l - button0.w == 0",
        "button0.w - 300 >= 0 @750", "button0.w - 300 <= 0 @250", "button0.h - 44 >= 0 @750",
        "button0.h - 44 <= 0 @250", "button0.t + 0.5 * button0.h - 0.5 * H == 0",
        "spacer1.w - spacer0.w == 0", "spacer1.l + spacer1.w - W == 0",
      ])
    #expect(workload.edits.map(\.values) == [[375, 667], [667, 667]])
    #expect(workload.edits.map(\.priority) == [.strong, .strong])
  }

  @Test(arguments: [
    (WorkloadGenerator.Kind.grid, 1, 6, 10), (.grid, 10, 42, 94), (.grid, 37, 150, 340),
    (.rows, 1, 16, 29), (.rows, 10, 97, 218), (.rows, 37, 340, 785),
    (.chain, 1, 10, 14), (.chain, 10, 64, 95), (.chain, 37, 226, 338),
    (.nested, 1, 6, 10), (.nested, 10, 42, 72), (.nested, 37, 150, 262),
  ])
  func familySizes(kind: WorkloadGenerator.Kind, n: Int, variables: Int, constraints: Int)
    throws
  {
    let workload = try WorkloadGenerator(kind: kind, n: n, steps: 2).workload()
    #expect(workload.variables.count == variables)
    #expect(workload.constraints.count == constraints)
    #expect(workload.kind == kind.rawValue)
    #expect(workload.n == n)
    #expect(workload.stepCount == 2)
    #expect(workload.edits[0].values == [375, 667, 375])
    #expect(workload.edits[1].values == [667, 375, 667])
  }

  @Test(arguments: WorkloadGenerator.Kind.allCases)
  func jsonRoundTrip(kind: WorkloadGenerator.Kind) throws {
    let workload = try WorkloadGenerator(kind: kind, n: 12, steps: 3).workload()
    let read = try Workload(json: try workload.jsonData())
    #expect(read.variables.map(\.name) == workload.variables.map(\.name))
    #expect(read.constraints.map(\.description) == workload.constraints.map(\.description))
    #expect(read.edits.map(\.values) == workload.edits.map(\.values))
  }

  @Test func refusesSizesOutsideTheBounds() {
    #expect(throws: WorkloadError("n must be between 1 and 2500, not 0")) {
      try WorkloadGenerator(kind: .grid, n: 0)
    }
    #expect(throws: WorkloadError("n must be between 1 and 2500, not 2501")) {
      try WorkloadGenerator(kind: .grid, n: 2_501)
    }
    #expect(throws: WorkloadError("the step count must be between 0 and 100000, not -1")) {
      try WorkloadGenerator(kind: .grid, n: 3, steps: -1)
    }
    #expect(throws: WorkloadError("the portrait size must be positive and finite")) {
      try WorkloadGenerator(kind: .grid, n: 3, portrait: (0, 667))
    }
  }

  /// `../shared/bench/workloads.py` beside the repository (a development aid, absent from a
  /// clone alone): the same variables, constraints and edits, in the same order.
  static let pythonScript: URL? = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    let script = url.appendingPathComponent("shared/bench/workloads.py")
    return FileManager.default.fileExists(atPath: script.path) ? script : nil
  }()

  @Test(
    .enabled(if: pythonScript != nil, "needs ../shared/bench/workloads.py beside the repository"),
    arguments: WorkloadGenerator.Kind.allCases, [1, 2, 7, 16, 50])
  func matchesThePythonGenerator(kind: WorkloadGenerator.Kind, n: Int) throws {
    for pattern in WorkloadGenerator.EditPattern.allCases {
      let ours = try WorkloadGenerator(kind: kind, n: n, steps: 3, pattern: pattern).workload()
      let theirs = try Workload(
        json: try Self.runPython(kind: kind.rawValue, n: n, pattern: pattern.rawValue))
      #expect(ours.variables.map(\.name) == theirs.variables.map(\.name))
      #expect(ours.constraints.map(\.description) == theirs.constraints.map(\.description))
      #expect(ours.edits.map(\.values) == theirs.edits.map(\.values))
    }
  }

  static func runPython(kind: String, n: Int, pattern: String) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", pythonScript!.path, "--kind", kind, "--n", String(n), "--rotations", "3",
      "--edits", pattern,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return data
  }
}
