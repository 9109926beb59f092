import LayoutDevices
import AutoLayout

/// Why a device configuration, a transition or a variation could not be applied.
///
/// Orientation and multitasking errors are user-input errors whose messages can be shown as
/// they are; ``engine(_:)`` wraps a failure of the layout itself.
public enum AdaptivityError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The device never shows its interface in this orientation (no upside-down portrait on
  /// iPhones without a Home button).
  case unsupportedOrientation(
    device: String, orientation: InterfaceOrientation, supported: InterfaceOrientationMask)
  /// The app's and the view controller's masks have no orientation in common, UIKit's
  /// `UIApplicationInvalidInterfaceOrientation`.
  case noCommonOrientation(
    application: InterfaceOrientationMask, viewController: InterfaceOrientationMask)
  /// The device supports the orientation but the app ∩ view-controller mask excludes it.
  case orientationNotAllowed(
    orientation: InterfaceOrientation, allowed: InterfaceOrientationMask)
  /// The device has no multitasking window of this kind in this orientation (iPhones,
  /// Slide-Over-only iPads in Split View, a 1/2 split in portrait).
  case multitaskingUnavailable(
    device: String, mode: MultitaskingMode, orientation: ScreenOrientation)
  /// The app requires full screen (`UIRequiresFullScreen`), so it never runs in a
  /// multitasking window.
  case requiresFullScreen(mode: MultitaskingMode)
  /// A size-class label such as `wAny hCompact` could not be read.
  case invalidTraitPattern(String, reason: String)
  /// Layout passes kept invalidating the layout (a constraint changed in
  /// `viewDidLayoutSubviews` on every pass).
  case layoutFeedbackLoop(passes: Int)
  /// A view whose installation varies has no superview to return to.
  case viewWithoutSuperview(String)
  /// The engine refused a change (activation, hierarchy edit) or failed to solve.
  case engine(LayoutEngineError)

  public var description: String {
    switch self {
    case .unsupportedOrientation(let device, let orientation, let supported):
      "\(device) does not support the \(orientation) interface orientation "
        + "(supported: \(supported))"
    case .noCommonOrientation(let application, let viewController):
      "UIApplicationInvalidInterfaceOrientation: Supported orientations has no common "
        + "orientation with the application, and [<UIViewController> shouldAutorotate] is "
        + "returning YES (application: \(application); view controller: \(viewController))"
    case .orientationNotAllowed(let orientation, let allowed):
      "the \(orientation) interface orientation is not allowed by the app and view "
        + "controller masks (allowed: \(allowed))"
    case .multitaskingUnavailable(let device, let mode, let orientation):
      "\(device) has no \(mode) multitasking window in \(orientation)"
    case .requiresFullScreen(let mode):
      "the app requires full screen and cannot run in a \(mode) multitasking window"
    case .invalidTraitPattern(let text, let reason):
      "invalid size-class pattern \"\(text)\": \(reason)"
    case .layoutFeedbackLoop(let passes):
      "layout did not settle after \(passes) passes: a layout callback keeps changing "
        + "constraints"
    case .viewWithoutSuperview(let view):
      "\(view) has no superview, so its installation cannot vary by size class"
    case .engine(let error):
      error.description
    }
  }
}
