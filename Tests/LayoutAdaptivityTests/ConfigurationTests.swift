import LayoutDevices
import AutoLayout
import Testing

@testable import LayoutAdaptivity

/// Device configurations and orientation masks, with values from the catalog.
@Suite struct ConfigurationTests {
  @Test func iPhone15PortraitAndLandscape() throws {
    let phone = try device("iPhone 15")
    let portrait = try DeviceConfiguration(device: phone, orientation: .portrait)
    #expect(portrait.windowSize == Size(width: 393, height: 852))
    #expect(portrait.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(portrait.sizeClasses == SizeClassPair(horizontal: .compact, vertical: .regular))
    #expect(portrait.statusBarHeight == 54)
    #expect(portrait.scale == 3)
    let landscape = try DeviceConfiguration(device: phone, orientation: .landscapeLeft)
    #expect(landscape.windowSize == Size(width: 852, height: 393))
    #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(landscape.traitCollection == traits(.compact, .compact, scale: 3, idiom: .phone))
    #expect(landscape.isStatusBarHidden)
    #expect(landscape.description == "iPhone 15 landscapeLeft 852x393 @3x wC hC")
  }

  @Test func engineTakesTheConfiguration() throws {
    let engine = LayoutEngine(rootSize: size(1, 1))
    let configuration = try DeviceConfiguration(
      device: device("iPhone 15 Plus"), orientation: .landscapeRight,
      layoutDirection: .rightToLeft)
    engine.apply(configuration)
    #expect(engine.rootSize == size(932, 430))
    #expect(engine.scale == 3)
    #expect(engine.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(engine.horizontalSizeClass == .regular)
    #expect(engine.layoutDirection == .rightToLeft)
  }

  @Test func homeButtonPhoneTurnsUpsideDownButNotchedPhoneDoesNot() throws {
    let allowAll = OrientationPolicy(applicationMask: .all, viewControllerMask: .all)
    let se = try DeviceConfiguration(
      device: device("iPhone SE (1st generation)"), orientation: .portraitUpsideDown,
      policy: allowAll)
    #expect(se.windowSize == Size(width: 320, height: 568))
    #expect(se.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(
      throws: AdaptivityError.unsupportedOrientation(
        device: "iPhone X", orientation: .portraitUpsideDown,
        supported: [.portrait, .landscapeLeft, .landscapeRight])
    ) {
      try DeviceConfiguration(
        device: device("iPhone X"), orientation: .portraitUpsideDown, policy: allowAll)
    }
  }

  @Test func viewControllerMaskNarrowsButNeverWidens() throws {
    let se = try device("iPhone SE (1st generation)")
    // UIKit's default iPhone view controller mask excludes upside down.
    #expect(
      throws: AdaptivityError.orientationNotAllowed(
        orientation: .portraitUpsideDown, allowed: .allButUpsideDown)
    ) {
      try DeviceConfiguration(device: se, orientation: .portraitUpsideDown)
    }
    let narrowed = OrientationPolicy(
      applicationMask: .allButUpsideDown, viewControllerMask: .portrait)
    #expect(try narrowed.allowedOrientations(on: se) == .portrait)
    let portraitApp = OrientationPolicy(applicationMask: .portrait, viewControllerMask: .all)
    #expect(try portraitApp.allowedOrientations(on: se) == .portrait)
    #expect(
      throws: AdaptivityError.orientationNotAllowed(
        orientation: .landscapeLeft, allowed: .portrait)
    ) {
      try DeviceConfiguration(device: se, orientation: .landscapeLeft, policy: portraitApp)
    }
    let disjoint = OrientationPolicy(applicationMask: .portrait, viewControllerMask: .landscape)
    #expect(
      throws: AdaptivityError.noCommonOrientation(
        application: .portrait, viewController: .landscape)
    ) {
      try DeviceConfiguration(device: se, orientation: .portrait, policy: disjoint)
    }
  }

  @Test func iPadMultitaskingAppsIgnoreTheViewControllerMask() throws {
    let pad = try device("iPad (10th generation)")
    let portraitController = OrientationPolicy(viewControllerMask: .portrait)
    #expect(try portraitController.allowedOrientations(on: pad) == .all)
    let fullScreen = OrientationPolicy(viewControllerMask: .portrait, requiresFullScreen: true)
    #expect(try fullScreen.allowedOrientations(on: pad) == .portrait)
    #expect(throws: AdaptivityError.requiresFullScreen(mode: .oneThird)) {
      try DeviceConfiguration(
        device: pad, orientation: .portrait, multitasking: .oneThird,
        policy: OrientationPolicy(requiresFullScreen: true))
    }
  }

  @Test func splitViewOneThirdIsCompactWidth() throws {
    let pad = try device("iPad (10th generation)")
    let third = try DeviceConfiguration(
      device: pad, orientation: .portrait, multitasking: .oneThird)
    #expect(third.windowSize == Size(width: 320, height: 1180))
    #expect(third.sizeClasses == SizeClassPair(horizontal: .compact, vertical: .regular))
    #expect(third.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    let landscapeThird = try DeviceConfiguration(
      device: pad, orientation: .landscapeLeft, multitasking: .oneThird)
    #expect(landscapeThird.windowSize == Size(width: 320, height: 820))
    #expect(landscapeThird.sizeClasses.horizontal == .compact)
    let slideOver = try DeviceConfiguration(
      device: pad, orientation: .portrait, multitasking: .slideOver)
    #expect(slideOver.windowSize == Size(width: 320, height: 1140))
    #expect(slideOver.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(slideOver.isStatusBarHidden)
    #expect(
      throws: AdaptivityError.multitaskingUnavailable(
        device: "iPad (10th generation)", mode: .half, orientation: .portrait)
    ) {
      try DeviceConfiguration(device: pad, orientation: .portrait, multitasking: .half)
    }
    #expect(
      throws: AdaptivityError.multitaskingUnavailable(
        device: "iPhone 15", mode: .oneThird, orientation: .portrait)
    ) {
      try DeviceConfiguration(
        device: device("iPhone 15"), orientation: .portrait, multitasking: .oneThird)
    }
  }

  @Test func enumerationListsEveryAllowedWindow() throws {
    let pad = try device("iPad (10th generation)")
    let all = DeviceConfiguration.all(for: pad)
    // 4 orientations; portrait has 2/3, 1/3, Slide Over; landscape adds 1/2.
    #expect(all.count == 2 * (1 + 3) + 2 * (1 + 4))
    #expect(all.first?.multitasking == nil)
    #expect(all.map(\.orientation).first == .portrait)
    let x = DeviceConfiguration.all(for: try device("iPhone X"))
    #expect(x.map(\.orientation) == [.portrait, .landscapeLeft, .landscapeRight])
    let uikitDefault = DeviceConfiguration.all(
      for: try device("iPhone SE (1st generation)"), policy: OrientationPolicy())
    #expect(uikitDefault.map(\.orientation) == [.portrait, .landscapeLeft, .landscapeRight])
  }

  @Test func sizeClassLabels() throws {
    let pattern = try TraitCollection(sizeClassLabel: "wAny hCompact")
    #expect(
      pattern == TraitCollection(horizontalSizeClass: .unspecified, verticalSizeClass: .compact))
    #expect(try TraitCollection(sizeClassLabel: "wC hR").sizeClasses.description == "wC hR")
    #expect(try TraitCollection(sizeClassLabel: "wRegular").verticalSizeClass == .unspecified)
    #expect(try TraitCollection(sizeClassLabel: "base").specificity == 0)
    #expect(
      throws: AdaptivityError.invalidTraitPattern(
        "wX hC", reason: "`wX` is not Any, Compact or Regular (or A, C, R)")
    ) {
      try TraitCollection(sizeClassLabel: "wX hC")
    }
    #expect(
      throws: AdaptivityError.invalidTraitPattern("hR hC", reason: "the h axis is given twice")
    ) {
      try TraitCollection(sizeClassLabel: "hR hC")
    }
    #expect(throws: AdaptivityError.invalidTraitPattern("", reason: "expected `w<class> h<class>`"))
    {
      try TraitCollection(sizeClassLabel: "")
    }
  }

  @Test func mostSpecificVariationWinsAndLaterWinsTies() throws {
    var value = TraitVariation(0)
    value.set(1, for: try TraitCollection(sizeClassLabel: "wAny hCompact"))
    value.set(2, for: try TraitCollection(sizeClassLabel: "wCompact hAny"))
    let phoneLandscape = traits(.compact, .compact, scale: 3, idiom: .phone)
    let phonePortrait = traits(.compact, .regular, scale: 3, idiom: .phone)
    let plusLandscape = traits(.regular, .compact, scale: 3, idiom: .phone)
    let pad = traits(.regular, .regular, scale: 2, idiom: .pad)
    #expect(value.value(for: phoneLandscape) == 2)
    #expect(value.value(for: phonePortrait) == 2)
    #expect(value.value(for: plusLandscape) == 1)
    #expect(value.value(for: pad) == 0)
    value.set(3, for: try TraitCollection(sizeClassLabel: "wC hC"))
    #expect(value.value(for: phoneLandscape) == 3)
    value.set(4, for: TraitCollection(userInterfaceIdiom: .pad))
    #expect(value.value(for: pad) == 4)
    value.set(9, for: TraitCollection())
    #expect(value.base == 9)
    #expect(value.overrides.count == 4)
  }
}
