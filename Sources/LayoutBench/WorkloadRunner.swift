import Foundation
import LayoutCore

/// Times a solver backend on a workload with the benchmark protocol: build (edits, constraints,
/// values), then one step per edit value.
///
/// Per repetition, with a fresh solver: add the edit variables and suggest their first values,
/// add every constraint, and read every value (together `build_ms`); then per step, suggest
/// every edit's next value and read every value (one `step_us`). Medians over repetitions.
///
/// The constraints go in as one atomic batch (``LayoutSolver/add(_:)-([Constraint])``), which a
/// backend may check more cheaply than one add at a time (the Cassowary backend adds them one
/// by one; the dense backend proves the batch feasible with the solve the read needs anyway);
/// ``addsOneByOne`` times single adds instead, each checked at once.
public struct WorkloadRunner {
  public var workload: Workload
  public var makeSolver: () -> any LayoutSolver
  public var backend: String
  public var repeats: Int
  /// Wall-clock budget: later repetitions start only if they are expected to finish in it.
  public var budgetSeconds: Double
  /// Whether each repetition keeps the solver's dump (costly on large tableaux).
  public var capturesDump = false
  /// Whether constraints are added one call each rather than as one batch.
  public var addsOneByOne = false
  /// Whether ``run()`` first measures the build's memory in an extra, untimed build.
  public var measuresMemory = true

  public init(
    workload: Workload, backend: String, repeats: Int = 5, budgetSeconds: Double = 60,
    makeSolver: @escaping () -> any LayoutSolver
  ) {
    self.workload = workload
    self.backend = backend
    self.repeats = repeats
    self.budgetSeconds = budgetSeconds
    self.makeSolver = makeSolver
  }

  /// One repetition's measurements.
  public struct Repetition {
    public var buildMilliseconds: Double
    public var stepMicroseconds: [Double]
    public var values: [Double]
    public var statistics: SolverStatistics
    /// The solver's dump after the last step, when the runner captures it.
    public var dump: String?
  }

  /// Runs one repetition.
  public func runOnce() throws(LayoutError) -> Repetition {
    let clock = ContinuousClock()
    var values: [Double] = []
    let start = clock.now
    let solver = try build(readingInto: &values)
    let build = start.duration(to: clock.now)
    var steps: [Double] = []
    if workload.stepCount > 0 {
      for k in 1...workload.stepCount {
        let s = clock.now
        for edit in workload.edits {
          try solver.suggestValue(edit.values[k], for: edit.variable)
        }
        solver.values(of: workload.variables, into: &values)
        steps.append(s.duration(to: clock.now).microseconds)
      }
    }
    return Repetition(
      buildMilliseconds: build.microseconds / 1000, stepMicroseconds: steps, values: values,
      statistics: solver.statistics, dump: capturesDump ? solver.dump() : nil)
  }

  /// The growth of resident memory over one build, in bytes.
  ///
  /// Freed heap pages are handed back first (glibc's `malloc_trim`), so the growth counts
  /// the solver's own allocations rather than pages the parsed workload left behind. This
  /// build is not timed: trimming makes a build pay for first touching every page (about a
  /// fifth of the rows workload's build time), which the timed repetitions should not mix
  /// with the solver's own cost.
  public func measureBuildMemory() throws(LayoutError) -> Int {
    ResidentMemory.releaseFreedMemory()
    let before = ResidentMemory.currentBytes()
    var values: [Double] = []
    let solver = try build(readingInto: &values)
    let grown = ResidentMemory.currentBytes() - before
    withExtendedLifetime(solver) {}
    return max(0, grown)
  }

  /// The protocol's build: a fresh solver with the edits suggested, every constraint added
  /// and every value read.
  private func build(readingInto values: inout [Double]) throws(LayoutError) -> any LayoutSolver {
    let solver = makeSolver()
    for edit in workload.edits {
      try solver.addEditVariable(edit.variable, priority: edit.priority)
    }
    for edit in workload.edits {
      try solver.suggestValue(edit.values[0], for: edit.variable)
    }
    if addsOneByOne {
      for constraint in workload.constraints {
        try solver.add(constraint)
      }
    } else {
      try solver.add(workload.constraints)
    }
    solver.values(of: workload.variables, into: &values)
    return solver
  }

  /// Runs the repetitions within the budget and summarises them as the shared JSON shape.
  public func run() throws(LayoutError) -> BenchResult {
    let clock = ContinuousClock()
    let start = clock.now
    let memory = measuresMemory ? try measureBuildMemory() : nil
    var runs: [Repetition] = []
    var last = start.duration(to: clock.now).seconds
    for rep in 0..<max(1, repeats) {
      let elapsed = start.duration(to: clock.now).seconds
      if rep > 0 && elapsed + last > budgetSeconds { break }
      let t = clock.now
      runs.append(try runOnce())
      last = t.duration(to: clock.now).seconds
    }
    return BenchResult(
      backend: backend, workload: workload, runs: runs, residentBytesGrowth: memory)
  }
}

extension Duration {
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }

  var microseconds: Double { seconds * 1e6 }
}
