import AutoLayout
import LayoutAdaptivity
import LayoutDevices
import LayoutText

/// The screen a root is laid out on: what Interface Builder showed when it stored the
/// frames (device, size classes, status bar and bars, safe area).
public struct StoryboardEnvironment: Sendable, Hashable {
  /// The root view's size in points.
  public var rootSize: Size
  /// Pixels per point (frames snap to 1 / scale).
  public var scale: Double
  /// The size classes variations are resolved for.
  public var sizeClasses: SizeClassConfiguration
  /// The root's safe-area insets.
  public var safeAreaInsets: EdgeInsets
  /// Where the old top layout guide ends and the bottom one starts, as lengths from the
  /// root's top and bottom edges.
  public var topLayoutGuideLength, bottomLayoutGuideLength: Double
  /// Whether the root takes the system minimum margins (a controller's view).
  public var usesSystemMinimumMargins: Bool
  /// The system minimum side margin of a controller's root view: 20 on regular-width and
  /// 414-point-wide screens and on Xcode 7's *Any/Any* canvas, 16 otherwise.
  public var systemMinimumMargin: Double
  /// The IB device id used, if known.
  public var deviceID: String?
  /// How the environment was determined, for reports.
  public var source: String
  /// The app's layout direction: leading and trailing (and stack views) follow it. Interface
  /// Builder shows documents left to right, so environments read from a file are.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// Whether constraints marked `placeholder="YES"` are left out. Xcode removes them when it
  /// builds the app, so they are absent at run time (on a device); but the frames it stores
  /// in the file were computed with them, so the saved screen keeps them.
  public var removesPlaceholderConstraints = false
  /// Whether labels, buttons, text fields and non-scrolling text views take their intrinsic size
  /// from their measured text (LayoutText) rather than from the size Xcode stored. The stored
  /// sizes are right only on the screen and content size the file was saved for.
  public var measuresText = false
  /// The content size category measured text-style fonts take.
  public var contentSizeCategory: ContentSizeCategory = .default
}

extension StoryboardDocument {
  /// The environment Xcode used when it stored the frames of `root`.
  ///
  /// Rules (Sources/LayoutStoryboard/README.md): a `<device>` gives size, scale and size classes;
  /// without one, Xcode 6–7 size-class documents use the *Any/Any* canvas at the root's stored
  /// size, older ones their legacy screen (an iPad's, regular in both size classes, for the
  /// iPad runtime). The root keeps its stored size (opaque simulated bars shrink it; without
  /// a known screen, a root stored below the top sits below opaque bars). The status bar is
  /// 20 points except on iPhones in landscape and on the canvas of Xcode 11 to 14.2, which
  /// simulates none; notched phones show 44 in documents saved before Xcode 14 (toolsVersion
  /// < 21000) and the catalog's inset after, twice on a full-screen root since Xcode 16.3; their
  /// landscape side insets likewise. A translucent simulated navigation bar over a full-screen root
  /// adds its height at the top, a tab bar or toolbar at the bottom
  /// (``StoryboardRoot/topBarHeight(in:)``, ``StoryboardRoot/bottomBarHeight(in:)``).
  public func environment(for root: StoryboardRoot) -> StoryboardEnvironment {
    let stored = root.view.frame.map { Size(width: $0.width, height: $0.height) }
    var env = StoryboardEnvironment(
      rootSize: stored ?? Size(width: 600, height: 600), scale: 2, sizeClasses: .any,
      safeAreaInsets: .zero, topLayoutGuideLength: 0, bottomLayoutGuideLength: 0,
      usesSystemMinimumMargins: root.isLaidOutAsScreen,
      systemMinimumMargin: 16, deviceID: nil, source: "size-class canvas (no <device>): wAny hAny")
    var statusBar = 20.0
    var homeIndicator = 0.0
    var insetsTwice = false
    var chrome: (top: Double, bottom: Double)?
    var screen: Size?
    var isPad = false
    if let (id, device, orientation) = resolvedDevice(rootSize: stored) {
      isPad = device.idiom == .pad
      let geometry = try? device.geometry(in: orientation)
      if let geometry {
        screen = Size(width: geometry.size.width, height: geometry.size.height)
        env.scale = geometry.scale
        env.sizeClasses = SizeClassConfiguration(
          width: geometry.sizeClasses.horizontal, height: geometry.sizeClasses.vertical)
        statusBar = geometry.safeAreaInsets.top
        homeIndicator = geometry.safeAreaInsets.bottom
        // Sensor-housing insets (top in portrait, sides in landscape) were 44 on the canvas
        // of every notched phone before Xcode 14.
        func housing(_ inset: Double) -> Double {
          inset > 20 && isBeforeXcode14 && device.idiom == .phone ? 44 : inset
        }
        statusBar = housing(statusBar)
        chrome = canvasChrome(of: device)
        insetsTwice = chrome != nil && orientation.screenOrientation == .portrait
        if orientation.screenOrientation == .landscape, device.idiom == .phone {
          statusBar = 0
        }
        env.safeAreaInsets = EdgeInsets(
          top: 0, left: housing(geometry.safeAreaInsets.left), bottom: 0,
          right: housing(geometry.safeAreaInsets.right))
      }
      env.deviceID = id
      env.source =
        deviceID != nil
        ? "<device id=\"\(id)\" orientation=\"\(deviceOrientation ?? "portrait")\">"
        : "device \(id) inferred from the root size (Xcode 8 format without <device>)"
    } else if !usesTraitCollections, isLegacyPadDocument {
      // An iPad document without size classes (Xcode 4–7) shows an iPad screen: regular
      // width and height, so a controller's root takes the 20-point system margins.
      env.sizeClasses = SizeClassConfiguration(width: .regular, height: .regular)
      env.source = "legacy iPad screen (targetRuntime iOS.CocoaTouch.iPad): wR hR"
    } else if !usesTraitCollections {
      env.source = "legacy screen \(legacyScreenType ?? "retina35")"
    }
    // From Xcode 11 to 14.2 the canvas simulates no status bar: on a device without a sensor
    // housing or rounded corners (a 20-point status bar), and on the size-class canvas of a
    // document saved without `<device>`, the safe area and the top layout guide start at the
    // top edge; an iPad with rounded corners keeps its 24 points. Xcode 14.3 and later show
    // that status bar again on every canvas.
    if isXcode11OrLater, !showsStatusBarAgain, statusBar < 24 { statusBar = 0 }
    if root.hidesStatusBar, statusBar <= 20,
      !keepsStatusBarSetToNone(root, screen: screen, stored: stored)
    {
      statusBar = 0
    }
    // Xcode 6 and 7 (documents without `<device>`, toolsVersion below Xcode 8's 11000) draw
    // a container view's embedded scene without a status bar: its top layout guide starts at
    // its top. Xcode 8 and later draw the status bar over it like over any scene (stored
    // frames of both eras agree).
    if root.isEmbedded, deviceID == nil, toolsMajorVersion < 11000, statusBar <= 20 {
      statusBar = 0
    }
    env.rootSize = stored ?? screen ?? env.rootSize
    // A freeform controller is laid out on a canvas of its own width.
    let canvasWidth = root.hasFreeformSize ? env.rootSize.width : screen?.width ?? 0
    if env.sizeClasses.width == .regular || canvasWidth >= 414
      || (screen == nil && usesTraitCollections && toolsMajorVersion >= 8000
        && !root.simulatesNarrowPhoneScreen)
    {
      env.systemMinimumMargin = 20
    }
    let isMainView = root.isLaidOutAsScreen
    // A root stored below the top edge sits below opaque bars, whatever its height.
    let belowTop = (root.view.frame?.y ?? 0) > 0
    let fillsScreen = !belowTop && (screen.map { $0.height <= env.rootSize.height } ?? true)
    guard isMainView || screen == env.rootSize else {
      env.safeAreaInsets = .zero
      return env
    }
    // A main view narrower than an iPad's screen is presented in a sheet or popover (form
    // and page sheets, popovers with a preferred content size): it sits below the status
    // bar and above the home indicator, which do not reach into it.
    let inSheet = isPad && (screen.map { env.rootSize.width < $0.width - 0.5 } ?? false)
    var top = inSheet ? 0 : statusBar
    var bottom = inSheet ? 0 : homeIndicator
    // A Freeform controller's sheet is measured against its own simulated size.
    let freeformScreen = root.freeformSheetScreen(rootSize: env.rootSize)
    let sheetScreen = freeformScreen ?? screen
    let inPhoneSheet =
      !isPad && !belowTop && !root.isPresentedFullScreen && isXcode11OrLater && statusBar > 0
      && sheetScreen.map { isPhoneSheet(rootSize: env.rootSize, on: $0, statusBar: statusBar) }
        == true
    if fillsScreen && !(inPhoneSheet && freeformScreen != nil) {
      // Since Xcode 16.3 the canvas insets a full-screen root on a phone with a sensor
      // housing by its portrait status bar and home indicator on top of the safe area: twice
      // in portrait (its documents store navigation bars at y = 2 × the status bar), once
      // more than the landscape safe area in landscape.
      if let chrome {
        top += chrome.top
        bottom += chrome.bottom
      }
      top += root.canvasTopBarHeight(
        in: env.sizeClasses, padSinceiOS12: isPad && isXcode11OrLater)
      bottom += root.bottomBarHeight(in: env.sizeClasses)
    } else if inPhoneSheet, let screen = sheetScreen {
      // A phone's root as tall as the screen below the status bar (10 points lower under a
      // sensor housing) is in a page sheet (iOS 13): the status bar stays above the sheet,
      // its navigation bar is inside it, over the root's top; the sheet reaches the home
      // indicator. Since Xcode 16.3 the canvas leaves the sheet's bottom edge without a
      // safe-area inset and insets its top by the status bar once more, except in a
      // navigation controller: there the bar sits where that controller's scene stores it,
      // and a hidden bar leaves the top uninset.
      let barHeight = root.canvasTopBarHeight(in: env.sizeClasses, padSinceiOS12: false)
      if phoneSheetCanvas == .atScreenTop {
        // Xcode 14.0 to 14.2 draw the sheet at the screen's top (``PhoneSheetCanvas``).
        top = statusBar + barHeight
        bottom = max(0, bottom - (screen.height - env.rootSize.height))
      } else if phoneSheetCanvas == .screenLessTen,
        abs(env.rootSize.height - (screen.height - 10)) < 0.5
      {
        // Xcode 14.3 to 16.2 draw it the screen's height less 10 tall, without insets.
        top = barHeight
        bottom = 0
      } else if insetsTwice, barHeight > 0, let barTop = root.storedNavigationBarTop {
        top = barTop + barHeight
      } else if insetsTwice, root.isRootUnderHiddenNavigationBar {
        top = 0
      } else {
        top = (insetsTwice ? statusBar : 0) + barHeight
      }
      bottom = insetsTwice ? 0 : sheetBottomInset(bottom, root: root, in: env.sizeClasses)
    } else {
      // The root sits below/above opaque bars, which take the status bar with them. Without
      // a bar above it, a root shorter than the screen (freeform ones in Xcode 13–14.2) sits
      // at the screen's top: the screen's bottom inset reaches it only where it overlaps
      // the root.
      if !belowTop, root.simulatedTopBar == nil, sitsAtScreenTop(root), let screen {
        bottom = max(0, bottom - (screen.height - env.rootSize.height))
      }
      // The two bar-overlap rules below concern a phone root at the screen's top.
      let barBelow = root.bottomBarHeight(in: env.sizeClasses)
      let phoneScreen = isPad || belowTop ? nil : screen
      if let phoneScreen,
        root.reachesScreenTopUnderTopBar(bottomBarHeight: barBelow, on: phoneScreen)
      {
        // Shortened by its opaque bottom bar only: the status and navigation bars lie over
        // the root's top edge.
        top += root.canvasTopBarHeight(in: env.sizeClasses, padSinceiOS12: false)
      } else {
        top = belowTop || root.simulatedTopBar != nil ? 0 : top
      }
      bottom = root.simulatedBottomBar != nil ? 0 : bottom
      if insetsTwice, let chrome, let phoneScreen,
        root.reachesScreenBottomBelowTopBars(
          statusBar: statusBar,
          barHeight: root.canvasTopBarHeight(in: env.sizeClasses, padSinceiOS12: false),
          on: phoneScreen)
      {
        // Below the top bars down to the screen's bottom on the canvas of Xcode 16.3 and
        // later: the home indicator's inset twice, as on a full-screen root.
        bottom = homeIndicator + chrome.bottom
      }
      if let phoneScreen, root.overlapsBottomBar(barHeight: barBelow, on: phoneScreen) {
        // Too tall to sit above its bottom bar: the root reaches the screen's bottom and the
        // translucent bar lies over its bottom edge.
        bottom = homeIndicator + barBelow
      }
    }
    env.topLayoutGuideLength = top
    env.bottomLayoutGuideLength = bottom
    if usesSafeAreas || isXcode11OrLater {
      // The canvas of Xcode 11 and later lays every document out with a safe area, whether
      // or not it uses the safe-area guide: margins are inset by the bars it shows.
      env.safeAreaInsets.top = top
      env.safeAreaInsets.bottom = bottom
    } else {
      // On the canvas of Xcode 10 and earlier, a document without safe areas gets its bars
      // only through the top/bottom layout guides (iOS 7–10); margins are not inset by them.
      env.safeAreaInsets = .zero
    }
    return env
  }

  /// Whether the document was made for the iPad before Xcode 8 replaced the iPad runtime
  /// with `<device>`: `targetRuntime="iOS.CocoaTouch.iPad"`.
  var isLegacyPadDocument: Bool { targetRuntime == "iOS.CocoaTouch.iPad" }

  /// Whether Xcode 9 (the iOS 11 SDK, toolsVersion 13000 on) or later saved the document.
  var isXcode9OrLater: Bool { toolsMajorVersion >= 13000 }

  /// The integer part of `toolsVersion`, 0 when absent or unreadable.
  var toolsMajorVersion: Double {
    toolsVersion.flatMap { Double($0.split(separator: ".").first ?? "") } ?? 0
  }

  /// Whether Xcode 11 or later saved the document: `<device>` carries the `appearance`
  /// Xcode 11 introduced, or, for documents without `<device>`, the tools version is Xcode
  /// 11's. Every sample and fixture agrees on the boundary: those with `appearance` have
  /// toolsVersion 14845 (an Xcode 11 beta) and later, those without have 14490.70 (Xcode
  /// 10.2/10.3) and earlier; Xcode 11's first betas are numbered 148xx.
  var isXcode11OrLater: Bool {
    deviceAppearance != nil || toolsMajorVersion >= 14800
  }

  /// The UIKit whose text fields the saving Xcode laid out: iOS 26's from toolsVersion 24000
  /// (Xcode 26; prerelease builds, `32700.99.1234`, left out), iOS 13's from Xcode 11.
  var textFieldSystem: TextFieldSystem {
    if isXcode26OrLater { return .iOS26 }
    return isXcode11OrLater ? .iOS13 : .iOS12
  }

  /// Whether Xcode 14.3 (toolsVersion 21701) or later saved the document: its canvas shows
  /// the 20-point status bar of devices without a sensor housing again.
  var showsStatusBarAgain: Bool { toolsMajorVersion >= 21700 }

  /// Whether Xcode 26 (toolsVersion 24000 on), which draws iOS 26's controls and cells, or
  /// later saved the document; prerelease builds (`32700.99.1234`) are left out.
  var isXcode26OrLater: Bool { toolsMajorVersion >= 24000 && toolsMajorVersion < 32000 }

  /// Whether toolsVersion 23727 (Xcode 16.3) or later saved the document; prerelease builds
  /// (`32700.99.1234`) are left out, their Xcode unknown.
  var isXcode16Point3OrLater: Bool { toolsMajorVersion >= 23700 && toolsMajorVersion < 32000 }

  /// Whether a constraint to the top layout guide's `top` means its bottom edge: Xcode 5 to 7
  /// (toolsVersion below 11000, before Xcode 8) lay such constraints out at the guide's
  /// length below the root's top, as if to the guide's `bottom`, the only attribute UIKit
  /// documents for it.
  var readsTopGuideTopAsBottom: Bool { toolsMajorVersion > 0 && toolsMajorVersion < 11000 }

  /// Whether the saving Xcode predates Xcode 14 (toolsVersion 21xxx); prerelease builds
  /// (`32700.99.1234`) count as recent.
  var isBeforeXcode14: Bool {
    toolsMajorVersion > 0 && toolsMajorVersion < 21000
  }

  /// The device from `<device>`, or for an Xcode 8 file without one, the IB device whose
  /// screen matches the root's stored size.
  func resolvedDevice(rootSize: Size?) -> (String, Device, InterfaceOrientation)? {
    if let deviceID {
      // Since Xcode 14 the 375 × 812 canvas (`retina5_9`) is an iPhone 13 mini's, whose
      // status bar is 50 points; earlier it was an iPhone XS's (44).
      let named =
        deviceID == "retina5_9" && toolsMajorVersion >= 21000
        ? try? DeviceCatalog.device(named: "iPhone 13 mini") : nil
      guard let device = named ?? (try? DeviceCatalog.device(interfaceBuilderID: deviceID))
      else { return nil }
      return (deviceID, device, deviceOrientation == "landscape" ? .landscapeLeft : .portrait)
    }
    guard isXcode8Format, let rootSize else { return nil }
    for entry in DeviceCatalog.interfaceBuilderDevices {
      guard let device = try? DeviceCatalog.device(interfaceBuilderID: entry.id) else { continue }
      for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
        if let size = try? device.geometry(in: orientation).size,
          size.width == rootSize.width, size.height == rootSize.height
        {
          return (entry.id, device, orientation)
        }
      }
    }
    return nil
  }
}
