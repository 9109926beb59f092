import LayoutDevices
import AutoLayout

/// App code that reacts to a ``DeviceEnvironment``'s transitions, as a view controller
/// does through `UIContentContainer` and its layout callbacks.
///
/// Every method has an empty default. Hooks may toggle constraint sets, change constants or
/// call ``DeviceEnvironment/setNeedsUpdateConstraints()``; a change made in
/// ``viewDidLayoutSubviews(in:)`` makes the environment run another layout pass, as UIKit
/// does. Hooks run synchronously in the order ``TransitionEvent`` lists.
public protocol ContentContainer: AnyObject {
  /// The traits are about to change to `newTraits` (the environment still has the old ones).
  func willTransition(to newTraits: TraitCollection, in environment: DeviceEnvironment)
    throws(LayoutEngineError)
  /// The window is about to take `size` (the engine still has the old size).
  func viewWillTransition(to size: Size, in environment: DeviceEnvironment)
    throws(LayoutEngineError)
  /// The traits changed (and size-class variations are applied); `previous` is `nil` at
  /// launch.
  func traitCollectionDidChange(_ previous: TraitCollection?, in environment: DeviceEnvironment)
    throws(LayoutEngineError)
  /// The constraint pass (`updateViewConstraints`).
  func updateConstraints(in environment: DeviceEnvironment) throws(LayoutEngineError)
  /// Before the engine lays out.
  func viewWillLayoutSubviews(in environment: DeviceEnvironment) throws(LayoutEngineError)
  /// After the engine laid out; frames are current.
  func viewDidLayoutSubviews(in environment: DeviceEnvironment) throws(LayoutEngineError)
  /// The transition's animation completed.
  func transitionDidComplete(in environment: DeviceEnvironment) throws(LayoutEngineError)
}

/// Empty defaults: a container implements only the callbacks it reacts to.
extension ContentContainer {
  public func willTransition(to newTraits: TraitCollection, in environment: DeviceEnvironment)
    throws(LayoutEngineError)
  {}
  public func viewWillTransition(to size: Size, in environment: DeviceEnvironment)
    throws(LayoutEngineError)
  {}
  public func traitCollectionDidChange(
    _ previous: TraitCollection?, in environment: DeviceEnvironment
  ) throws(LayoutEngineError) {}
  public func updateConstraints(in environment: DeviceEnvironment) throws(LayoutEngineError) {}
  public func viewWillLayoutSubviews(in environment: DeviceEnvironment) throws(LayoutEngineError) {}
  public func viewDidLayoutSubviews(in environment: DeviceEnvironment) throws(LayoutEngineError) {}
  public func transitionDidComplete(in environment: DeviceEnvironment) throws(LayoutEngineError) {}
}
