import AutoLayout
import LayoutAdaptivity

extension StoryboardDocument {
  /// The environment of `root` on a catalog device configuration rather than the screen the
  /// file was saved for.
  ///
  /// A controller's main view (``StoryboardRoot/isControllerView``: a scene's `view`, or a
  /// xib's File's Owner `view`) fills the window, under the device's status bar and safe area
  /// plus the bars the controller shows (``StoryboardRoot/topBarHeight(in:)``,
  /// ``StoryboardRoot/bottomBarHeight(in:)``), and takes the system minimum margins. The safe
  /// area is the device's whether or not the document uses safe areas, since on a device the
  /// app runs on iOS 11 or later. Other roots (free-standing views, cells) take the window's
  /// width, keep their stored height and have no safe area.
  /// Size classes and layout direction are the configuration's; the root's system margins
  /// are 20 points on regular-width and wide (414 points or more) windows, 16 otherwise.
  /// Placeholder constraints are removed, as in the built app.
  public func environment(for root: StoryboardRoot, on configuration: DeviceConfiguration)
    -> StoryboardEnvironment
  {
    var environment = environment(for: root)
    let window = configuration.windowSize
    environment.scale = configuration.scale
    environment.layoutDirection = configuration.layoutDirection
    environment.sizeClasses = SizeClassConfiguration(
      width: configuration.sizeClasses.horizontal, height: configuration.sizeClasses.vertical)
    environment.deviceID = nil
    environment.source = "\(configuration.device.name) \(configuration.orientation)"
    // The app as built: Xcode removed the placeholder constraints.
    environment.removesPlaceholderConstraints = true
    environment.contentSizeCategory = configuration.contentSizeCategory
    environment.systemMinimumMargin =
      configuration.sizeClasses.horizontal == .regular || window.width >= 414 ? 20 : 16
    environment.usesSystemMinimumMargins = root.isControllerView
    guard root.isControllerView else {
      environment.rootSize = Size(
        width: window.width, height: root.view.frame?.height ?? window.height)
      environment.safeAreaInsets = .zero
      environment.topLayoutGuideLength = 0
      environment.bottomLayoutGuideLength = 0
      return environment
    }
    environment.rootSize = Size(width: window.width, height: window.height)
    let insets = configuration.safeAreaInsets
    let top =
      (root.hidesStatusBar && insets.top <= 20 ? 0 : insets.top)
      + root.topBarHeight(in: environment.sizeClasses)
    let bottom = insets.bottom + root.bottomBarHeight(in: environment.sizeClasses)
    environment.topLayoutGuideLength = top
    environment.bottomLayoutGuideLength = bottom
    // The app runs on iOS 11 or later, whatever the document's `useSafeAreas`: the old
    // top/bottom layout guides end where the safe area does, and margins are inset by it.
    environment.safeAreaInsets = EdgeInsets(
      top: top, left: insets.left, bottom: bottom, right: insets.right)
    return environment
  }
}
