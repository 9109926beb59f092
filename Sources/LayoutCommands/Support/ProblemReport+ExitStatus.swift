import LayoutMatrix

extension ProblemReport {
  /// The exit status of a run that solved layouts with `problems`, the one rule of `solve`,
  /// `render`, `animate` and `matrix` for layout files, storyboards and xibs alike: a layout
  /// that could not be built or solved (`failed`: there is nothing to show) fails the run
  /// with or without `--strict`; any other problem fails it only with `--strict`.
  public static func exitStatus(_ problems: some Sequence<LayoutProblem>, strict: Bool)
    -> ExitStatus
  {
    problems.contains { $0.kind == .failed || strict } ? .problemsFound : .success
  }
}
