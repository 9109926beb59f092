import Foundation
import LayoutBench
import LayoutCore
import Testing

@Suite struct WorkloadTests {
  let sample = """
    {"meta": {"kind": "tiny", "n": 1}, "variables": ["W", "x"],
     "constraints": [
       {"terms": [[1, 1], [-1, 0]], "constant": 10, "op": "<=", "strength": "required"},
       {"terms": [[1, 1]], "constant": -100, "op": "==", "strength": 250}],
     "edits": [{"var": 0, "strength": "strong", "values": [375, 667, 375]}]}
    """

  @Test func readsTheSharedFormat() throws {
    let workload = try Workload(json: Data(sample.utf8))
    #expect(workload.kind == "tiny")
    #expect(workload.variables.map(\.name) == ["W", "x"])
    #expect(workload.constraints.count == 2)
    #expect(workload.constraints[0].relation == .lessThanOrEqual)
    #expect(workload.constraints[0].priority == .required)
    #expect(workload.constraints[1].priority == 250)
    #expect(workload.edits[0].priority == .strong)
    #expect(workload.stepCount == 2)
  }

  @Test(arguments: [
    ("[1, 2]", "the top level is not an object"),
    ("{\"variables\": 3}", "'variables' is not a list of names"),
    (
      "{\"variables\": [\"a\"], \"constraints\": [{\"terms\": [[1, 5]], \"constant\": 0, \"op\": \"==\", \"strength\": 1}]}",
      "constraint 0: a term is not [coefficient, variable index]"
    ),
    (
      "{\"variables\": [\"a\"], \"constraints\": [{\"terms\": [[1, 0]], \"constant\": 0, \"op\": \"=\", \"strength\": 1}]}",
      "constraint 0: 'op' is not ==, <= or >="
    ),
    (
      "{\"variables\": [\"a\"], \"constraints\": [{\"terms\": [[1, 0]], \"constant\": 0, \"op\": \"==\", \"strength\": \"mighty\"}]}",
      "constraint 0: unknown strength 'mighty'"
    ),
    (
      "{\"variables\": [\"a\"], \"constraints\": [{\"terms\": [[1, 0]], \"constant\": 0, \"op\": \"==\", \"strength\": 0.5}]}",
      "constraint 0: priority 0.5 is outside 1...1000"
    ),
  ])
  func reportsMalformedInput(_ json: String, _ message: String) {
    #expect(throws: WorkloadError(message)) { try Workload(json: Data(json.utf8)) }
  }

  @Test func runsTheTimingProtocolOnEveryBackend() throws {
    let workload = try Workload(json: Data(sample.utf8))
    for backend in SolverBackend.all {
      let runner = WorkloadRunner(workload: workload, backend: backend.name, repeats: 2) {
        backend.makeSolver()
      }
      let result = try runner.run()
      #expect(result.runs.count == 2)
      #expect(result.runs[0].stepMicroseconds.count == 2)
      // Back in portrait: x hugs 100 but must stay 10 below W = 375.
      #expect(result.runs[0].values == [375, 100])
      let json = result.json()
      #expect(json["backend"] as? String == backend.name)
      #expect((json["values"] as? [Double]) == [375, 100])
    }
  }

  @Test func measuresMemoryOnlyWhenAsked() throws {
    let workload = try Workload(json: Data(sample.utf8))
    var runner = WorkloadRunner(workload: workload, backend: "cassowary", repeats: 1) {
      SolverBackend.cassowary.makeSolver()
    }
    let measured = try runner.run()
    let memory = try #require(measured.json()["memory"] as? [String: Any])
    #expect(memory["bytes_per_constraint"] as? Double == measured.bytesPerConstraint)
    #expect(measured.residentBytesGrowth != nil)
    runner.measuresMemory = false
    let unmeasured = try runner.run()
    #expect(unmeasured.bytesPerConstraint == nil)
    let keys = try #require(unmeasured.json()["memory"] as? [String: Any]).keys
    #expect(Array(keys) == ["peak_rss_bytes"])
  }
}

@Suite struct SweepTableTests {
  func entry(_ kind: String, _ n: Int, _ backend: String, _ build: Double, _ step: Double)
    -> SweepTable.Entry
  {
    SweepTable.Entry(
      kind: kind, n: n, backend: backend, buildMilliseconds: build, stepMicroseconds: step,
      pivots: 0)
  }

  @Test func tableShowsTheP90StepTime() throws {
    var table = SweepTable(entries: [
      SweepTable.Entry(
        kind: "chain", n: 100, backend: "cassowary", buildMilliseconds: 8.5,
        stepMicroseconds: 200, stepP90Microseconds: 1450.25, pivots: 7)
    ])
    #expect(
      table.markdown().split(separator: "\n").map(String.init) == [
        "| workload | N | backend | build ms | step µs | step µs p90 | pivots |",
        "|---|---|---|---|---|---|---|",
        "| chain | 100 | cassowary | 8.5 | 200 | 1450.3 | 7 |",
      ])
    // A measured result carries its p90 into the table, equal to the JSON's.
    let workload = try Workload(json: Data(WorkloadTests().sample.utf8))
    let result = try WorkloadRunner(workload: workload, backend: "cassowary", repeats: 3) {
      SolverBackend.cassowary.makeSolver()
    }.run()
    table.add(result)
    let p90 = try #require(result.stepP90Microseconds)
    #expect(table.entries[1].stepP90Microseconds == p90)
    let timings = try #require(result.json()["timings"] as? [String: Any])
    #expect((timings["step_us_p90"] as? [String: Double])?["median"] == p90)
  }

  @Test func findsCrossovers() {
    let table = SweepTable(entries: [
      entry("grid", 10, "cassowary", 0.4, 2), entry("grid", 10, "dense", 0.3, 6),
      entry("grid", 30, "cassowary", 1.4, 30), entry("grid", 30, "dense", 1.6, 59),
    ])
    #expect(
      table.crossovers() == [
        "grid build, cassowary vs dense: dense faster from N = 10, cassowary from N = 30",
        "grid step, cassowary vs dense: cassowary faster from N = 10",
      ])
    #expect(
      table.markdown().split(separator: "\n")[2] == "| grid | 10 | cassowary | 0.4 | 2 | - | 0 |")
    var refused = table
    refused.refuse(kind: "rows", n: 300, backend: "dense", reason: "problem too large: 9 cells")
    #expect(
      refused.markdown().hasSuffix(
        "| rows | 300 | dense | refused: problem too large: 9 cells | - | - | - |\n"))
    let svg = SweepPlot.svg(table)
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.contains("grid — dense"))
    #expect(svg.components(separatedBy: "<polyline").count == 5)
  }
}

@Suite struct DemoScreenTests {
  @Test func rendersBothOrientations() throws {
    #expect(
      try DemoScreen.render() == """
        portrait 375x667
          title  (20, 40, 335, 44)
          back   (20, 603, 99.5, 44)
          share  (127.5, 603, 120, 44)
          done   (255.5, 603, 99.5, 44)
        landscape 667x375
          title  (20, 40, 627, 44)
          back   (20, 311, 245.5, 44)
          share  (273.5, 311, 120, 44)
          done   (401.5, 311, 245.5, 44)

        """)
  }

  /// Past the size limit a workload is refused before its JSON is parsed.
  @Test func workloadsPastTheSizeLimitAreRefused() {
    var data = Data(#"{"variables": [], "constraints": []}"#.utf8)
    data.append(Data(repeating: 0x20, count: Workload.maximumBytes + 1 - data.count))
    #expect(throws: WorkloadError("larger than the limit of 4194304 bytes for workload files")) {
      try Workload(json: data)
    }
    data.removeLast()
    #expect(throws: Never.self) { try Workload(json: data) }
  }
}
