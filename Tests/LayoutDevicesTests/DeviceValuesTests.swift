import Testing

@testable import LayoutDevices

/// Exact published values for representative devices.
@Suite struct DeviceValuesTests {
  private func device(_ name: String) throws -> Device {
    try DeviceCatalog.device(named: name)
  }

  @Test func iPhoneSEFirstGeneration() throws {
    let se = try device("iPhone SE (1st generation)")
    #expect(se.identifiers == ["iPhone8,4"])
    #expect(se.family == .iPhone)
    #expect(se.year == 2016)
    #expect(se.points == Size(width: 320, height: 568))
    #expect(se.scale == 2)
    #expect(se.nativeScale == 2)
    #expect(se.pixels == PixelSize(width: 640, height: 1136))
    #expect(se.ppi == 326)
    #expect(se.diagonal == 4.0)
    #expect(se.displayZoom == nil)
    #expect(!se.hasHomeIndicator)
    #expect(se.supportedOrientations == .all)
    #expect(se.screen.statusBarHeight.portrait == 20)
    #expect(se.screen.statusBarHeight.landscape == 0)
  }

  @Test func iPhone8PlusDownsamplesToItsPanel() throws {
    let plus = try device("iPhone 8 Plus")
    #expect(plus.identifiers == ["iPhone10,2", "iPhone10,5"])
    #expect(plus.points == Size(width: 414, height: 736))
    #expect(plus.scale == 3)
    #expect(plus.nativeScale == 2.608)
    #expect(plus.pixels == PixelSize(width: 1080, height: 1920))
    #expect(plus.ppi == 401)
    #expect(plus.diagonal == 5.5)
    #expect(
      plus.displayZoom == DisplayZoom(points: Size(width: 375, height: 667), nativeScale: 2.88)
    )
  }

  @Test func iPhoneXSafeAreaAndOrientations() throws {
    let x = try device("iPhone X")
    #expect(x.points == Size(width: 375, height: 812))
    #expect(x.scale == 3)
    #expect(x.pixels == PixelSize(width: 1125, height: 2436))
    #expect(x.hasHomeIndicator)
    #expect(x.screen.safeArea.portrait == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(x.screen.safeArea.landscape == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(x.supportedOrientations == .allButUpsideDown)

    let landscape = try x.geometry(in: .landscapeLeft)
    #expect(landscape.size == Size(width: 812, height: 375))
    #expect(landscape.sizeClasses == SizeClassPair(horizontal: .compact, vertical: .compact))
    #expect(landscape.statusBarHeight == 0)
    #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(
      throws: DeviceCatalogError.unsupportedOrientation(
        device: "iPhone X", orientation: .portraitUpsideDown)
    ) {
      try x.geometry(in: .portraitUpsideDown)
    }
  }

  @Test(arguments: [
    ("iPhone 12 mini", 50.0), ("iPhone 12", 47), ("iPhone 13 Pro Max", 47), ("iPhone 14", 47),
    ("iPhone XR", 48), ("iPhone 11 Pro", 44), ("iPhone 14 Pro", 59), ("iPhone 15", 59),
    ("iPhone 16 Plus", 59), ("iPhone 16 Pro", 62), ("iPhone 16 Pro Max", 62), ("iPhone 17", 62),
    ("iPhone Air", 68), ("iPhone 16e", 47),
  ])
  func portraitTopSafeArea(name: String, top: Double) throws {
    let phone = try device(name)
    #expect(phone.screen.safeArea.portrait.top == top)
    #expect(phone.screen.safeArea.portrait.bottom == 34)
    #expect(phone.screen.safeArea.landscape.left == top)
    #expect(phone.screen.safeArea.landscape.right == top)
  }

  @Test func iPadPro129Sizes() throws {
    let third = try device("ipad pro 12.9 3rd")
    #expect(third.name == "iPad Pro (12.9-inch) (3rd generation)")
    #expect(third.points == Size(width: 1024, height: 1366))
    #expect(third.scale == 2)
    #expect(third.pixels == PixelSize(width: 2048, height: 2732))
    #expect(third.hasHomeIndicator)
    #expect(third.screen.safeArea.portrait == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    let first = try device("iPad Pro (12.9-inch) (1st generation)")
    #expect(first.points == third.points)
    #expect(!first.hasHomeIndicator)
    #expect(first.screen.safeArea.landscape == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  @Test func currentModelsArePresent() throws {
    let names = Set(DeviceCatalog.all.map(\.name))
    for name in [
      "iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air", "iPhone 16e",
      "iPad (A16)", "iPad Air 11-inch (M3)", "iPad Air 13-inch (M3)", "iPad mini (A17 Pro)",
      "iPad Pro 11-inch (M5)", "iPad Pro 13-inch (M5)", "iPhone (1st generation)",
      "iPod touch (1st generation)", "iPod touch (7th generation)", "iPad (1st generation)",
      "iPhone 17e", "iPad Air 11-inch (M4)", "iPad Air 13-inch (M4)", "iPad mini (1st generation)",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    #expect(try device("iPhone Air").points == Size(width: 420, height: 912))
    #expect(try device("iPad Pro 13-inch (M5)").points == Size(width: 1032, height: 1376))
    #expect(try device("iPad mini (A17 Pro)").points == Size(width: 744, height: 1133))
  }

  /// The 2026 models share their predecessors' screens (DeviceKit lists the same diagonal,
  /// pixel density and display shape).
  @Test func modelsOf2026() throws {
    let phone = try device("iPhone 17e")
    #expect(phone.identifiers == ["iPhone18,5"])
    #expect(phone.screen == (try device("iPhone 16e")).screen)
    #expect(phone.points == Size(width: 390, height: 844))
    // A notch, not the Dynamic Island: Apple's specification (2532×1170 pixels, no Dynamic
    // Island; Sources/LayoutDevices/README.md).
    #expect(phone.screen.safeArea.portrait == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(phone.screen.safeArea.landscape == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    let air11 = try device("iPad Air 11-inch (M4)")
    #expect(air11.identifiers == ["iPad16,8", "iPad16,9"])
    #expect(air11.points == Size(width: 820, height: 1180))
    let air13 = try device("iPad Air 13-inch (M4)")
    #expect(air13.identifiers == ["iPad16,10", "iPad16,11"])
    #expect(air13.points == Size(width: 1024, height: 1366))
    #expect(air13.screen == (try device("iPad Air 13-inch (M3)")).screen)
    let mini = try device("iPad mini (1st generation)")
    #expect(mini.name == "iPad mini (1st generation)")
    #expect(try device("iPad mini").name == "iPad mini (1st generation)")
    #expect(mini.points == Size(width: 768, height: 1024))
  }

  @Test func catalogInvariants() {
    #expect(DeviceCatalog.all.count == 104)
    #expect(DeviceCatalog.devices(in: .iPodTouch).count == 7)
    for device in DeviceCatalog.all {
      let zoomWidth = device.displayZoom?.points.width ?? 0
      #expect(zoomWidth < device.points.width, "\(device)")
      if device.scale == device.nativeScale {
        #expect(Double(device.pixels.width) == device.points.width * device.scale, "\(device)")
        #expect(Double(device.pixels.height) == device.points.height * device.scale, "\(device)")
      }
    }
  }
}
