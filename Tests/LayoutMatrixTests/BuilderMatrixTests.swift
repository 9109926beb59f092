import AutoLayout
import LayoutDevices
import Testing

@testable import LayoutAdaptivity
@testable import LayoutMatrix

/// A layout built in code on the matrix: every device × supported orientation (× multitasking window).
@Suite struct BuilderMatrixTests {
  /// A content view on the safe area and a fixed-size badge in its top-leading corner.
  static func safeAreaLayout(_ engine: LayoutEngine) throws(LayoutEngineError) -> SceneContent {
    let content = View("content")
    content.translatesAutoresizingMaskIntoConstraints = false
    try engine.root.addSubview(content)
    let badge = View("badge")
    badge.translatesAutoresizingMaskIntoConstraints = false
    try content.addSubview(badge)
    let guide = engine.root.safeAreaLayoutGuide
    let variations = TraitVariations()
    variations.add([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      badge.topAnchor.constraint(equalTo: content.topAnchor),
      badge.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 44),
      badge.heightAnchor.constraint(equalToConstant: 44),
    ])
    return SceneContent(variations: variations)
  }

  @Test func coversEverySupportedOrientationOfEveryDevice() throws {
    let cells = MatrixSolver.run(
      configurations: MatrixSolver.configurations(), layout: Self.safeAreaLayout)
    for device in DeviceCatalog.all {
      let own = cells.filter { $0.device == device.name }
      let fullScreen = own.filter { $0.multitasking == nil }.map(\.orientation)
      #expect(fullScreen == device.supportedOrientations.orientations, "\(device.name)")
      let windows = device.supportedOrientations.orientations.reduce(0) { count, orientation in
        count
          + device.multitaskingWindows.filter { $0.orientation == orientation.screenOrientation }
          .count
      }
      #expect(own.count == fullScreen.count + windows, "\(device.name)")
    }
    for cell in cells {
      #expect(cell.diagnostics.isClean, "\(cell)")
      let insets = cell.safeAreaInsets
      let expected = rect(
        insets.left, insets.top, cell.windowSize.width - insets.left - insets.right,
        cell.windowSize.height - insets.top - insets.bottom)
      #expect(cell.frame(of: "content") == expected, "\(cell)")
      #expect(cell.frame(of: "badge") == rect(expected.x, expected.y, 44, 44), "\(cell)")
      #expect(cell.frames.map(\.name) == ["root", "content", "badge"])
    }
    let landscape15 = try #require(
      cells.first { $0.device == "iPhone 15" && $0.orientation == .landscapeLeft })
    #expect(landscape15.frame(of: "content") == rect(59, 0, 734, 372))
    #expect(landscape15.frames[2].frame == rect(0, 0, 44, 44))
    #expect(landscape15.traits.sizeClasses.description == "wC hC")
    let third = try #require(
      cells.first {
        $0.device == "iPad (10th generation)" && $0.orientation == .portrait
          && $0.multitasking == .oneThird
      })
    #expect(third.traits.horizontalSizeClass == .compact)
    #expect(third.frame(of: "content") == rect(0, 24, 320, 1136))
  }

  @Test func cellsCarryConflictsAmbiguityAndFailures() throws {
    let configurations = DeviceConfiguration.all(for: try device("iPhone 15"))
    let conflicting = MatrixSolver.run(configurations: configurations) {
      engine throws(LayoutEngineError) in
      let box = View("box")
      box.translatesAutoresizingMaskIntoConstraints = false
      try engine.root.addSubview(box)
      try LayoutConstraint.activate([
        box.widthAnchor.constraint(equalToConstant: 100),
        box.widthAnchor.constraint(equalToConstant: 200),
        box.heightAnchor.constraint(equalToConstant: 10),
        box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      ])
      return SceneContent()
    }
    #expect(conflicting.count == 3)
    for cell in conflicting {
      #expect(cell.diagnostics.conflicts.count == 1)
      #expect(cell.diagnostics.conflicts[0].contains("Unable to simultaneously satisfy"))
      #expect(cell.diagnostics.ambiguities.count == 1)
      #expect(cell.diagnostics.ambiguities[0].contains("box"))
    }
    let failing = MatrixSolver.run(configurations: configurations) {
      engine throws(LayoutEngineError) in
      try engine.root.addSubview(engine.root)
      return SceneContent()
    }
    #expect(failing.allSatisfy { $0.frames.isEmpty && $0.diagnostics.failure != nil })
  }

  /// A 600-point box (at 700) centred in the root's readable-content guide.
  static func readableBoxLayout(_ engine: LayoutEngine) throws(LayoutEngineError) -> SceneContent {
    let box = View("box")
    box.translatesAutoresizingMaskIntoConstraints = false
    try engine.root.addSubview(box)
    let guide = engine.root.readableContentGuide
    let width = box.widthAnchor.constraint(equalToConstant: 600)
    try width.setPriority(700)
    let variations = TraitVariations()
    variations.add([
      box.leadingAnchor.constraint(greaterThanOrEqualTo: guide.leadingAnchor),
      box.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),
      width,
      box.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
      box.topAnchor.constraint(equalTo: guide.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 100),
    ])
    return SceneContent(variations: variations)
  }

  /// From the widest iPad to the narrowest iPhone (issue 28): the first solve on the phone
  /// met a conflict with the iPad's readable-guide insets, which the live matrix listed and
  /// kept; each cell must be what a fresh build of it is, with no conflict.
  @Test func liveEnvironmentFromAnIPadToAnIPhoneSEMatchesFreshBuilds() throws {
    let configurations = [
      try DeviceConfiguration(device: try device("iPad Pro 13-inch (M5)"), orientation: .portrait),
      try DeviceConfiguration(
        device: try device("iPhone SE (1st generation)"), orientation: .portrait),
    ]
    let fresh = MatrixSolver.run(configurations: configurations, layout: Self.readableBoxLayout)
    let engine = LayoutEngine(rootSize: size(100, 100))
    let content = try Self.readableBoxLayout(engine)
    let environment = try DeviceEnvironment(
      engine: engine, configuration: configurations[0], variations: content.variations,
      policy: .deviceOnly)
    let live = MatrixSolver.run(environment: environment, configurations: configurations)
    #expect(live.map(\.diagnostics) == fresh.map(\.diagnostics))
    #expect(live.map(\.frames) == fresh.map(\.frames))
    #expect(live.allSatisfy { $0.diagnostics.conflicts.isEmpty })
    let box = try #require(live[1].frames.first { $0.name == "box" })
    #expect(box.frame == rect(16, 20, 288, 100))
  }

  @Test func liveEnvironmentMatchesFreshBuilds() throws {
    let configurations = MatrixSolver.configurations(
      devices: [
        try device("iPhone 15"), try device("iPad (10th generation)"), try device("iPhone 15 Plus"),
      ])
    let fresh = MatrixSolver.run(configurations: configurations, layout: Self.safeAreaLayout)
    let engine = LayoutEngine(rootSize: size(100, 100))
    let content = try Self.safeAreaLayout(engine)
    let environment = try DeviceEnvironment(
      engine: engine, configuration: configurations[0], variations: content.variations,
      policy: .deviceOnly)
    let live = MatrixSolver.run(environment: environment, configurations: configurations)
    #expect(live.count == fresh.count)
    for (a, b) in zip(live, fresh) {
      #expect(a.frames == b.frames, "\(a)")
      #expect(a.diagnostics == b.diagnostics, "\(a)")
    }
    // Moving between devices re-solved incrementally: the solver never rebuilt.
    #expect(engine.solverStatistics.fullSolves == 0)
  }
}
