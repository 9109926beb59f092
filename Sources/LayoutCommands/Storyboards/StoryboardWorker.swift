import AutoLayout
import LayoutCore
import LayoutMatrix
import LayoutRendering
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
  /// A built layout and the report's texts of its constraints, kept together so that a
  /// re-solved layout's constraints are described once, not once per environment (as
  /// ``LayoutMatrix/WorkerEngine`` keeps them for layout files).
  struct Held {
    let layout: StoryboardLayout
    let placementTexts: PlacementTexts

    /// `layout` with no texts made yet in its engine; `values` supplies those made in
    /// other engines (a worker's ``constraintTexts``).
    init(_ layout: StoryboardLayout, values: ConstraintTexts? = nil) {
      self.layout = layout
      self.placementTexts = PlacementTexts(values: values)
    }
  }

  private var slot = ReuseSlot<Held>()
  /// The report's constraint texts by value, for every layout this worker builds: a scene
  /// built afresh per environment has new constraints that read as the last build's.
  let constraintTexts = ConstraintTexts()
  /// Environments answered by re-solving the held layout.
  var reused: Int { slot.reused }
  /// Environments built afresh (including re-solves that were not clean).
  var built: Int { slot.built }

  /// The held layout, handed over, if it is `root`'s on `backend` and can move to
  /// `environment`; nil otherwise.
  func take(_ root: StoryboardRoot, backend: SolverBackend, for environment: StoryboardEnvironment)
    -> Held?
  {
    slot.take {
      $0.layout.root.view.id == root.view.id && $0.layout.engine.backend.name == backend.name
        && $0.layout.canResolve(in: environment)
    }
  }

  /// Keeps `held` again if its re-solve gave a clean `result`; true if so (the result is
  /// the environment's), false if the environment must be built afresh.
  func keep(_ held: Held, after result: StoryboardScreen) -> Bool {
    slot.keep(held, clean: Self.isClean(result, held.layout))
  }

  /// Holds a freshly built layout for the next environment if its `result` is clean.
  func hold(_ fresh: Held, after result: StoryboardScreen) {
    slot.hold(fresh, clean: Self.isClean(result, fresh.layout))
  }

  /// Whether a solve's frames are the same whatever path the engine took to them.
  static func isClean(_ result: StoryboardScreen, _ layout: StoryboardLayout) -> Bool {
    !result.problems.contains { $0.kind.isError } && WorkerEngine.isClean(layout.engine)
  }
}
