import LayoutDevices
import AutoLayout
import Testing

@testable import LayoutAdaptivity

/// UIKit's rotation and resize callback sequence (UIContentContainer's documentation), with exact events,
/// geometry and frames.
@Suite struct RotationSequenceTests {
  /// A content view pinned to the safe area of a fresh engine on `configuration`.
  static func safeAreaScreen(
    _ configuration: DeviceConfiguration, policy: OrientationPolicy = OrientationPolicy()
  ) throws -> (DeviceEnvironment, View, RecordingContainer) {
    let engine = LayoutEngine(rootSize: size(100, 100))
    let content = try makeView("content", in: engine.root)
    try LayoutConstraint.activate(pinToSafeArea(content, in: engine.root))
    let observer = RecordingContainer()
    let environment = try DeviceEnvironment(
      engine: engine, configuration: configuration, observer: observer, policy: policy)
    return (environment, content, observer)
  }

  @Test func launchDeliversTraitsWithoutWillTransition() throws {
    let (environment, content, observer) = try Self.safeAreaScreen(
      DeviceConfiguration(device: device("iPhone 15"), orientation: .portrait))
    let expected: [TransitionEvent] =
      [.traitCollectionDidChange(previous: nil), .updateConstraints] + layoutPass
    #expect(environment.launchReport.events == expected)
    #expect(environment.events == expected)
    #expect(observer.calls == expected.filter { $0 != .layoutSubviews })
    #expect(content.frame == rect(0, 59, 393, 759))
    #expect(environment.engine.rootSize == size(393, 852))
  }

  @Test func iPhone15PortraitToLandscape() throws {
    let (environment, content, observer) = try Self.safeAreaScreen(
      DeviceConfiguration(device: device("iPhone 15"), orientation: .portrait))
    observer.calls = []
    let portrait = traits(.compact, .regular, scale: 3, idiom: .phone)
    let landscape = traits(.compact, .compact, scale: 3, idiom: .phone)
    var sizeSeenBeforeChange: Size?
    observer.onViewWillTransition = { _, environment in
      sizeSeenBeforeChange = environment.engine.rootSize
    }
    let report = try environment.rotate(to: .landscapeLeft)
    let expected: [TransitionEvent] =
      [
        .willTransition(to: landscape), .viewWillTransition(to: size(852, 393)),
        .traitCollectionDidChange(previous: portrait), .updateConstraints,
      ] + layoutPass + [.transitionCompleted]
    #expect(report.events == expected)
    #expect(observer.calls == expected.filter { $0 != .layoutSubviews })
    #expect(report.traitsChanged)
    // viewWillTransition comes before the size changes.
    #expect(sizeSeenBeforeChange == size(393, 852))
    let engine = environment.engine
    #expect(engine.rootSize == size(852, 393))
    #expect(engine.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(engine.horizontalSizeClass == .compact)
    #expect(environment.traitCollection == landscape)
    #expect(environment.configuration.isStatusBarHidden)
    #expect(content.frame == rect(59, 0, 734, 372))
    // Incremental: two edit suggestions in one call, no rebuild, no variation work.
    #expect(report.work.rootSizeSuggestions == 1)
    #expect(report.work.fullSolves == 0)
    #expect(report.work.layoutPasses == 1)
    #expect(report.work.variations.isEmpty)
    #expect(report.work.solverAdds == report.work.solverRemovals)
    #expect(environment.reports.count == 2)
  }

  @Test func sameShapeRotationHasNoTraitCallbacks() throws {
    let (environment, content, _) = try Self.safeAreaScreen(
      DeviceConfiguration(device: device("iPhone 15"), orientation: .landscapeLeft))
    let report = try environment.rotate(to: .landscapeRight)
    #expect(
      report.events == [.viewWillTransition(to: size(852, 393))] + layoutPass + [
        .transitionCompleted
      ])
    #expect(!report.traitsChanged)
    // Nothing about the root changed: the engine has nothing to do.
    #expect(report.work.layoutPasses == 0)
    #expect(report.work.pivots == 0)
    #expect(content.frame == rect(59, 0, 734, 372))
    let again = try environment.rotate(to: .landscapeRight)
    #expect(again.events.isEmpty)
  }

  @Test func iPadFullScreenRotationIsSizeOnly() throws {
    let (environment, content, _) = try Self.safeAreaScreen(
      DeviceConfiguration(device: device("iPad (10th generation)"), orientation: .portrait))
    #expect(content.frame == rect(0, 24, 820, 1136))
    let report = try environment.rotate(to: .landscapeLeft)
    #expect(
      report.events == [.viewWillTransition(to: size(1180, 820))] + layoutPass + [
        .transitionCompleted
      ])
    #expect(content.frame == rect(0, 24, 1180, 776))
    #expect(environment.engine.horizontalSizeClass == .regular)
  }

  @Test func splitViewOneThirdIsATraitTransition() throws {
    let (environment, content, _) = try Self.safeAreaScreen(
      DeviceConfiguration(device: device("iPad (10th generation)"), orientation: .portrait))
    let full = traits(.regular, .regular, scale: 2, idiom: .pad)
    let narrow = traits(.compact, .regular, scale: 2, idiom: .pad)
    let report = try environment.resize(to: .oneThird)
    #expect(
      report.events
        == [
          .willTransition(to: narrow), .viewWillTransition(to: size(320, 1180)),
          .traitCollectionDidChange(previous: full), .updateConstraints,
        ] + layoutPass + [.transitionCompleted])
    #expect(environment.engine.rootSize == size(320, 1180))
    #expect(environment.engine.horizontalSizeClass == .compact)
    #expect(content.frame == rect(0, 24, 320, 1136))
    // Rotating keeps the arrangement: landscape 1/3 is 320 x 820, still compact.
    let rotated = try environment.rotate(to: .landscapeLeft)
    #expect(
      rotated.events == [.viewWillTransition(to: size(320, 820))] + layoutPass + [
        .transitionCompleted
      ])
    // The landscape 2/3 window is regular again.
    let wider = try environment.resize(to: .twoThirds)
    #expect(wider.events.first == .willTransition(to: full))
    #expect(environment.engine.rootSize == size(850, 820))
    // Portrait has no 1/2 split.
    _ = try environment.resize(to: .half)
    #expect(
      throws: AdaptivityError.multitaskingUnavailable(
        device: "iPad (10th generation)", mode: .half, orientation: .portrait)
    ) {
      try environment.rotate(to: .portrait)
    }
    #expect(environment.configuration.orientation == .landscapeLeft)
  }

  @Test func upsideDownOnlyWithAHomeButton() throws {
    let allowAll = OrientationPolicy(applicationMask: .all, viewControllerMask: .all)
    let (se, seContent, _) = try Self.safeAreaScreen(
      DeviceConfiguration(device: device("iPhone SE (1st generation)"), orientation: .portrait),
      policy: allowAll)
    let turned = try se.rotate(to: .portraitUpsideDown)
    // Same size, new orientation: viewWillTransition with the unchanged size.
    #expect(
      turned.events == [.viewWillTransition(to: size(320, 568))] + layoutPass + [
        .transitionCompleted
      ])
    #expect(seContent.frame == rect(0, 20, 320, 548))

    let (x, _, _) = try Self.safeAreaScreen(
      DeviceConfiguration(device: device("iPhone X"), orientation: .portrait), policy: allowAll)
    let eventsBefore = x.events
    #expect(
      throws: AdaptivityError.unsupportedOrientation(
        device: "iPhone X", orientation: .portraitUpsideDown,
        supported: [.portrait, .landscapeLeft, .landscapeRight])
    ) {
      try x.rotate(to: .portraitUpsideDown)
    }
    #expect(x.events == eventsBefore)
    // The physical turn is ignored, as UIKit does.
    #expect(try x.deviceDidRotate(to: .portraitUpsideDown) == nil)
  }

  @Test func deviceOrientationDrivesTheInterface() throws {
    let (environment, _, _) = try Self.safeAreaScreen(
      DeviceConfiguration(device: device("iPhone 15"), orientation: .portrait))
    #expect(try environment.deviceDidRotate(to: .faceUp) == nil)
    #expect(try environment.deviceDidRotate(to: .unknown) == nil)
    #expect(try environment.deviceDidRotate(to: .portrait) == nil)
    // Device landscape left (Home on the right) is interface landscape right.
    let report = try environment.deviceDidRotate(to: .landscapeLeft)
    #expect(report?.to.orientation == .landscapeRight)
    #expect(try environment.deviceDidRotate(to: .faceDown) == nil)
    #expect(environment.configuration.orientation == .landscapeRight)
  }

  @Test func appWithoutUpsideDownIgnoresThatTurn() throws {
    let se = try device("iPhone SE (1st generation)")
    let (environment, _, _) = try Self.safeAreaScreen(
      DeviceConfiguration(device: se, orientation: .portrait),
      policy: OrientationPolicy(applicationMask: .allButUpsideDown, viewControllerMask: .all))
    #expect(environment.configuration.statusBarHeight == 20)
    #expect(try environment.deviceDidRotate(to: .portraitUpsideDown) == nil)
    #expect(environment.configuration.orientation == .portrait)
    let report = try environment.deviceDidRotate(to: .landscapeRight)
    #expect(report?.to.orientation == .landscapeLeft)
    // Classic status bar: 20 points upright, hidden in landscape.
    #expect(environment.configuration.isStatusBarHidden)
    #expect(environment.engine.safeAreaInsets == .zero)
  }

  @Test func constraintChangesInDidLayoutRunAnotherPass() throws {
    let engine = LayoutEngine(rootSize: size(100, 100))
    let canvas = try makeView("canvas", in: engine.root)
    let leading = canvas.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor)
    let trailing = canvas.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor)
    try LayoutConstraint.activate([
      leading, trailing,
      canvas.topAnchor.constraint(equalTo: engine.root.topAnchor),
      canvas.bottomAnchor.constraint(equalTo: engine.root.bottomAnchor),
    ])
    let observer = RecordingContainer()
    // Side padding of 15% of the width each side when the canvas is wider than tall.
    observer.onDidLayout = { environment in
      let width = environment.root.frame.width
      let padding = width > environment.root.frame.height ? (width * 0.15).rounded() : 0
      leading.constant = padding
      trailing.constant = -padding
    }
    let environment = try DeviceEnvironment(
      engine: engine,
      configuration: DeviceConfiguration(device: device("iPhone 15"), orientation: .portrait),
      observer: observer)
    #expect(canvas.frame == rect(0, 0, 393, 852))
    let report = try environment.rotate(to: .landscapeLeft)
    #expect(report.events.filter { $0 == .layoutSubviews }.count == 2)
    #expect(report.events.suffix(4) == layoutPass + [.transitionCompleted])
    #expect(canvas.frame == rect(128, 0, 596, 393))
    let back = try environment.rotate(to: .portrait)
    #expect(back.events.filter { $0 == .layoutSubviews }.count == 2)
    #expect(canvas.frame == rect(0, 0, 393, 852))
  }

  @Test func endlessInvalidationIsReported() throws {
    let engine = LayoutEngine(rootSize: size(100, 100))
    let box = try makeView("box", in: engine.root)
    let width = box.widthAnchor.constraint(equalToConstant: 10)
    try LayoutConstraint.activate([
      width, box.heightAnchor.constraint(equalToConstant: 10),
      box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor),
    ])
    let observer = RecordingContainer()
    observer.onDidLayout = { _ in width.constant += 1 }
    #expect(throws: AdaptivityError.layoutFeedbackLoop(passes: 8)) {
      try DeviceEnvironment(
        engine: engine,
        configuration: DeviceConfiguration(device: device("iPhone 15"), orientation: .portrait),
        observer: observer)
    }
  }

  @Test func layoutIfNeededRunsOnlyPendingPasses() throws {
    let (environment, content, _) = try Self.safeAreaScreen(
      DeviceConfiguration(device: device("iPhone 15"), orientation: .portrait))
    #expect(try environment.layoutIfNeeded().events.isEmpty)
    environment.setNeedsUpdateConstraints()
    let report = try environment.layoutIfNeeded()
    #expect(report.events == [.updateConstraints] + layoutPass)
    #expect(report.work.pivots == 0)
    #expect(content.frame == rect(0, 59, 393, 759))
  }

  @Test func layoutDirectionIsATraitTransition() throws {
    let engine = LayoutEngine(rootSize: size(100, 100))
    let badge = try makeView("badge", in: engine.root)
    try LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10),
      badge.topAnchor.constraint(equalTo: engine.root.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 50),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    let environment = try DeviceEnvironment(
      engine: engine,
      configuration: DeviceConfiguration(device: device("iPhone 15"), orientation: .portrait))
    #expect(badge.frame == rect(10, 0, 50, 20))
    let report = try environment.setLayoutDirection(.rightToLeft)
    #expect(report.events.first == .willTransition(to: environment.traitCollection))
    #expect(!report.events.contains(.viewWillTransition(to: size(393, 852))))
    #expect(badge.frame == rect(333, 0, 50, 20))
  }
}
