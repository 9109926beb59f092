import AutoLayout
import Cassowary
import LayoutAdaptivity
import LayoutCore
import LayoutDevices
import LayoutFormats
import LayoutStoryboard

/// The screen a converted layout file is written for, and on which it must give the frames
/// Interface Builder's document gives.
///
/// When the document names a catalog device and orientation and the root fills its window,
/// the target is that device configuration, exactly what `layout solve FILE.layout
/// --device ... --orientation ...` uses. Otherwise (Xcode 6–7 *Any/Any* canvases, freeform
/// sizes, cells and other top-level views) it is the document's own screen: its root size,
/// scale, safe area and system margins.
public struct ConversionTarget: Sendable {
  /// The device configuration, when the file targets one.
  public var configuration: DeviceConfiguration?
  /// The root size.
  public var rootSize: Size
  /// Pixels per point.
  public var scale: Double
  /// The root's safe-area insets.
  public var safeAreaInsets: EdgeInsets
  /// What the status bar (top) and home indicator (bottom) take beyond ``safeAreaInsets``
  /// on a screen that is not a catalog device: the old top and bottom layout guides of a
  /// document that does not use safe areas include them, and on iOS 11 and later the safe
  /// area does (zero when the target is a device configuration, whose safe area has them).
  public var systemBarInsets: EdgeInsets = .zero
  /// The root's system minimum side margin, nil when the root does not respect one.
  public var systemMargin: Double?
  /// The size classes.
  public var sizeClasses: SizeClassPair

  /// The target for a document's root laid out in `environment`.
  public init(environment: StoryboardEnvironment) {
    rootSize = environment.rootSize
    scale = environment.scale
    safeAreaInsets = environment.safeAreaInsets
    systemMargin =
      environment.usesSystemMinimumMargins ? (environment.systemMinimumMargin >= 20 ? 20 : 16) : nil
    sizeClasses = SizeClassPair(
      horizontal: environment.sizeClasses.width, vertical: environment.sizeClasses.height)
    guard let id = environment.deviceID,
      let device = try? DeviceCatalog.device(interfaceBuilderID: id),
      let configuration = try? DeviceConfiguration(
        device: device,
        orientation: rootSize.width > rootSize.height ? .landscapeLeft : .portrait),
      configuration.windowSize.width == rootSize.width,
      configuration.windowSize.height == rootSize.height
    else { return }
    self.configuration = configuration
    let insets = configuration.safeAreaInsets
    safeAreaInsets = EdgeInsets(
      top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    systemMargin = configuration.sizeClasses.horizontal == .compact ? 16 : 20
    sizeClasses = configuration.sizeClasses
  }

  /// The target for a solved root: ``init(environment:)``, and on a screen that is not a
  /// catalog device, the status bar and home indicator that the old top and bottom layout
  /// guides include beyond the safe area (``systemBarInsets``), on the side of each guide
  /// that a constraint uses. On such a screen the verifying engine's safe area includes them,
  /// as iOS 11's does, so that the guides can be written against the safe area; where no
  /// constraint uses a guide, the document's screen is left as it is.
  public init(layout: StoryboardLayout) {
    self.init(environment: layout.environment)
    guard configuration == nil else { return }
    let environment = layout.environment
    let root = layout.root
    func inUse(_ id: String?) -> Bool {
      guard let id, let guide = layout.items[id] as? LayoutGuide else { return false }
      return layout.constraints.values.contains {
        ($0.firstItem as? LayoutGuide) === guide || ($0.secondItem as? LayoutGuide) === guide
      }
    }
    // A guide's length is the system bar plus the controller's own bars.
    if inUse(root.topLayoutGuideID) {
      let bar = environment.topLayoutGuideLength - root.topBarHeight(in: environment.sizeClasses)
      systemBarInsets.top = max(0, bar - safeAreaInsets.top)
    }
    if inUse(root.bottomLayoutGuideID) {
      let bar =
        environment.bottomLayoutGuideLength - root.bottomBarHeight(in: environment.sizeClasses)
      systemBarInsets.bottom = max(0, bar - safeAreaInsets.bottom)
    }
  }

  /// `--device 'iPhone 8' --orientation landscapeLeft`, the options that solve the converted
  /// file on this target, or nil when it is not a catalog configuration.
  public var solveOptions: String? {
    guard let configuration else { return nil }
    var text = "--device '\(configuration.device.name)'"
    if configuration.orientation != .portrait {
      text += " --orientation \(configuration.orientation)"
    }
    return text
  }

  /// An engine set up as the target screen (as `layout solve` sets one up for a device).
  /// With `asDevice` false the device's configuration is not applied, only this target's
  /// size, scale, safe area and margins (variations keep the screen and change the traits).
  public func makeEngine(backend: SolverBackend = .cassowary, asDevice: Bool = true)
    -> LayoutEngine
  {
    let engine = LayoutEngine(backend: backend, rootSize: rootSize, scale: scale)
    if asDevice, let configuration {
      engine.apply(configuration)
    } else {
      // As on iOS 11 and later, the status bar and home indicator are in the safe area.
      engine.safeAreaInsets = EdgeInsets(
        top: safeAreaInsets.top + systemBarInsets.top, left: safeAreaInsets.left,
        bottom: safeAreaInsets.bottom + systemBarInsets.bottom, right: safeAreaInsets.right)
      engine.horizontalSizeClass = (systemMargin ?? 16) >= 20 ? .regular : .compact
      engine.viewRespectsSystemMinimumLayoutMargins = systemMargin != nil
    }
    return engine
  }

  /// Solves a layout file's design on this screen (with other size classes when `pair` is
  /// given): the frames in root coordinates by view name.
  ///
  /// - Throws: ``FormatErrors`` when the engine refuses the design, or the engine's error.
  public func frames(
    of layout: ResolvedLayout, sizeClasses pair: SizeClassPair? = nil,
    backend: SolverBackend = .cassowary
  ) throws -> [String: Rect] {
    let engine = makeEngine(backend: backend, asDevice: pair == nil)
    let traits =
      pair.map { TraitCollection($0) } ?? configuration?.traitCollection
      ?? TraitCollection(sizeClasses)
    let lowered = try layout.install(in: engine, traits: traits)
    try engine.layoutIfNeeded()
    return lowered.views.mapValues(\.frameInRoot)
  }
}
