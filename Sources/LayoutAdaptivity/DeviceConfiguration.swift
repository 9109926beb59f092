import LayoutDevices
import LayoutText

/// A device held one way up, optionally in an iPad multitasking window: everything the root
/// of a layout takes from its environment.
///
/// Made only through the throwing initializer, so a configuration always describes a window
/// the device can show under its ``OrientationPolicy``.
public struct DeviceConfiguration: Sendable, Hashable, CustomStringConvertible {
  /// The device model.
  public let device: Device
  /// The interface orientation.
  public let orientation: InterfaceOrientation
  /// The multitasking window, or `nil` for full screen.
  public let multitasking: MultitaskingMode?
  /// The direction leading and trailing resolve to.
  public let layoutDirection: LayoutDirection
  /// The window (root view) size in points.
  public let windowSize: Size
  /// The window's size classes.
  public let sizeClasses: SizeClassPair
  /// The status bar height over the window, 0 when hidden.
  public let statusBarHeight: Double
  /// The root view's safe-area insets.
  public let safeAreaInsets: EdgeInsets
  /// The user's preferred text size, which scales text styles (UIKit's default: large).
  public var contentSizeCategory: ContentSizeCategory = .default

  /// Resolves a configuration from the catalog.
  ///
  /// A Split View window spans the screen's height, so it keeps the screen's top (status
  /// bar) and bottom (home indicator) insets; a Slide Over window floats 20 points clear of
  /// both edges (the catalog's windows are 40 points shorter than the screen), so nothing
  /// overlaps it and its insets are zero. iPads have no side insets, so neither window has
  /// any.
  ///
  /// - Throws: the orientation errors of ``OrientationPolicy/validate(_:on:)``,
  ///   ``AdaptivityError/requiresFullScreen(mode:)`` or
  ///   ``AdaptivityError/multitaskingUnavailable(device:mode:orientation:)``.
  public init(
    device: Device, orientation: InterfaceOrientation, multitasking: MultitaskingMode? = nil,
    layoutDirection: LayoutDirection = .leftToRight, policy: OrientationPolicy = OrientationPolicy()
  ) throws(AdaptivityError) {
    try policy.validate(orientation, on: device)
    let geometry: ScreenGeometry
    do {
      geometry = try device.geometry(in: orientation)
    } catch {
      // validate(_:on:) has already checked the device's orientations.
      throw .unsupportedOrientation(
        device: device.name, orientation: orientation, supported: device.supportedOrientations)
    }
    self.device = device
    self.orientation = orientation
    self.multitasking = multitasking
    self.layoutDirection = layoutDirection
    guard let mode = multitasking else {
      windowSize = geometry.size
      sizeClasses = geometry.sizeClasses
      statusBarHeight = geometry.statusBarHeight
      safeAreaInsets = geometry.safeAreaInsets
      return
    }
    guard !policy.requiresFullScreen else { throw .requiresFullScreen(mode: mode) }
    guard let window = device.multitaskingWindow(mode, in: orientation.screenOrientation) else {
      throw .multitaskingUnavailable(
        device: device.name, mode: mode, orientation: orientation.screenOrientation)
    }
    windowSize = window.size
    sizeClasses = window.sizeClasses
    if mode == .slideOver {
      statusBarHeight = 0
      safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    } else {
      statusBarHeight = geometry.statusBarHeight
      safeAreaInsets = EdgeInsets(
        top: geometry.safeAreaInsets.top, left: 0, bottom: geometry.safeAreaInsets.bottom,
        right: 0)
    }
  }

  /// Pixels per point, the grid solved frames are rounded to.
  public var scale: Double { device.scale }

  /// Whether the status bar is hidden (iPhone landscape, Slide Over).
  public var isStatusBarHidden: Bool { statusBarHeight == 0 }

  /// The fully specified traits of the window: size classes, scale, idiom, direction.
  public var traitCollection: TraitCollection {
    TraitCollection(
      horizontalSizeClass: sizeClasses.horizontal, verticalSizeClass: sizeClasses.vertical,
      displayScale: device.scale, userInterfaceIdiom: device.idiom,
      layoutDirection: layoutDirection)
  }

  /// E.g. `iPhone 15 landscapeLeft 852x393 @3x wC hC` or `iPad Air 2 portrait split-1/3
  /// 320x1024 @2x wC hR`; a content size category other than the default is named at the end
  /// by its short name, as problems and `matrix` name it (`… wC hR text size ax3`).
  public var description: String {
    let mode = multitasking.map { " \($0)" } ?? ""
    let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
    let text =
      contentSizeCategory == .default ? "" : " \(contentSizeCategory.textSizeName)"
    return
      "\(device.name) \(orientation)\(mode) \(windowSize) @\(scaleText)x \(sizeClasses)\(text)"
  }
}
