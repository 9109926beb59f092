extension Device {
  /// Phone for iPhones and iPods, pad for iPads.
  public var idiom: UserInterfaceIdiom { family.idiom }

  /// Portrait screen size in points.
  public var points: Size { screen.points }

  /// `UIScreen.scale`.
  public var scale: Double { screen.scale }

  /// `UIScreen.nativeScale`.
  public var nativeScale: Double { screen.nativeScale }

  /// Portrait panel size in pixels.
  public var pixels: PixelSize { screen.pixels }

  /// Pixels per inch.
  public var ppi: Int { screen.ppi }

  /// Diagonal in inches.
  public var diagonal: Double { screen.diagonal }

  /// Whether the device has a home indicator instead of a Home button.
  public var hasHomeIndicator: Bool { screen.hasHomeIndicator }

  /// The zoomed Display Zoom mode, if the device has one.
  public var displayZoom: DisplayZoom? { screen.displayZoom }

  /// The interface orientations the device rotates to; iPhones without a Home button never
  /// turn upside down.
  public var supportedOrientations: InterfaceOrientationMask { screen.supportedOrientations }

  /// Whether the device rotates its interface to `orientation`.
  public func supports(_ orientation: InterfaceOrientation) -> Bool {
    screen.supportedOrientations.contains(orientation)
  }

  /// Full-screen size classes in one orientation.
  public func sizeClasses(in orientation: InterfaceOrientation) -> SizeClassPair {
    screen.sizeClasses[orientation]
  }

  /// The full-screen window in one interface orientation.
  ///
  /// - Throws: ``DeviceCatalogError/unsupportedOrientation(device:orientation:)`` when the
  ///   device never shows its interface that way up.
  public func geometry(in orientation: InterfaceOrientation) throws(DeviceCatalogError)
    -> ScreenGeometry
  {
    guard supports(orientation) else {
      throw .unsupportedOrientation(device: name, orientation: orientation)
    }
    return ScreenGeometry(
      orientation: orientation,
      size: screen.size(in: orientation.screenOrientation),
      scale: screen.scale,
      sizeClasses: screen.sizeClasses[orientation],
      statusBarHeight: screen.statusBarHeight[orientation],
      safeAreaInsets: screen.safeArea[orientation])
  }

  /// The fully specified traits of a full-screen app in one orientation.
  public func traitCollection(
    in orientation: InterfaceOrientation, layoutDirection: LayoutDirection = .leftToRight
  ) -> TraitCollection {
    let sizeClasses = screen.sizeClasses[orientation]
    return TraitCollection(
      horizontalSizeClass: sizeClasses.horizontal,
      verticalSizeClass: sizeClasses.vertical,
      displayScale: screen.scale,
      userInterfaceIdiom: idiom,
      layoutDirection: layoutDirection)
  }

  /// The multitasking windows this model can show, filtered by its ``multitasking`` support.
  public var multitaskingWindows: [MultitaskingWindow] {
    screen.multitaskingWindows.filter { multitasking.allows($0.mode) }
  }

  /// The window for one arrangement and orientation, or `nil` if the model cannot show it
  /// (iPhones, Slide-Over-only iPads in Split View, `half` in portrait).
  public func multitaskingWindow(_ mode: MultitaskingMode, in orientation: ScreenOrientation)
    -> MultitaskingWindow?
  {
    multitaskingWindows.first { $0.mode == mode && $0.orientation == orientation }
  }
}
