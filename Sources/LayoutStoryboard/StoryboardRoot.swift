import AutoLayout

/// A root of layout: a view controller's main view, a free-standing view of a scene, or a
/// top-level view or cell of a xib, with what its controller simulates around it.
public struct StoryboardRoot: Sendable, Hashable {
  /// The controller that owns the root, if any.
  public struct Container: Sendable, Hashable {
    /// Element name (`viewController`, `tableViewController`, `navigationController`).
    public var element: String
    /// The controller's IB id.
    public var id: String?
    /// `customClass`.
    public var customClass: String?
    /// `title`.
    public var title: String?
    /// `storyboardIdentifier`.
    public var storyboardIdentifier: String?
    /// `userLabel`.
    public var userLabel: String?
    /// The title of the controller's navigation item: the name Xcode shows for the scene
    /// (in the document outline and the `<!--Title-->` comment it writes before the scene).
    public var navigationTitle: String? = nil
  }

  /// The scene's id (storyboards only).
  public var sceneID: String?
  /// The owning controller.
  public var container: Container?
  /// The root view.
  public var view: StoryboardView
  /// Ids of the pre-iOS 11 `viewControllerLayoutGuide`s.
  public var topLayoutGuideID, bottomLayoutGuideID: String?
  /// Whether the controller switches the simulated status bar off.
  public var hidesStatusBar: Bool
  /// Whether the controller's own simulated metrics switch the status bar off (not one
  /// inherited from its container).
  public var setsStatusBarToNone: Bool = false
  /// The simulated top bar element (`simulatedNavigationBarMetrics`), if any.
  public var simulatedTopBar: String?
  /// Whether the simulated navigation bar shows a large title (52 points taller).
  public var hasLargeTitle: Bool = false
  /// The height Interface Builder stored for the bar of the navigation controller this
  /// controller is in: the bar the canvas drew (50 points on iPads since iOS 12, 56 in
  /// sheets since iOS 13, 96 with a large title), nil when not known.
  public var storedNavigationBarHeight: Double? = nil
  /// Where Interface Builder stored the top of that bar (its `y` on the navigation
  /// controller's canvas), nil when not known.
  public var storedNavigationBarTop: Double? = nil
  /// Whether the controller is presented over the whole screen (`modalPresentationStyle`
  /// `fullScreen` or `overFullScreen`), never in a sheet; false for a controller shown only
  /// inside containers (a navigation stack, a tab), whose own style UIKit does not read.
  public var isPresentedFullScreen: Bool = false
  /// Whether the controller is the root of a navigation controller whose bar is hidden.
  public var isRootUnderHiddenNavigationBar: Bool = false
  /// Whether the controller is reached only through a container view's `embed` segue: it
  /// is laid out at the container view's size, inside another controller's view.
  public var isEmbedded: Bool = false
  /// The simulated bottom bar element (`simulatedTabBarMetrics`, `simulatedToolbarMetrics`).
  public var simulatedBottomBar: String?
  /// Whether the controller's simulated size is *Freeform* (`freeformSimulatedSizeMetrics`):
  /// Interface Builder lays the view out on a canvas of its own size, not the device's screen.
  public var hasFreeformSize: Bool = false
  /// The controller's *Freeform* simulated size (`<size key="freeformSize">`, written with
  /// or without `freeformSimulatedSizeMetrics`), the screen Interface Builder lays the scene
  /// out on; nil when not written.
  public var freeformSize: Size? = nil
  /// The controller's own simulated screen in documents of Xcode 5 to 7
  /// (`<simulatedScreenMetrics key="simulatedDestinationMetrics" type=...>`: `retina35`,
  /// `retina4`, `retina47`, `retina55`, ...), nil when not written.
  public var simulatedScreenType: String? = nil

  /// Whether the root is a xib's top-level view connected to File's Owner's `view` outlet:
  /// the view of a controller loaded from the nib.
  public var isFilesOwnerView: Bool = false

  /// Whether the root is a xib's top-level view whose simulated size is *Freeform*: Interface
  /// Builder shows it as a screen of its own size, like a controller's view (see
  /// ``isLaidOutAsScreen``), though the app may load it anywhere.
  public var isFreeformTopLevelView: Bool = false

  /// Whether Interface Builder lays the root out as a screen's view: a controller's view
  /// (``isControllerView``) or a freeform top-level view of a xib. It takes the system
  /// minimum margins and the device's safe area on the saved canvas.
  public var isLaidOutAsScreen: Bool { isControllerView || isFreeformTopLevelView }

  /// Whether the root is a view controller's main view (in a storyboard scene, or a xib's
  /// File's Owner `view`): it takes the system minimum margins and the screen's safe area.
  public var isControllerView: Bool {
    (container != nil && view.key == "view") || isFilesOwnerView
  }

  /// The height of the bar the controller shows above its view in `sizeClasses`, 0 for
  /// none: a navigation bar is 44 points, 96 with a large title, and 32 where bars are
  /// compact (``usesCompactBars(in:)``), which show no large title either.
  public func topBarHeight(in sizeClasses: SizeClassConfiguration) -> Double {
    guard simulatedTopBar == "simulatedNavigationBarMetrics" else { return 0 }
    return Self.usesCompactBars(in: sizeClasses) ? 32 : hasLargeTitle ? 96 : 44
  }

  /// The height of the navigation bar on the canvas the file was saved from: the height
  /// stored for the navigation controller's bar, in every size class (the canvas drew that
  /// bar; Xcode 26 draws its 54-point bar on a phone in landscape too); without one, 50
  /// points on an iPad canvas of Xcode 11 or later (iPad navigation bars grew from 44 to 50
  /// points in iOS 12) unless a large title shows or bars are compact; else
  /// ``topBarHeight(in:)``.
  public func canvasTopBarHeight(in sizeClasses: SizeClassConfiguration, padSinceiOS12: Bool)
    -> Double
  {
    guard simulatedTopBar == "simulatedNavigationBarMetrics" else { return 0 }
    if let stored = storedNavigationBarHeight { return stored }
    guard !Self.usesCompactBars(in: sizeClasses) else { return topBarHeight(in: sizeClasses) }
    return padSinceiOS12 && !hasLargeTitle ? 50 : topBarHeight(in: sizeClasses)
  }

  /// The height of the bar the controller shows below its view in `sizeClasses`, 0 for
  /// none: a tab bar is 49 points and a toolbar 44, both 32 where bars are compact
  /// (``usesCompactBars(in:)``; the compact tab bar, title beside the icon, is iOS 11's).
  public func bottomBarHeight(in sizeClasses: SizeClassConfiguration) -> Double {
    let compact = Self.usesCompactBars(in: sizeClasses)
    switch simulatedBottomBar {
    case "simulatedTabBarMetrics"?: return compact ? 32 : 49
    case "simulatedToolbarMetrics"?: return compact ? 32 : 44
    default: return 0
    }
  }

  /// Whether navigation bars, toolbars and tab bars take their compact 32-point height:
  /// on a phone in landscape with compact width and height. The wide phones (Plus and Max
  /// models, regular width in landscape) keep full-height bars, as iPads always do.
  public static func usesCompactBars(in sizeClasses: SizeClassConfiguration) -> Bool {
    sizeClasses.width == .compact && sizeClasses.height == .compact
  }

  /// Whether this root is a container controller's bar (`navigationBar`, `tabBar`), whose
  /// stored frame is a placeholder rather than a layout result.
  public var isContainerBar: Bool {
    ["navigationBar", "tabBar", "toolbar"].contains(view.key ?? "")
      || ["navigationBar", "tabBar", "toolbar"].contains(view.element)
        && ["navigationController", "tabBarController"].contains(container?.element ?? "")
  }

  /// The names this root answers to: root view id, scene id, controller id, class,
  /// storyboard identifier, title, the scene name Xcode shows (the navigation item's title)
  /// and user labels.
  public var names: [String] {
    [
      view.id, sceneID, container?.id, container?.customClass, container?.storyboardIdentifier,
      container?.title, container?.navigationTitle, container?.userLabel, view.userLabel,
      view.customClass,
    ].compactMap { $0 }
  }

  /// The label used in reports: the most readable name.
  public var displayName: String {
    container?.storyboardIdentifier ?? container?.customClass ?? container?.title
      ?? container?.userLabel ?? view.userLabel ?? view.customClass
      ?? "\(container?.element ?? view.element) \(view.id)"
  }
}
