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
      edit value. Prints one JSON object per backend with build_ms, step_us and the final values.
      """)

  @Option(name: .long, help: "The workload JSON file ('-' for standard input).")
  var workload: String

  @Option(name: .long, help: "cassowary, dense or all.")
  var backend: String = "cassowary"

  @Option(name: .customLong("repeat"), help: "Repetitions (medians are reported).")
  var repetitions: Int = 5

  @Option(name: .long, help: "Wall-clock budget in seconds for the repetitions.")
  var budget: Double = 60

  @Flag(name: .long, help: "Leave the final values out of the JSON.")
  var noValues = false

  @Flag(name: .long, help: "Print each backend's solver dump after the last step to standard error.")
  var dump = false

  func validate() throws {
    guard repetitions >= 1 else { throw ValidationError("--repeat must be at least 1") }
    guard budget > 0 else { throw ValidationError("--budget must be positive") }
    if backend != "all" && SolverBackend(rawValue: backend) == nil {
      let names = SolverBackend.allCases.map(\.rawValue).joined(separator: ", ")
      throw ValidationError("unknown backend '\(backend)'; expected one of: \(names), all")
    }
  }

  func run() throws {
    let data: Data
    do {
      data = workload == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: workload))
    } catch {
      throw CLIError("\(workload): cannot read: \(error.localizedDescription)")
    }
    let parsed: Workload
    do {
      parsed = try Workload(json: data)
    } catch {
      throw CLIError("\(workload): \(error)")
    }
    let backends = backend == "all" ? SolverBackend.allCases : [SolverBackend(rawValue: backend)!]
    for b in backends {
      var runner = WorkloadRunner(workload: parsed, backend: b.rawValue, repeats: repetitions, budgetSeconds: budget) {
        b.makeSolver()
      }
      runner.capturesDump = dump
      do {
        let result = try runner.run()
        print(result.jsonText(includeValues: !noValues))
        if let text = result.runs.last?.dump {
          FileHandle.standardError.write(Data(text.utf8))
        }
      } catch {
        throw CLIError("\(workload): \(b.rawValue): \(error)")
      }
    }
  }
}
