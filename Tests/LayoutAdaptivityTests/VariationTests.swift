import LayoutDevices
import AutoLayout
import Testing

@testable import LayoutAdaptivity

/// Interface Builder-style size-class variations driven by rotations.
@Suite struct VariationTests {
  /// A title 40 points under the safe area, 8 in compact height (`wAny hCompact`).
  static func titleScreen(_ configuration: DeviceConfiguration) throws -> (
    DeviceEnvironment, View, LayoutConstraint
  ) {
    let engine = LayoutEngine(rootSize: size(100, 100))
    let title = try makeView("title", in: engine.root)
    let guide = engine.root.safeAreaLayoutGuide
    let top = title.topAnchor.constraint(equalTo: guide.topAnchor, constant: 40)
    let variations = TraitVariations()
    variations.add([
      top,
      title.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      title.widthAnchor.constraint(equalToConstant: 100),
      title.heightAnchor.constraint(equalToConstant: 30),
    ])
    variations.setConstant(8, for: try TraitCollection(sizeClassLabel: "wAny hCompact"), of: top)
    let environment = try DeviceEnvironment(
      engine: engine, configuration: configuration, variations: variations)
    return (environment, title, top)
  }

  @Test func compactHeightConstantOnlyInIPhoneLandscape() throws {
    let (environment, title, top) = try Self.titleScreen(
      DeviceConfiguration(device: device("iPhone 15"), orientation: .portrait))
    #expect(title.frame == rect(0, 99, 100, 30))
    #expect(environment.launchReport.work.variations.activations == 4)

    let toLandscape = try environment.rotate(to: .landscapeLeft)
    #expect(top.constant == 8)
    #expect(title.frame == rect(59, 8, 100, 30))
    #expect(toLandscape.work.variations.constantChanges == 1)
    #expect(toLandscape.work.variations.activations == 0)
    #expect(toLandscape.work.variations.deactivations == 0)

    let toPortrait = try environment.rotate(to: .portrait)
    #expect(title.frame == rect(0, 99, 100, 30))
    #expect(toPortrait.work.variations.constantChanges == 1)

    // Re-rotation costs exactly what the first rotation cost, no extra activation work.
    let again = try environment.rotate(to: .landscapeLeft)
    #expect(again.work.variations == toLandscape.work.variations)
    #expect(again.work.solverAdds == toLandscape.work.solverAdds)
    #expect(title.frame == rect(59, 8, 100, 30))

    // Landscape to landscape keeps the traits: the variations are not even consulted.
    let applications = environment.variations.statistics.applications
    let flipped = try environment.rotate(to: .landscapeRight)
    #expect(flipped.work.variations.isEmpty)
    #expect(environment.variations.statistics.applications == applications)
    #expect(environment.variations.statistics.work.activations == 4)
  }

  @Test func reapplyingTraitsDoesNoSolverWork() throws {
    let (environment, title, _) = try Self.titleScreen(
      DeviceConfiguration(device: device("iPhone 15"), orientation: .landscapeLeft))
    let engine = environment.engine
    let statistics = engine.statistics
    let pivots = engine.solverStatistics.pivots
    let variations = environment.variations
    let unchanged = variations.statistics.unchangedApplications
    #expect(try variations.apply(environment.traitCollection).isEmpty)
    // Other traits that resolve to the same state touch nothing either.
    let plusLandscape = traits(.regular, .compact, scale: 3, idiom: .phone)
    #expect(try variations.apply(plusLandscape).isEmpty)
    #expect(variations.statistics.unchangedApplications == unchanged + 2)
    #expect(!engine.hasPendingLayout)
    #expect(try environment.layoutIfNeeded().events.isEmpty)
    #expect(engine.statistics == statistics)
    #expect(engine.solverStatistics.pivots == pivots)
    #expect(title.frame == rect(59, 8, 100, 30))
  }

  @Test func constantFollowsSizeClassesAcrossDevices() throws {
    let cases: [(String, InterfaceOrientation, Rect)] = [
      ("iPhone 15 Plus", .landscapeLeft, rect(59, 8, 100, 30)),  // wR hC
      ("iPhone 15 Plus", .portrait, rect(0, 99, 100, 30)),  // wC hR
      ("iPhone SE (2nd generation)", .landscapeLeft, rect(0, 8, 100, 30)),  // wC hC
      ("iPad (10th generation)", .landscapeLeft, rect(0, 64, 100, 30)),  // wR hR
    ]
    for (name, orientation, expected) in cases {
      let (_, title, _) = try Self.titleScreen(
        DeviceConfiguration(device: device(name), orientation: orientation))
      #expect(title.frame == expected, "\(name) \(orientation)")
    }
  }

  /// Two boxes stacked in regular height and side by side in compact height, generic sizes
  /// always on: the photo-feed pattern of swapping constraint sets on trait changes.
  @Test func constraintSetsSwapOnlyWhenTraitsChange() throws {
    let engine = LayoutEngine(rootSize: size(100, 100))
    let root = engine.root
    let picture = try makeView("picture", in: root)
    let caption = try makeView("caption", in: root)
    let generic = [
      picture.widthAnchor.constraint(equalToConstant: 200),
      picture.heightAnchor.constraint(equalToConstant: 200),
      caption.widthAnchor.constraint(equalToConstant: 150),
      caption.heightAnchor.constraint(equalToConstant: 50),
      picture.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
      picture.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
    ]
    let portrait = ConstraintSet(
      "portrait",
      [
        caption.topAnchor.constraint(equalTo: picture.bottomAnchor, constant: 8),
        caption.leadingAnchor.constraint(equalTo: picture.leadingAnchor),
      ])
    let landscape = ConstraintSet(
      "landscape",
      [
        caption.leadingAnchor.constraint(equalTo: picture.trailingAnchor, constant: 8),
        caption.topAnchor.constraint(equalTo: picture.topAnchor),
      ])
    let variations = TraitVariations()
    variations.add(generic)
    variations.add(portrait, for: try TraitCollection(sizeClassLabel: "wAny hRegular"))
    variations.add(landscape, for: try TraitCollection(sizeClassLabel: "wAny hCompact"))
    let environment = try DeviceEnvironment(
      engine: engine,
      configuration: DeviceConfiguration(device: device("iPhone 15"), orientation: .portrait),
      variations: variations)
    #expect(portrait.isActive && !landscape.isActive)
    #expect(caption.frame == rect(0, 267, 150, 50))
    let portraitFrames = [picture.frame, caption.frame]

    var landscapeFrames: [Rect]?
    for _ in 0..<10 {
      let out = try environment.rotate(to: .landscapeLeft)
      #expect(out.work.variations.activations == 2)
      #expect(out.work.variations.deactivations == 2)
      #expect(landscape.isActive && !portrait.isActive)
      let frames = [picture.frame, caption.frame]
      if let landscapeFrames { #expect(frames == landscapeFrames) }
      landscapeFrames = frames
      let flip = try environment.rotate(to: .landscapeRight)
      #expect(flip.work.variations.isEmpty)
      let back = try environment.rotate(to: .portrait)
      #expect(back.work.variations.activations == 2)
      #expect([picture.frame, caption.frame] == portraitFrames)
    }
    #expect(landscapeFrames == [rect(59, 0, 200, 200), rect(267, 0, 150, 50)])
    #expect(environment.engine.conflictReports.isEmpty)
    #expect(variations.statistics.work.activations == 6 + 2 + 20 * 2)
  }

  @Test func viewInstallationVaries() throws {
    let engine = LayoutEngine(rootSize: size(100, 100))
    let root = engine.root
    let badge = try makeView("badge", in: root)
    let spacer = try makeView("spacer", in: root)
    let dot = try makeView("dot", in: badge)
    let guide = root.safeAreaLayoutGuide
    let variations = TraitVariations()
    variations.add([
      badge.topAnchor.constraint(equalTo: guide.topAnchor),
      badge.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 40),
      spacer.topAnchor.constraint(equalTo: guide.topAnchor),
      spacer.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      spacer.widthAnchor.constraint(equalToConstant: 10),
      spacer.heightAnchor.constraint(equalToConstant: 10),
    ])
    // Not managed: it travels with the badge's subtree.
    try LayoutConstraint.activate([
      dot.centerXAnchor.constraint(equalTo: badge.centerXAnchor),
      dot.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
      dot.widthAnchor.constraint(equalToConstant: 4),
      dot.heightAnchor.constraint(equalToConstant: 4),
    ])
    try variations.uninstall(badge, for: try TraitCollection(sizeClassLabel: "wRegular hRegular"))
    var fontSizes: [Double] = []
    variations.addProperty(
      "title font",
      TraitVariation(15, overrides: [(.sizeClasses(width: .regular, height: .regular), 20)])
    ) { fontSizes.append($0) }

    let environment = try DeviceEnvironment(
      engine: engine,
      configuration: DeviceConfiguration(
        device: device("iPad (10th generation)"), orientation: .portrait),
      variations: variations)
    #expect(badge.superview == nil)
    #expect(root.subviews.map(\.name) == ["spacer"])
    #expect(fontSizes == [20])
    #expect(environment.launchReport.work.variations.viewRemovals == 1)
    #expect(spacer.frame == rect(810, 24, 10, 10))

    let narrow = try environment.resize(to: .oneThird)
    #expect(narrow.work.variations.viewInstalls == 1)
    #expect(narrow.work.variations.activations == 4)
    #expect(root.subviews.map(\.name) == ["badge", "spacer"])
    #expect(badge.frame == rect(0, 24, 40, 40))
    #expect(dot.frame == rect(18, 18, 4, 4))
    #expect(fontSizes == [20, 15])

    let full = try environment.resize(to: nil)
    #expect(full.work.variations.viewRemovals == 1)
    #expect(full.work.variations.deactivations == 4)
    #expect(badge.superview == nil)
    #expect(environment.engine.conflictReports.isEmpty)
    #expect(environment.engine.ambiguityReports().isEmpty)
  }

  @Test func refusedActivationLeavesTheLayoutUnchanged() throws {
    let engine = LayoutEngine(rootSize: size(100, 100))
    let box = try makeView("box", in: engine.root)
    let stranger = View("stranger")
    let wide = box.widthAnchor.constraint(equalToConstant: 100)
    let top = box.topAnchor.constraint(equalTo: engine.root.topAnchor)
    let variations = TraitVariations()
    variations.add([
      box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor), top,
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    let compactHeight = try TraitCollection(sizeClassLabel: "wAny hCompact")
    variations.add(wide, installed: TraitVariation(true, overrides: [(compactHeight, false)]))
    variations.setConstant(5, for: compactHeight, of: top)
    variations.install(
      [box.widthAnchor.constraint(equalTo: stranger.widthAnchor)], only: compactHeight)
    let environment = try DeviceEnvironment(
      engine: engine,
      configuration: DeviceConfiguration(device: device("iPhone 15"), orientation: .portrait),
      variations: variations)
    #expect(box.frame == rect(0, 0, 100, 10))
    #expect(throws: AdaptivityError.self) { try environment.rotate(to: .landscapeLeft) }
    #expect(wide.isActive)
    #expect(top.constant == 0)
    #expect(variations.appliedTraits == nil)
  }
}
