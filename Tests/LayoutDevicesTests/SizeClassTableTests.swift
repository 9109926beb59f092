import Testing

@testable import LayoutDevices

/// The classic size-class table and iPad multitasking windows.
@Suite struct SizeClassTableTests {
  private let compactRegular = SizeClassPair(horizontal: .compact, vertical: .regular)
  private let regularRegular = SizeClassPair(horizontal: .regular, vertical: .regular)

  @Test func phonesAreCompactWidthInPortraitAndCompactHeightInLandscape() {
    for phone in DeviceCatalog.all where phone.family != .iPad {
      #expect(phone.sizeClasses(in: .portrait) == compactRegular, "\(phone)")
      #expect(phone.sizeClasses(in: .landscapeRight).vertical == .compact, "\(phone)")
      // Plus, Max, XR/11 and Air-class phones (414 pt and wider) are regular-width in landscape.
      let expected: SizeClass = phone.points.width >= 414 ? .regular : .compact
      #expect(phone.sizeClasses(in: .landscapeLeft).horizontal == expected, "\(phone)")
    }
  }

  @Test(arguments: [
    ("iPhone 6 Plus", SizeClass.regular), ("iPhone 8", .compact), ("iPhone XR", .regular),
    ("iPhone XS Max", .regular), ("iPhone XS", .compact), ("iPhone 12 Pro Max", .regular),
    ("iPhone 12 mini", .compact), ("iPhone 15 Pro Max", .regular), ("iPhone 16 Pro", .compact),
    ("iPhone 11", .regular), ("iPhone 17 Pro Max", .regular),
  ])
  func landscapeWidthClass(name: String, horizontal: SizeClass) throws {
    let phone = try DeviceCatalog.device(named: name)
    #expect(
      phone.sizeClasses(in: .landscapeLeft)
        == SizeClassPair(horizontal: horizontal, vertical: .compact))
  }

  @Test func iPadsAreRegularBothWaysFullScreen() {
    for pad in DeviceCatalog.devices(in: .iPad) {
      #expect(pad.sizeClasses(in: .portrait) == regularRegular, "\(pad)")
      #expect(pad.sizeClasses(in: .landscapeLeft) == regularRegular, "\(pad)")
      #expect(pad.supportedOrientations == .all, "\(pad)")
      #expect(pad.idiom == .pad)
    }
  }

  @Test func nineSevenInchSplitView() throws {
    let air2 = try DeviceCatalog.device(named: "iPad Air 2")
    let half = try #require(air2.multitaskingWindow(.half, in: .landscape))
    #expect(half.size == Size(width: 507, height: 768))
    #expect(half.sizeClasses == compactRegular)
    let twoThirds = try #require(air2.multitaskingWindow(.twoThirds, in: .landscape))
    #expect(twoThirds.size == Size(width: 694, height: 768))
    #expect(twoThirds.sizeClasses == regularRegular)
    let portrait = try #require(air2.multitaskingWindow(.twoThirds, in: .portrait))
    #expect(portrait.size == Size(width: 438, height: 1024))
    #expect(portrait.sizeClasses == compactRegular)
    #expect(air2.multitaskingWindow(.half, in: .portrait) == nil)
  }

  @Test func twelveNineInchHalfIsRegular() throws {
    let pro = try DeviceCatalog.device(named: "iPad Pro (12.9-inch) (2nd generation)")
    let half = try #require(pro.multitaskingWindow(.half, in: .landscape))
    #expect(half.size == Size(width: 678, height: 1024))
    #expect(half.sizeClasses == regularRegular)
    #expect(
      pro.multitaskingWindow(.slideOver, in: .portrait)?.size == Size(width: 375, height: 1326)
    )
    let eleven = try DeviceCatalog.device(named: "iPad Pro (11-inch) (1st generation)")
    #expect(eleven.multitaskingWindow(.half, in: .landscape)?.sizeClasses == compactRegular)
  }

  @Test func splitViewWindowsAreCompactWidthInPortrait() {
    for pad in DeviceCatalog.devices(in: .iPad) {
      for window in pad.multitaskingWindows where window.orientation == .portrait {
        #expect(window.sizeClasses == compactRegular, "\(pad) \(window)")
      }
      for window in pad.multitaskingWindows {
        #expect(
          window.size.width < pad.screen.size(in: window.orientation).width, "\(pad) \(window)")
      }
    }
  }

  @Test func multitaskingFollowsModelSupport() throws {
    #expect(try DeviceCatalog.device(named: "iPad 2").multitaskingWindows.isEmpty)
    let air = try DeviceCatalog.device(named: "iPad Air")
    #expect(air.multitasking == .slideOver)
    #expect(Set(air.multitaskingWindows.map(\.mode)) == [.slideOver])
    #expect(try DeviceCatalog.device(named: "iPhone 15 Pro Max").multitaskingWindows.isEmpty)
  }
}
