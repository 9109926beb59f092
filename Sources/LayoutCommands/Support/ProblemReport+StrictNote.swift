import LayoutMatrix

extension ProblemReport {
  /// The closing note of a run that reported errors yet succeeds: without `--strict`,
  /// problems are reported but do not fail the run, and a reader of `error:` lines should
  /// not have to guess why the status is 0. Empty when no problem is an error.
  public static func strictNote(_ problems: [LayoutProblem], strict: Bool) -> String {
    let errors = problems.filter(\.kind.isError).count
    guard !strict, errors > 0 else { return "" }
    return "note: \(errors) \(errors == 1 ? "error" : "errors") reported; the exit status is "
      + "still 0, since problems fail the run only with --strict\n"
  }
}
