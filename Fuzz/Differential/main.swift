import SolverFuzzing

#if canImport(Glibc)
  import Glibc
#endif

/// The randomised differential runner behind `Tools/differential COUNT SEED [--reference]
/// [--bulk] [--bulk-size standard|large]`: scenario `i` is ``RandomScenario/make(seed:)`` (``RandomScenario/makeBulk(seed:)``
/// with `--bulk`) with seed `SEED + i`, replayed against
/// both backends by ``DifferentialChecker``. Prints progress, the totals and every
/// disagreement with the seed that reproduces it (`Tools/differential 1 THAT_SEED`); exits 1
/// when there was any.
@main struct DifferentialRunner {
  static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    let count = arguments.first.flatMap { Int($0) } ?? 100_000
    let seed = arguments.dropFirst().first.flatMap { UInt64($0) } ?? 0xD1FF_5EED
    let checksReference = arguments.contains("--reference")
    let verbose = arguments.contains("--verbose")
    var bulkSize = RandomScenario.BulkSize.standard
    if let index = arguments.firstIndex(of: "--bulk-size"),
      arguments.index(after: index) < arguments.endIndex
    {
      guard let size = RandomScenario.BulkSize(rawValue: arguments[arguments.index(after: index)])
      else {
        print("--bulk-size takes standard or large")
        exit(2)
      }
      bulkSize = size
    }
    let bulk = arguments.contains("--bulk") || arguments.contains("--bulk-size")
    print(
      "differential: \(count) \(bulk ? "bulk (\(bulkSize.rawValue)) " : "")scenarios from seed \(seed), reference LP \(checksReference ? "on" : "off")"
    )
    var checker = DifferentialChecker(checksReference: checksReference)
    var disagreements = 0
    let started = clock()
    for index in 0..<count {
      let scenarioSeed = seed &+ UInt64(index)
      let script =
        bulk
        ? RandomScenario.makeBulk(seed: scenarioSeed, size: bulkSize)
        : RandomScenario.make(seed: scenarioSeed)
      if verbose {
        print("scenario seed \(scenarioSeed):\n\(script)")
        fflush(stdout)
      }
      if let disagreement = checker.check(script) {
        disagreements += 1
        print("DISAGREEMENT, scenario seed \(scenarioSeed)\nscript:\n\(script)\n\(disagreement)")
      }
      if (index + 1) % 10_000 == 0 {
        print("  \(index + 1) scenarios, \(disagreements) disagreements")
        fflush(stdout)
      }
    }
    let seconds = Double(clock() - started) / Double(CLOCKS_PER_SEC)
    print("done: \(count) scenarios, \(disagreements) disagreements, \(Int(seconds)) s CPU")
    print("checker: \(checker.statistics)")
    exit(disagreements == 0 ? 0 : 1)
  }
}
