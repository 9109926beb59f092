import LayoutCore
import LayoutDevices
import AutoLayout

/// A layout engine's root shown on a simulated device: the window's size, scale, safe area,
/// status bar, size classes and layout direction come from a ``DeviceConfiguration``, and
/// rotations and multitasking resizes play UIKit's callback sequence to a
/// ``ContentContainer`` while the engine re-solves incrementally.
///
/// Creating an environment launches it: the engine takes the configuration, the
/// size-class variations are applied, and the launch sequence runs
/// (`traitCollectionDidChange(nil)`, the constraint pass, a layout pass) — UIKit delivers no
/// `willTransition` at launch (UIContentContainer,
/// developer.apple.com/documentation/uikit/uicontentcontainer).
///
/// ```swift
/// let environment = try DeviceEnvironment(
///   engine: engine, configuration: DeviceConfiguration(device: iPhone15, orientation: .portrait))
/// let report = try environment.rotate(to: .landscapeLeft)
/// report.events   // willTransition, viewWillTransition, traitCollectionDidChange, ...
/// report.work     // pivots, solver adds/removals, variation activations
/// ```
public final class DeviceEnvironment {
  /// The engine whose root is the window.
  public let engine: LayoutEngine
  /// The size-class variations applied on every trait change.
  public let variations: TraitVariations
  /// The app code receiving the callbacks.
  public var observer: (any ContentContainer)?
  /// The orientations the app accepts.
  public let policy: OrientationPolicy
  /// The current configuration.
  public internal(set) var configuration: DeviceConfiguration
  /// Every callback delivered since launch, in order.
  public internal(set) var events: [TransitionEvent] = []
  /// One report per launch, transition and explicit layout, oldest first.
  public internal(set) var reports: [TransitionReport] = []
  /// How many layout passes one transition may take before callbacks that keep changing
  /// constraints are reported as ``AdaptivityError/layoutFeedbackLoop(passes:)``.
  public var maximumLayoutPasses = 8

  /// Whether the next pass starts with the constraint pass (`updateConstraints`).
  var needsUpdateConstraints = true

  /// Puts the engine into `configuration` and plays the launch sequence.
  ///
  /// - Throws: the orientation errors of ``OrientationPolicy/validate(_:on:)`` when the
  ///   configuration is not allowed under `policy`, ``AdaptivityError/engine(_:)`` from
  ///   variations, callbacks or the engine, ``AdaptivityError/layoutFeedbackLoop(passes:)``.
  public init(
    engine: LayoutEngine, configuration: DeviceConfiguration,
    variations: TraitVariations = TraitVariations(), observer: (any ContentContainer)? = nil,
    policy: OrientationPolicy = OrientationPolicy()
  ) throws(AdaptivityError) {
    self.engine = engine
    self.variations = variations
    self.observer = observer
    self.policy = policy
    self.configuration = try Self.revalidate(configuration, under: policy)
    let start = counters()
    engine.apply(self.configuration)
    try variations.apply(traitCollection)
    needsUpdateConstraints = true
    try deliver(.traitCollectionDidChange(previous: nil)) { container throws(LayoutEngineError) in
      try container.traitCollectionDidChange(nil, in: self)
    }
    try runPasses(force: true)
    reports.append(
      TransitionReport(
        from: nil, to: self.configuration, events: events, traitsChanged: true,
        work: work(since: start)))
  }

  /// The window's traits.
  public var traitCollection: TraitCollection { configuration.traitCollection }

  /// The root view.
  public var root: View { engine.root }

  /// The report of the launch.
  public var launchReport: TransitionReport { reports[0] }

  /// Asks for the constraint pass (`updateConstraints`) before the next layout pass, as
  /// UIKit's `setNeedsUpdateConstraints()`.
  public func setNeedsUpdateConstraints() {
    needsUpdateConstraints = true
  }

  /// Runs the constraint and layout passes if something is pending (a constraint changed
  /// outside a transition), with their callbacks.
  ///
  /// - Returns: a report whose events are those passes (empty when nothing was pending).
  /// - Throws: ``AdaptivityError/engine(_:)``, ``AdaptivityError/layoutFeedbackLoop(passes:)``.
  @discardableResult
  public func layoutIfNeeded() throws(AdaptivityError) -> TransitionReport {
    let start = counters()
    let first = events.count
    try runPasses(force: false)
    let report = TransitionReport(
      from: configuration, to: configuration, events: Array(events[first...]),
      traitsChanged: false, work: work(since: start))
    if !report.events.isEmpty { reports.append(report) }
    return report
  }

  /// Rebuilds a configuration under `policy`, so every configuration the environment takes
  /// obeys the environment's masks.
  static func revalidate(_ configuration: DeviceConfiguration, under policy: OrientationPolicy)
    throws(AdaptivityError) -> DeviceConfiguration
  {
    try DeviceConfiguration(
      device: configuration.device, orientation: configuration.orientation,
      multitasking: configuration.multitasking, layoutDirection: configuration.layoutDirection,
      policy: policy)
  }

  /// Records an event and hands it to the observer.
  func deliver(
    _ event: TransitionEvent,
    _ hook: (any ContentContainer) throws(LayoutEngineError) -> Void
  ) throws(AdaptivityError) {
    events.append(event)
    guard let observer else { return }
    do {
      try hook(observer)
    } catch {
      throw .engine(error)
    }
  }

  /// The constraint pass, then layout passes until the layout settles: a constraint changed
  /// in `viewDidLayoutSubviews` invalidates the layout and UIKit lays out again.
  func runPasses(force: Bool) throws(AdaptivityError) {
    var passes = 0
    var force = force
    while force || needsUpdateConstraints || engine.hasPendingLayout {
      force = false
      passes += 1
      guard passes <= maximumLayoutPasses else {
        throw .layoutFeedbackLoop(passes: maximumLayoutPasses)
      }
      if needsUpdateConstraints {
        needsUpdateConstraints = false
        try deliver(.updateConstraints) { container throws(LayoutEngineError) in
          try container.updateConstraints(in: self)
        }
      }
      try deliver(.viewWillLayoutSubviews) { container throws(LayoutEngineError) in
        try container.viewWillLayoutSubviews(in: self)
      }
      events.append(.layoutSubviews)
      do {
        try engine.layoutIfNeeded()
      } catch {
        throw .engine(error)
      }
      try deliver(.viewDidLayoutSubviews) { container throws(LayoutEngineError) in
        try container.viewDidLayoutSubviews(in: self)
      }
    }
  }

  /// The counters a transition's work is measured against.
  struct Counters {
    var engine: EngineStatistics
    var solver: SolverStatistics
    var variations: VariationWork
  }

  func counters() -> Counters {
    Counters(
      engine: engine.statistics, solver: engine.solverStatistics,
      variations: variations.statistics.work)
  }

  func work(since start: Counters) -> TransitionWork {
    let now = counters()
    var work = TransitionWork()
    work.pivots = now.solver.pivots - start.solver.pivots
    work.fullSolves = now.solver.fullSolves - start.solver.fullSolves
    work.solverAdds = now.engine.solverAdds - start.engine.solverAdds
    work.solverRemovals = now.engine.solverRemovals - start.engine.solverRemovals
    work.rootSizeSuggestions = now.engine.rootSizeSuggestions - start.engine.rootSizeSuggestions
    work.layoutPasses = now.engine.layoutPasses - start.engine.layoutPasses
    var variationWork = VariationWork()
    variationWork.activations = now.variations.activations - start.variations.activations
    variationWork.deactivations = now.variations.deactivations - start.variations.deactivations
    variationWork.constantChanges =
      now.variations.constantChanges - start.variations.constantChanges
    variationWork.viewInstalls = now.variations.viewInstalls - start.variations.viewInstalls
    variationWork.viewRemovals = now.variations.viewRemovals - start.variations.viewRemovals
    variationWork.propertyChanges =
      now.variations.propertyChanges - start.variations.propertyChanges
    work.variations = variationWork
    return work
  }
}
