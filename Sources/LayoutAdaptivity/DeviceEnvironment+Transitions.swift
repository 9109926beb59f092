import LayoutDevices
import AutoLayout

// The order of callbacks follows UIKit (iOS 8+), as Apple documents UIContentContainer:
//   1. willTransition(to:with:) when the traits change — Apple documents it as called before
//      any traitCollectionDidChange(_:) (developer.apple.com/documentation/uikit/
//      uicontentcontainer/willtransition(to:with:));
//   2. viewWillTransition(to:with:) "shortly after", before the size changes
//      (…/uicontentcontainer/viewwilltransition(to:with:));
//   3. inside the transition animation: the new geometry and traits are applied, Interface
//      Builder's size-class variations with them (UIKit swaps them while updating the trait
//      collection, before user code hears of the change), then traitCollectionDidChange(_:);
//   4. the constraint pass (updateViewConstraints) when constraints were invalidated — by
//      the trait change or by setNeedsUpdateConstraints() from a hook — then the layout pass
//      viewWillLayoutSubviews → layoutSubviews (re-solve) → viewDidLayoutSubviews, repeated
//      while callbacks invalidate the layout;
//   5. the coordinator's completion.
// A size-only change (an iPad rotating full screen, most Split View resizes) skips steps 1
// and 3. viewWillTransition is also delivered for a 180° turn, whose size is unchanged,
// since the interface orientation changes; a change of layout direction alone is a trait
// transition without viewWillTransition.

extension DeviceEnvironment {
  /// Rotates the interface to `orientation`, keeping the multitasking arrangement.
  ///
  /// - Returns: the callbacks and work; no events when already in that orientation.
  /// - Throws: ``AdaptivityError/unsupportedOrientation(device:orientation:supported:)``
  ///   when the device never takes that orientation (upside down on iPhones without a Home
  ///   button), ``AdaptivityError/orientationNotAllowed(orientation:allowed:)`` or
  ///   ``AdaptivityError/noCommonOrientation(application:viewController:)`` from the masks,
  ///   ``AdaptivityError/multitaskingUnavailable(device:mode:orientation:)`` (a 1/2 split
  ///   turned to portrait), and the transition errors of ``transition(to:)``. Nothing
  ///   changes when an orientation error is thrown.
  @discardableResult
  public func rotate(to orientation: InterfaceOrientation) throws(AdaptivityError)
    -> TransitionReport
  {
    try transition(to: configuration.rotated(to: orientation, policy: policy))
  }

  /// Reacts to the device turning, as UIKit does: face up, face down, unknown and
  /// orientations outside the device ∩ app ∩ view-controller mask leave the interface as it
  /// is (`nil`); otherwise the interface rotates to the matching interface orientation
  /// (landscape left and right swap between the two).
  ///
  /// - Throws: ``AdaptivityError/noCommonOrientation(application:viewController:)`` (UIKit
  ///   raises), and the errors of ``rotate(to:)`` other than refused orientations.
  public func deviceDidRotate(to deviceOrientation: DeviceOrientation) throws(AdaptivityError)
    -> TransitionReport?
  {
    guard let orientation = deviceOrientation.interfaceOrientation,
      orientation != configuration.orientation
    else { return nil }
    let allowed = try policy.allowedOrientations(on: configuration.device)
    guard allowed.contains(orientation) else { return nil }
    return try rotate(to: orientation)
  }

  /// Moves the app into a multitasking window (`nil`: back to full screen): a resize, the
  /// same sequence as a rotation without an orientation change.
  ///
  /// - Throws: ``AdaptivityError/multitaskingUnavailable(device:mode:orientation:)``,
  ///   ``AdaptivityError/requiresFullScreen(mode:)``, and the transition errors.
  @discardableResult
  public func resize(to multitasking: MultitaskingMode?) throws(AdaptivityError)
    -> TransitionReport
  {
    try transition(to: configuration.resized(to: multitasking, policy: policy))
  }

  /// Switches the layout direction (a trait change: leading and trailing flip).
  ///
  /// - Throws: the transition errors of ``transition(to:)``.
  @discardableResult
  public func setLayoutDirection(_ direction: LayoutDirection) throws(AdaptivityError)
    -> TransitionReport
  {
    try transition(to: configuration.with(layoutDirection: direction, policy: policy))
  }

  /// Moves the window to another configuration, playing UIKit's sequence (see the comment at
  /// the top of this file) and re-solving incrementally: the root size is two edit
  /// suggestions and only the constraints whose variation resolves differently are toggled.
  ///
  /// - Returns: the callbacks and the work; an empty report when nothing changes.
  /// - Throws: orientation and multitasking errors before anything changes (the target is
  ///   re-checked against ``policy``); ``AdaptivityError/engine(_:)`` from variations,
  ///   callbacks or the engine and ``AdaptivityError/layoutFeedbackLoop(passes:)`` part-way,
  ///   leaving the new configuration in place.
  @discardableResult
  public func transition(to target: DeviceConfiguration) throws(AdaptivityError)
    -> TransitionReport
  {
    let new = try Self.revalidate(target, under: policy)
    let old = configuration
    guard new != old else {
      return TransitionReport(
        from: old, to: new, events: [], traitsChanged: false, work: TransitionWork())
    }
    let start = counters()
    let first = events.count
    let oldTraits = old.traitCollection
    let newTraits = new.traitCollection
    let traitsChanged = oldTraits != newTraits
    let size = Size(width: new.windowSize.width, height: new.windowSize.height)
    if traitsChanged {
      try deliver(.willTransition(to: newTraits)) { container throws(LayoutEngineError) in
        try container.willTransition(to: newTraits, in: self)
      }
    }
    if old.windowSize != new.windowSize || old.orientation != new.orientation {
      try deliver(.viewWillTransition(to: size)) { container throws(LayoutEngineError) in
        try container.viewWillTransition(to: size, in: self)
      }
    }
    configuration = new
    engine.apply(new)
    if traitsChanged {
      try variations.apply(newTraits)
      needsUpdateConstraints = true
      try deliver(.traitCollectionDidChange(previous: oldTraits)) {
        container throws(LayoutEngineError) in
        try container.traitCollectionDidChange(oldTraits, in: self)
      }
    }
    try runPasses(force: true)
    try deliver(.transitionCompleted) { container throws(LayoutEngineError) in
      try container.transitionDidComplete(in: self)
    }
    let report = TransitionReport(
      from: old, to: new, events: Array(events[first...]), traitsChanged: traitsChanged,
      work: work(since: start))
    reports.append(report)
    return report
  }
}
