import LayoutAdaptivity
import LayoutDevices
import LayoutEngine
import LayoutStoryboard

/// The screens a document's roots are solved on: the one the file was saved for, or a
/// catalog device configuration chosen on the command line.
enum StoryboardEnvironments {
  /// The environment of `root` in `configuration`, or the saved one when there is none.
  ///
  /// On a chosen device a controller's main view fills the window, under the device's
  /// status bar and safe area plus the bars the controller shows (navigation bar 44 points,
  /// 96 with a large title; tab bar 49, toolbar 44); other roots (free-standing views,
  /// cells) take the window's width and keep their stored height. Size classes are the
  /// configuration's; the root's system margins are 20 points on regular-width and wide
  /// (414 points or more) windows, 16 otherwise.
  static func environment(
    of root: StoryboardRoot, in document: StoryboardDocument,
    configuration: DeviceConfiguration?
  ) -> StoryboardEnvironment {
    var environment = document.environment(for: root)
    guard let configuration else { return environment }
    let window = configuration.windowSize
    let isMainView = root.container != nil && root.view.key == "view"
    environment.scale = configuration.scale
    environment.sizeClasses = SizeClassConfiguration(
      width: configuration.sizeClasses.horizontal, height: configuration.sizeClasses.vertical)
    environment.deviceID = nil
    environment.source = "\(configuration.device.name) \(configuration.orientation)"
    environment.systemMinimumMargin =
      configuration.sizeClasses.horizontal == .regular || window.width >= 414 ? 20 : 16
    guard isMainView else {
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
      document.usesSafeAreas
      ? EngineInsets(top: top, left: insets.left, bottom: bottom, right: insets.right) : .zero
    return environment
  }

  /// The catalog name of the device an environment was saved for, if the catalog knows it.
  static func deviceName(_ environment: StoryboardEnvironment) -> String? {
    environment.deviceID.flatMap { try? DeviceCatalog.device(interfaceBuilderID: $0).name }
  }
}
