import ArgumentParser
import Foundation
import LayoutBench

/// `layout bench`: times solver backends on a shared workload file.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Time solver backends on a workload from ../shared/bench/workloads.py.",
    discussion: """
      Follows the shared timing protocol: build (edits, constraints, values) then one step per \
      edit value. The constraints are added as one batch (--one-by-one: one call each). Prints \
      one JSON object per backend with build_ms, step_us and the final values. Resident \
      memory per constraint comes from one extra build before the timed repetitions, not \
      timed itself.
      """)

  @Option(
    name: .long,
    help: "A workload JSON file ('-' for standard input; at most 256 MiB); repeat for a sweep.")
  var workload: [String]

  @Option(name: .long, help: "cassowary, dense or all.")
  var backend: String = "cassowary"

  @Option(name: .customLong("repeat"), help: "Repetitions (medians are reported).")
  var repetitions: Int = 5

  @Option(name: .long, help: "Wall-clock budget in seconds for the repetitions.")
  var budget: Double = 60

  @Flag(name: .long, help: "Leave the final values out of the JSON.")
  var noValues = false

  @Flag(
    name: .long, help: "Print each backend's solver dump after the last step to standard error.")
  var dump = false

  @Flag(
    name: .long,
    help: "Add the constraints one call each (each checked at once) instead of as one batch.")
  var oneByOne = false

  @Flag(name: .long, help: "Print a Markdown table and the crossover sizes instead of JSON.")
  var table = false

  @Option(name: .long, help: "Write an SVG plot of time against N to this file.")
  var plot: String?

  func validate() throws {
    guard !workload.isEmpty else { throw ValidationError("give at least one --workload") }
    guard repetitions >= 1 else { throw ValidationError("--repeat must be at least 1") }
    guard budget > 0 else { throw ValidationError("--budget must be positive") }
    if backend != "all" && SolverBackend(rawValue: backend) == nil {
      let names = SolverBackend.allCases.map(\.rawValue).joined(separator: ", ")
      throw ValidationError("unknown backend '\(backend)'; expected one of: \(names), all")
    }
  }

  func run() throws {
    var sweep = SweepTable()
    for path in workload {
      let parsed = try load(path)
      let backends = backend == "all" ? SolverBackend.allCases : [SolverBackend(rawValue: backend)!]
      for b in backends {
        var runner = WorkloadRunner(
          workload: parsed, backend: b.rawValue, repeats: repetitions, budgetSeconds: budget
        ) {
          b.makeSolver()
        }
        runner.capturesDump = dump
        runner.addsOneByOne = oneByOne
        let result: BenchResult
        do {
          result = try runner.run()
        } catch {
          // A backend refusing a problem past its size bound is a result of the sweep, not
          // a failure of it.
          guard case .problemTooLarge = error else {
            throw CLIError("\(path): \(b.rawValue): \(error)")
          }
          sweep.refuse(
            kind: parsed.kind, n: parsed.n, backend: b.rawValue, reason: error.description)
          if !table {
            FileHandle.standardError.write(Data("\(path): \(b.rawValue): \(error)\n".utf8))
          }
          continue
        }
        sweep.add(result)
        if !table { Console.writeOutput(result.jsonText(includeValues: !noValues) + "\n") }
        if let text = result.runs.last?.dump {
          FileHandle.standardError.write(Data(text.utf8))
        }
      }
    }
    if table {
      Console.writeOutput(sweep.markdown())
      for line in sweep.crossovers() { Console.writeOutput(line + "\n") }
    }
    if let plot {
      do {
        try LocalFiles().write(SweepPlot.svg(sweep), toFile: plot)
      } catch {
        throw CLIError("\(plot): cannot write: \(error.reason)")
      }
    }
  }

  /// The largest workload file read: far above any benchmark's (a 100,000-constraint
  /// workload is about 10 MB), and an endless input such as `/dev/zero` stops there.
  static let maximumWorkloadSize = 256 << 20

  private func load(_ path: String) throws -> Workload {
    let bytes: [UInt8]
    do {
      bytes = try LocalFiles().contents(ofFile: path, limit: Self.maximumWorkloadSize)
    } catch {
      throw CLIError("\(path): cannot read: \(error.reason)")
    }
    guard bytes.count <= Self.maximumWorkloadSize else {
      throw CLIError(
        "\(path): the workload is larger than the limit of \(Self.maximumWorkloadSize) bytes")
    }
    let data = Data(bytes)
    do {
      return try Workload(json: data)
    } catch {
      throw CLIError("\(path): \(error)")
    }
  }
}
