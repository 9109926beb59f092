import Foundation

extension CLIRunner {
  /// Where a run's standard output goes when it cannot be written.
  enum BrokenOutput: String, CustomStringConvertible, CaseIterable, Sendable {
    /// `/dev/full`: every write fails with "No space left on device".
    case fullDisk
    /// A pipe whose reading end is closed: every write fails with "Broken pipe".
    case closedPipe

    var description: String { rawValue }

    /// The reason the system gives for the failed write.
    var reason: String {
      switch self {
      case .fullDisk: "No space left on device"
      case .closedPipe: "Broken pipe"
      }
    }
  }

  /// Runs `layout` in the fixtures folder with standard output broken as `output` says and
  /// `input` on standard input; the result's standard output is always empty.
  static func run(_ arguments: [String], brokenOutput output: BrokenOutput, input: Data = Data())
    throws -> Result
  {
    try launch(arguments, input: .file(input), output: .broken(output), in: fixtures)
  }
}
