/// The screen of one or more device models: its size, density, adaptive traits per
/// orientation, safe areas and iPad multitasking windows.
///
/// Models with identical screens share a spec (the iPhone 6, 6s, 7, 8 and SE 2/3 all use
/// `iphone-4.7`). Specs come from `Tools/data/devices.json` through the generated table.
public struct ScreenSpec: Sendable, Hashable, Identifiable {
  /// The data file's id, e.g. `iphone-5.5` or `ipad-12.9-rounded`.
  public var id: String
  /// Portrait size in points (`UIScreen.bounds`).
  public var points: Size
  /// Pixels per point the interface is rendered at (`UIScreen.scale`).
  public var scale: Double
  /// Panel pixels per point (`UIScreen.nativeScale`); below `scale` when the rendered image
  /// is downsampled, as on the Plus models (2.608) and the 12/13 mini (2.88).
  public var nativeScale: Double
  /// Portrait size of the physical panel in pixels.
  public var pixels: PixelSize
  /// Pixel density of the panel in pixels per inch.
  public var ppi: Int
  /// Marketing diagonal in inches.
  public var diagonal: Double
  /// Full-screen size classes in each orientation.
  public var sizeClasses: PerOrientation<SizeClassPair>
  /// Status bar height in points; 0 where the status bar is hidden (iPhone landscape since iOS 8).
  public var statusBarHeight: PerOrientation<Double>
  /// Safe-area insets of a full-screen root view. Before iOS 11 (no safe area) this is the
  /// equivalent top layout guide: the status bar height.
  public var safeArea: PerOrientation<EdgeInsets>
  /// Whether the device has a home indicator instead of a Home button.
  public var hasHomeIndicator: Bool
  /// The zoomed Display Zoom mode, where the device offers one.
  public var displayZoom: DisplayZoom?
  /// The interface orientations the device rotates to.
  public var supportedOrientations: InterfaceOrientationMask
  /// Split View and Slide Over windows for this screen size; empty for iPhones.
  public var multitaskingWindows: [MultitaskingWindow]
  /// Whether the window sizes follow the 10 pt divider rule rather than a published table.
  public var multitaskingSizesDerived: Bool
  /// A remark from the data file about how a value was chosen.
  public var note: String?
  /// Where the values come from.
  public var sources: [String]

  /// Creates a screen spec; the generated table is the usual caller.
  public init(
    id: String, points: Size, scale: Double, nativeScale: Double, pixels: PixelSize, ppi: Int,
    diagonal: Double, sizeClasses: PerOrientation<SizeClassPair>,
    statusBarHeight: PerOrientation<Double>, safeArea: PerOrientation<EdgeInsets>,
    hasHomeIndicator: Bool, displayZoom: DisplayZoom?,
    supportedOrientations: InterfaceOrientationMask, multitaskingWindows: [MultitaskingWindow],
    multitaskingSizesDerived: Bool, note: String?, sources: [String]
  ) {
    self.id = id
    self.points = points
    self.scale = scale
    self.nativeScale = nativeScale
    self.pixels = pixels
    self.ppi = ppi
    self.diagonal = diagonal
    self.sizeClasses = sizeClasses
    self.statusBarHeight = statusBarHeight
    self.safeArea = safeArea
    self.hasHomeIndicator = hasHomeIndicator
    self.displayZoom = displayZoom
    self.supportedOrientations = supportedOrientations
    self.multitaskingWindows = multitaskingWindows
    self.multitaskingSizesDerived = multitaskingSizesDerived
    self.note = note
    self.sources = sources
  }

  /// The screen size in points for one orientation (portrait size, transposed in landscape).
  public func size(in orientation: ScreenOrientation) -> Size {
    orientation == .portrait ? points : points.transposed
  }
}
