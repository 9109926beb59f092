/// The documented exit codes of the `layout` tool.
public enum ExitStatus: Int32, Sendable, Hashable {
  /// Everything worked and nothing was wrong (or problems were not asked to fail the run).
  case success = 0
  /// The layout has problems: lint errors, or conflicts and other problems under `--strict`.
  case problemsFound = 1
  /// The input could not be used: a malformed or unreadable file, an unknown device, an
  /// over-limit input or a bad option.
  case badInput = 2
  /// Standard output could not be written (a full disk, a closed pipe), so what the command
  /// produced was lost: a run whose output is gone must not look like a success.
  case outputFailed = 3
}
