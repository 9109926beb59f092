/// One configuration of the interactive report: the solved snapshot and the problems the
/// command found in it (the renderer does not judge layouts itself).
public struct ReportScreen: Hashable, Sendable {
  /// The frames, labels and engine diagnostics.
  public var snapshot: LayoutSnapshot
  /// The problems, most severe first.
  public var problems: [ReportProblem]

  /// Makes a screen.
  public init(snapshot: LayoutSnapshot, problems: [ReportProblem] = []) {
    self.snapshot = snapshot
    self.problems = problems
  }

  /// `ok`, or the kind of the first (worst) problem.
  public var status: String { problems.first?.kind ?? "ok" }
}

/// One problem of a configuration as the report shows it.
public struct ReportProblem: Hashable, Sendable {
  /// The kind (`unsatisfiable`, `off-screen`, ...).
  public var kind: String
  /// One line saying what is wrong.
  public var message: String
  /// `file:line:column` where the problem points, if anywhere.
  public var location: String?
  /// Whether it is an error rather than a warning.
  public var isError: Bool

  /// Makes a problem.
  public init(kind: String, message: String, location: String? = nil, isError: Bool) {
    self.kind = kind
    self.message = message
    self.location = location
    self.isError = isError
  }
}
