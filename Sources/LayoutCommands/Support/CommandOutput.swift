/// What a command produced: the text for standard output and standard error and the exit
/// status. Files a command writes go through its ``FileAccess``.
public struct CommandOutput: Sendable, Hashable {
  /// The text for standard output.
  public var standardOutput: String
  /// Binary data for standard output (a PNG), written after ``standardOutput``.
  public var standardOutputBytes: [UInt8] = []
  /// The text for standard error (errors, warnings, notes).
  public var standardError: String
  /// The exit status.
  public var status: ExitStatus

  /// Makes an output.
  public init(
    standardOutput: String = "", standardError: String = "", status: ExitStatus = .success
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.status = status
  }

  /// The output of a command that failed before producing anything.
  public init(failure: CommandError) {
    self.init(standardError: failure.report, status: failure.status)
  }

  /// The output of `body`, or the failure output of the error it throws: an action's `run`
  /// around its throwing `execute`.
  static func catching(_ body: () throws(CommandError) -> CommandOutput) -> CommandOutput {
    do {
      return try body()
    } catch {
      return CommandOutput(failure: error)
    }
  }
}
