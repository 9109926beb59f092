import LayoutAdaptivity
import LayoutFormats

/// How much solving a matrix asks for: the file's views times the distinct environments of
/// the configurations (each solved once), known before anything is solved. A run past
/// ``maximum`` is refused rather than left to run for minutes (LIMITS.md).
public struct MatrixWork: Sendable, Hashable {
  /// The most view-environments one matrix solves (views × distinct environments): the
  /// measured cost of a view in one environment keeps a run at the limit within the
  /// issue's 5 s (figures in LIMITS.md).
  public static let maximum = 60_000

  /// The views the layout file declares (the root not counted).
  public var views: Int
  /// The distinct environments (``MatrixSolver/summarise(_:configurations:backend:keyboard:jobs:progress:placements:into:_:)``
  /// solves each once).
  public var environments: Int
  /// The configurations that share them.
  public var configurations: Int
  /// The scenes solved (a storyboard's `--scene all` or `lint`), each its own layout; 1
  /// for a layout file.
  public var scenes: Int = 1
  /// Views × distinct environments, summed over the scenes (each scene's views in that
  /// scene's environments).
  public var amount: Int
  /// The most view-environments this run may solve: ``maximum`` for a layout file; a
  /// storyboard's scenes cost more per view-environment and have a lower limit of their own.
  public var limit = MatrixWork.maximum

  /// The work of solving `source` in `configurations`, a docked `keyboard` shown in each.
  public init(
    _ source: LayoutSource, configurations: [DeviceConfiguration], keyboard: KeyboardChoice? = nil
  ) {
    views = source.layout.views.count { $0.name != LayoutFile.rootName }
    environments = MatrixSolver.environments(of: configurations, keyboard: keyboard).count
    self.configurations = configurations.count
    amount = views * environments
  }

  /// Makes a measure from its counts: one layout's views in its distinct environments.
  public init(views: Int, environments: Int, configurations: Int) {
    self.views = views
    self.environments = environments
    self.configurations = configurations
    amount = views * environments
  }

  /// The work of several scenes of one document solved in the same `configurations`: each
  /// scene's views and the distinct environments that scene is solved in (which can differ
  /// by scene, as a scene's environment depends on its kind). ``environments`` is then the
  /// most any scene has.
  public init(scenes: [(views: Int, environments: Int)], configurations: Int) {
    views = scenes.reduce(0) { $0 + $1.views }
    environments = scenes.map(\.environments).max() ?? 0
    self.configurations = configurations
    self.scenes = scenes.count
    amount = scenes.reduce(0) { $0 + $1.views * $1.environments }
  }

  /// Whether the run is within its ``limit``.
  public var isWithinLimit: Bool { amount <= limit }
}
