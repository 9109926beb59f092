import AutoLayout
import LayoutAdaptivity
import LayoutRendering

/// One layout solved in one device configuration: the frames as a snapshot for the
/// renderers and every problem found.
public struct SolvedScreen: Sendable {
  /// Where the layout was solved.
  public var configuration: DeviceConfiguration
  /// Frames and engine diagnostics; empty views when the layout could not be built.
  public var snapshot: LayoutSnapshot
  /// Errors and warnings, most severe first.
  public var problems: [LayoutProblem]
  /// The linear system the engine solved, when the layout could be built and the solve was
  /// asked to keep it (a matrix does not).
  public var system: LayoutEngine.SolverSystem?

  /// Makes a result.
  public init(
    configuration: DeviceConfiguration, snapshot: LayoutSnapshot, problems: [LayoutProblem],
    system: LayoutEngine.SolverSystem? = nil
  ) {
    self.configuration = configuration
    self.snapshot = snapshot
    self.problems = problems
    self.system = system
  }

  /// `ok`, or the kind of the worst problem.
  public var status: String { problems.status }

  /// Whether any problem is an error (a conflict, ambiguity, a failure).
  public var hasErrors: Bool { problems.contains { $0.kind.isError } }
}
