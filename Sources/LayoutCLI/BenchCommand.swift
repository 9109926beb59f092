import ArgumentParser
import Foundation
import LayoutBench

/// `layout bench`: makes benchmark workloads and times solver backends on them.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Make benchmark workloads and time solver backends on them.",
    discussion: """
      --generate KIND --n N writes a workload (grid, rows, chain or nested; JSON) to standard \
      output; --workload FILE ('-' for standard input) times backends on one. Timing \
      follows the benchmark protocol: build (edits, constraints, values) then one step per \
      edit value. The constraints are added as one batch (--one-by-one: one call each). Prints \
      one JSON object per backend with build_ms, step_us and the final values. Resident \
      memory per constraint comes from one extra build before the timed repetitions, not \
      timed itself.
      """)

  @Option(
    name: .long,
    help: "A workload JSON file ('-' for standard input; at most 4 MiB); repeat for a sweep.")
  var workload: [String] = []

  @Option(name: .long, help: "Write a workload of this kind to standard output instead of timing.")
  var generate: WorkloadGenerator.Kind?

  @Option(name: .long, help: "The generated workload's size (cells, rows, buttons or containers).")
  var n: Int?

  @Option(name: .long, help: "Edit steps after the first size in a generated workload.")
  var rotations: Int = 100

  @Option(name: .long, help: "How a generated workload's container changes size at each step.")
  var edits: WorkloadGenerator.EditPattern = .rotate

  @Option(name: .long, help: "The backend to time.")
  var backend = BackendOption(.cassowary)

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
    if generate != nil {
      guard workload.isEmpty else {
        throw ValidationError("--generate writes a workload; give --workload to a second run")
      }
      guard n != nil else { throw ValidationError("--generate needs --n") }
      return
    }
    guard n == nil else { throw ValidationError("--n goes with --generate") }
    guard !workload.isEmpty else {
      throw ValidationError("give --workload FILE, or --generate KIND --n N to make one")
    }
    guard repetitions >= 1 else { throw ValidationError("--repeat must be at least 1") }
    guard budget > 0 else { throw ValidationError("--budget must be positive") }
  }

  func run() throws {
    if let generate, let n {
      let generator: WorkloadGenerator
      do {
        generator = try WorkloadGenerator(kind: generate, n: n, steps: rotations, pattern: edits)
      } catch {
        throw CLIError(error.description)
      }
      let data = try generator.workload().jsonData()
      // A workload `--workload` would refuse is refused here, before it is written.
      guard data.count + 1 <= Workload.maximumBytes else {
        throw CLIError(
          "the \(generate) workload of n = \(n) is \(data.count + 1) bytes, more than the "
            + "\(Workload.maximumBytes) a workload file may hold; use a smaller --n or fewer --rotations"
        )
      }
      Console.writeOutput(String(decoding: data, as: UTF8.self) + "\n")
      return
    }
    // The plot is written after the timing: a plot over a workload would destroy the
    // input the user timed, so it is refused first, as `-o` naming the input is.
    if let plot, let input = workload.first(where: { LocalFiles().isSameFile(plot, $0) }) {
      throw CLIError(
        "\(plot): --plot names the workload \(input), which the plot would overwrite; "
          + "choose another file for the plot (nothing was run or written)")
    }
    var sweep = SweepTable()
    for path in workload {
      let parsed = try load(path)
      for b in backend.backends {
        var runner = WorkloadRunner(
          workload: parsed, backend: b.name, repeats: repetitions, budgetSeconds: budget
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
            throw CLIError("\(path): \(b.name): \(error)")
          }
          sweep.refuse(
            kind: parsed.kind, n: parsed.n, backend: b.name, reason: error.description)
          if !table {
            FileHandle.standardError.write(Data("\(path): \(b.name): \(error)\n".utf8))
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

  private func load(_ path: String) throws -> Workload {
    let bytes: [UInt8]
    do {
      // One byte past the limit is read, so the workload parser names the limit.
      bytes = try LocalFiles().contents(ofFile: path, limit: Workload.maximumBytes)
    } catch {
      throw CLIError("\(path): cannot read: \(error.reason)")
    }
    let data = Data(bytes)
    do {
      return try Workload(json: data)
    } catch {
      throw CLIError("\(path): \(error)")
    }
  }
}
