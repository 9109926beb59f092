import LayoutCore
import LayoutTestSupport
import Testing

/// Problems with coefficients and constants up to ``NumericRange/maximumMagnitude``: both
/// backends reach the reference's lexicographic optimum, level by level, within 1e-6 relative
/// to the problem's scale.
@Suite struct LargeMagnitudeTests {
  /// One way of scaling random problems up to the numeric limit.
  struct Scaling: CustomTestStringConvertible, Sendable {
    let name: String
    let seed: UInt64
    let constantScale: Double
    let variableScales: [Double]
    let rowScales: [Double]
    let levelScales: [Double]
    /// Backends known to miss the optimum here (found by this suite; see `check`).
    var knownFailures: Set<String> = []
    var testDescription: String { name }
  }

  static let scalings: [Scaling] = [
    Scaling(
      name: "constants x 2e6", seed: 0x5CA1_E001, constantScale: 2e6, variableScales: [1],
      rowScales: [1], levelScales: [1]),
    Scaling(
      name: "variables x 3e8", seed: 0x5CA1_E002, constantScale: 1, variableScales: [1, 3e8],
      rowScales: [1], levelScales: [1]),
    Scaling(
      name: "rows and levels x 1e6", seed: 0x5CA1_E003, constantScale: 1, variableScales: [1],
      rowScales: [1, 1e6, 1e-6], levelScales: [1, 1e6]),
    Scaling(
      name: "mixed", seed: 0x5CA1_E004, constantScale: 1e3, variableScales: [1, 1e6, 1e-3],
      rowScales: [1, 1e2, 1e-4], levelScales: [1, 1e2, 1e-2]),
  ]

  /// Both backends meet the reference everywhere. The Cassowary backend drops row coefficients
  /// only when they cancel relative to their operands, so a variable scaled by 3e8
  /// (coefficients of 3e-9 elsewhere) keeps them; rows whose numbers are all tiny or all huge
  /// are scaled by a power of two when they enter its tableau (so `1e-6 * x == 0` is not
  /// within its absolute tolerances, and `-1e6 * x - 5e6 <= 0` brings no rounding above them),
  /// with error costs compensated so each level still sums the user's errors. A backend that
  /// misses the optimum here is marked in ``Scaling/knownFailures`` and recorded as a known
  /// issue, so this test fails once it is fixed and the mark must go.
  @Test(arguments: Backend.all, scalings)
  func levelErrorsMatchTheReference(_ backend: Backend, _ scaling: Scaling) throws {
    if scaling.knownFailures.contains(backend.name) {
      withKnownIssue("\(backend.name) misses the optimum at large magnitudes") {
        try check(backend, scaling)
      }
    } else {
      try check(backend, scaling)
    }
  }

  func check(_ backend: Backend, _ scaling: Scaling) throws {
    print("LargeMagnitudeTests \(scaling.name) seed \(scaling.seed)")
    var rng = SeededGenerator(seed: scaling.seed)
    var checked = 0
    for trial in 0..<400 {
      let original = RandomProblem.make(using: &rng)
      guard
        let scaled = ScaledProblem.make(
          original, using: &rng, constantScale: scaling.constantScale,
          variableScales: scaling.variableScales, rowScales: scaling.rowScales,
          levelScales: scaling.levelScales),
        let reference = LexicographicReference.solve(original.constraints)
      else { continue }
      let solver = backend.make()
      try solver.add(scaled.constraints)
      let values = solver.solution()
      let ours = LexicographicReference.levelErrors(of: scaled.constraints) { values[$0] }
      #expect(ours.count == reference.levelErrors.count, "trial \(trial)")
      for (mine, theirs) in zip(ours, reference.levelErrors) {
        let factor = scaled.errorScale[theirs.priority.value]!
        let error = abs(mine.error / factor - theirs.error)
        #expect(
          error <= 1e-6 * (1 + theirs.error),
          "trial \(trial) at \(theirs.priority): \(mine.error / factor) vs \(theirs.error)\n\(original)"
        )
      }
      checked += 1
    }
    #expect(checked >= 300)
  }
}
