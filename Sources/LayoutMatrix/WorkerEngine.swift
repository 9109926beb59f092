import AutoLayout
import LayoutAdaptivity
import LayoutCore
import LayoutFormats
import LayoutRendering

/// The engine a matrix worker keeps from one environment to the next, with the design built
/// in it, so that the next environment with the same design is re-solved in place (window
/// size, scale, safe area, size class, content size: ``AutoLayout/LayoutEngine/apply(_:)``)
/// rather than built in a new engine: building engines was most of a matrix run's cost.
///
/// Only a clean solve is kept and only a clean re-solve is used: no error-severity problem
/// (conflict, refused constraint, feedback loop, ambiguity, failure), no broken constraint
/// and no text left unmeasured. A clean solution is the unique optimum of its constraints,
/// whatever path the solver took to it, while a conflict is broken in install order and an
/// ambiguous view keeps whatever value the path left: those environments are built afresh,
/// as `layout solve` builds them. One worker serves one thread; it is not shared.
package final class WorkerEngine {
  /// An engine with a design installed and solved.
  package struct Held {
    let engine: LayoutEngine
    let design: LayoutDesign
    let lowered: LoweredLayout
    /// The engine's constraints described for the interactive report, kept with it.
    let placementTexts = PlacementTexts()
  }

  private var slot = ReuseSlot<Held>()
  /// Environments answered by re-solving the held engine.
  package var reused: Int { slot.reused }
  /// Environments built in a fresh engine (including re-solves that were not clean).
  package var built: Int { slot.built }

  package init() {}

  /// The held engine, handed over, if it holds `design` for `backend` in `configuration`'s
  /// layout direction (a direction change regenerates generated constraints); nil otherwise.
  func take(_ design: LayoutDesign, for configuration: DeviceConfiguration, backend: SolverBackend)
    -> Held?
  {
    slot.take {
      $0.engine.backend.name == backend.name
        && $0.engine.layoutDirection == configuration.layoutDirection && $0.design == design
    }
  }

  /// Keeps `held` again if its re-solve gave a clean `result`; true if so (the result is the
  /// environment's), false if the environment must be built afresh.
  func keep(_ held: Held, after result: SolvedScreen) -> Bool {
    slot.keep(held, clean: Self.isClean(result, held.engine))
  }

  /// Holds a freshly built engine for the next environment if its `result` is clean.
  func hold(_ fresh: Held, after result: SolvedScreen) {
    slot.hold(fresh, clean: Self.isClean(result, fresh.engine))
  }

  /// Whether a solve's frames are the same whatever path the engine took to them.
  package static func isClean(_ result: SolvedScreen, _ engine: LayoutEngine) -> Bool {
    !result.problems.contains { $0.kind.isError } && isClean(engine)
  }

  /// Whether a solved engine shows nothing that makes its frames depend on its path (a
  /// broken or refused constraint, text not measured, a feedback loop, a keyboard), before
  /// its problems are read: a re-solve that fails this is built afresh without reading
  /// them (ambiguity needs the read).
  package static func isClean(_ engine: LayoutEngine) -> Bool {
    engine.brokenConstraints.isEmpty && engine.rejections.isEmpty && engine.textErrors.isEmpty
      && !engine.hasLayoutFeedbackLoop && engine.keyboardHeight == 0
  }
}
