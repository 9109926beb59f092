import AutoLayout
import LayoutCore
import LayoutMatrix
import LayoutStoryboard

/// The storyboard layout a matrix worker keeps from one environment to the next, so that the
/// next environment of the same scene that installs the same content is re-solved in place
/// (``StoryboardLayout/resolve(in:)``) rather than built into a new engine, as
/// ``LayoutMatrix/WorkerEngine`` does for layout files: building was most of a storyboard
/// matrix run's cost.
///
/// Only a clean solve is kept and only a clean re-solve is used (no error-severity problem,
/// no broken or refused constraint, no text left unmeasured, no feedback loop): a conflict's
/// victim and an ambiguous view's values depend on the solver's path, so those environments
/// are built afresh, as `layout solve` builds them. One worker serves one thread and one
/// document; it is not shared.
final class StoryboardWorker {
  private var slot = ReuseSlot<StoryboardLayout>()
  /// Environments answered by re-solving the held layout.
  var reused: Int { slot.reused }
  /// Environments built afresh (including re-solves that were not clean).
  var built: Int { slot.built }

  /// The held layout, handed over, if it is `root`'s on `backend` and can move to
  /// `environment`; nil otherwise.
  func take(_ root: StoryboardRoot, backend: SolverBackend, for environment: StoryboardEnvironment)
    -> StoryboardLayout?
  {
    slot.take {
      $0.root.view.id == root.view.id && $0.engine.backend.name == backend.name
        && $0.canResolve(in: environment)
    }
  }

  /// Keeps `layout` again if its re-solve gave a clean `result`; true if so (the result is
  /// the environment's), false if the environment must be built afresh.
  func keep(_ layout: StoryboardLayout, after result: StoryboardScreen) -> Bool {
    slot.keep(layout, clean: Self.isClean(result, layout))
  }

  /// Holds a freshly built layout for the next environment if its `result` is clean.
  func hold(_ layout: StoryboardLayout, after result: StoryboardScreen) {
    slot.hold(layout, clean: Self.isClean(result, layout))
  }

  /// Whether a solve's frames are the same whatever path the engine took to them.
  static func isClean(_ result: StoryboardScreen, _ layout: StoryboardLayout) -> Bool {
    !result.problems.contains { $0.kind.isError } && WorkerEngine.isClean(layout.engine)
  }
}
