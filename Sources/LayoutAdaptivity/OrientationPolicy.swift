import LayoutDevices

/// Which interface orientations an app takes: the app's mask (Info.plist
/// `UISupportedInterfaceOrientations`) intersected with the visible view controller's
/// `supportedInterfaceOrientations`, within what the device itself supports.
///
/// Rules from UIViewController.supportedInterfaceOrientations and
/// UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (Apple's
/// documentation): the view controller can narrow the app's mask but
/// never widen it; its default is `.allButUpsideDown` on iPhone and `.all` on iPad; an iPad
/// app that supports multitasking (all four orientations, not `UIRequiresFullScreen`) has
/// its view controller mask ignored, because its window can take any shape.
public struct OrientationPolicy: Sendable, Hashable {
  /// The app's declared orientations.
  public var applicationMask: InterfaceOrientationMask
  /// The view controller's orientations, or `nil` for UIKit's default for the idiom.
  public var viewControllerMask: InterfaceOrientationMask?
  /// `UIRequiresFullScreen`: the app never runs in a multitasking window and its view
  /// controller mask is honoured on iPad.
  public var requiresFullScreen: Bool

  /// Creates a policy; the defaults are an app declaring every orientation with UIKit's
  /// default view controller.
  public init(
    applicationMask: InterfaceOrientationMask = .all,
    viewControllerMask: InterfaceOrientationMask? = nil,
    requiresFullScreen: Bool = false
  ) {
    self.applicationMask = applicationMask
    self.viewControllerMask = viewControllerMask
    self.requiresFullScreen = requiresFullScreen
  }

  /// Every orientation the device supports: only the hardware decides (what a device matrix
  /// wants to cover).
  public static let deviceOnly = OrientationPolicy(applicationMask: .all, viewControllerMask: .all)

  /// The view controller mask in effect on an idiom: the declared one, or UIKit's default.
  public func viewControllerMask(for idiom: UserInterfaceIdiom) -> InterfaceOrientationMask {
    viewControllerMask ?? (idiom == .pad ? .all : .allButUpsideDown)
  }

  /// Whether the view controller's mask is ignored on `device` (iPad multitasking apps).
  public func ignoresViewControllerMask(on device: Device) -> Bool {
    device.idiom == .pad && applicationMask == .all && !requiresFullScreen
  }

  /// The orientations the app can take on `device`: device ∩ app ∩ view controller.
  ///
  /// - Throws: ``AdaptivityError/noCommonOrientation(application:viewController:)`` when the
  ///   app and view controller masks share nothing, as UIKit raises.
  public func allowedOrientations(on device: Device) throws(AdaptivityError)
    -> InterfaceOrientationMask
  {
    var app = applicationMask
    if !ignoresViewControllerMask(on: device) {
      let controller = viewControllerMask(for: device.idiom)
      app.formIntersection(controller)
      guard !app.isEmpty else {
        throw .noCommonOrientation(application: applicationMask, viewController: controller)
      }
    }
    return app.intersection(device.supportedOrientations)
  }

  /// Checks that the app can show its interface in `orientation` on `device`.
  ///
  /// The device comes first: an orientation the hardware never takes is
  /// ``AdaptivityError/unsupportedOrientation(device:orientation:supported:)`` whatever the
  /// masks say.
  ///
  /// - Throws: ``AdaptivityError/unsupportedOrientation(device:orientation:supported:)``,
  ///   ``AdaptivityError/noCommonOrientation(application:viewController:)`` or
  ///   ``AdaptivityError/orientationNotAllowed(orientation:allowed:)``.
  public func validate(_ orientation: InterfaceOrientation, on device: Device)
    throws(AdaptivityError)
  {
    guard device.supports(orientation) else {
      throw .unsupportedOrientation(
        device: device.name, orientation: orientation, supported: device.supportedOrientations)
    }
    let allowed = try allowedOrientations(on: device)
    guard allowed.contains(orientation) else {
      throw .orientationNotAllowed(orientation: orientation, allowed: allowed)
    }
  }
}
