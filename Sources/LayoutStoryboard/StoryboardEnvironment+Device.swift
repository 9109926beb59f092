import LayoutAdaptivity
import LayoutEngine

extension StoryboardDocument {
  /// The environment of `root` on a catalog device configuration rather than the screen the
  /// file was saved for.
  ///
  /// A controller's main view (``StoryboardRoot/isControllerView``: a scene's `view`, or a
  /// xib's File's Owner `view`) fills the window, under the device's status bar and safe area
  /// plus the bars the controller shows (navigation bar 44 points, 96 with a large title; tab
  /// bar 49, toolbar 44), and takes the system minimum margins. Other roots (free-standing
  /// views, cells) take the window's width, keep their stored height and have no safe area.
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
    environment.systemMinimumMargin =
      configuration.sizeClasses.horizontal == .regular || window.width >= 414 ? 20 : 16
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
    var top = root.hidesStatusBar && insets.top <= 20 ? 0 : insets.top
    var bottom = insets.bottom
    if root.simulatedTopBar == "simulatedNavigationBarMetrics" {
      top += root.hasLargeTitle ? 96 : 44
    }
    switch root.simulatedBottomBar {
    case "simulatedTabBarMetrics"?: bottom += 49
    case "simulatedToolbarMetrics"?: bottom += 44
    default: break
    }
    environment.topLayoutGuideLength = top
    environment.bottomLayoutGuideLength = bottom
    environment.safeAreaInsets =
      usesSafeAreas
      ? EngineInsets(top: top, left: insets.left, bottom: bottom, right: insets.right) : .zero
    return environment
  }
}
