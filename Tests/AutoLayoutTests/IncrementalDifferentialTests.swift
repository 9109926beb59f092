import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

/// A small deterministic generator (SplitMix64), so failures replay from the printed seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random edits applied incrementally to one engine must give exactly the frames of a fresh
/// engine built from the final state.
@Suite struct IncrementalDifferentialTests {
  /// A row of views: each starts `gaps[i]` after the previous one's trailing edge, with its
  /// own width (from the active set: `wide` or `narrow`), top and height.
  struct Row {
    var gaps: [Double]
    var wide: [Double]
    var narrow: [Double]
    var tops: [Double]
    var heights: [Double]
    var useWide = true
    var rootSize = Size(width: 320, height: 480)
    var direction = LayoutDirection.leftToRight
  }

  final class Built {
    let engine: LayoutEngine
    let views: [View]
    var gaps: [LayoutConstraint] = []
    var tops: [LayoutConstraint] = []
    var heights: [LayoutConstraint] = []
    let wide: ConstraintSet
    let narrow: ConstraintSet

    init(_ row: Row) throws {
      engine = LayoutEngine(rootSize: row.rootSize, layoutDirection: row.direction)
      let root = engine.root
      views = try (0..<row.gaps.count).map { index throws(LayoutEngineError) in
        try makeView("v\(index)", in: root)
      }
      for (index, view) in views.enumerated() {
        let previous = index == 0 ? root.leadingAnchor : views[index - 1].trailingAnchor
        gaps.append(view.leadingAnchor.constraint(equalTo: previous, constant: row.gaps[index]))
        tops.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: row.tops[index]))
        heights.append(view.heightAnchor.constraint(equalToConstant: row.heights[index]))
      }
      wide = ConstraintSet(
        "wide", zip(views, row.wide).map { $0.widthAnchor.constraint(equalToConstant: $1) })
      narrow = ConstraintSet(
        "narrow", zip(views, row.narrow).map { $0.widthAnchor.constraint(equalToConstant: $1) })
      try LayoutConstraint.activate(gaps + tops + heights)
      try (row.useWide ? wide : narrow).activate()
      try engine.layoutIfNeeded()
    }
  }

  @Test func randomEditsMatchAFreshLayout() throws {
    let seed: UInt64 = 0x5EED_2026
    print("IncrementalDifferentialTests seed: \(seed)")
    var random = SeededGenerator(seed: seed)
    func value() -> Double { Double(Int.random(in: 0...40, using: &random)) }
    var row = Row(
      gaps: (0..<6).map { _ in value() }, wide: (0..<6).map { _ in value() + 10 },
      narrow: (0..<6).map { _ in value() }, tops: (0..<6).map { _ in value() },
      heights: (0..<6).map { _ in value() })
    let live = try Built(row)
    for step in 0..<60 {
      let index = Int.random(in: 0..<6, using: &random)
      switch Int.random(in: 0..<7, using: &random) {
      case 0:
        row.gaps[index] = value()
        live.gaps[index].constant = row.gaps[index]
      case 1:
        row.tops[index] = value()
        live.tops[index].constant = row.tops[index]
      case 2:
        row.heights[index] = value()
        live.heights[index].constant = row.heights[index]
      case 3:
        row.useWide.toggle()
        try ConstraintSet.switchSets(
          from: [row.useWide ? live.narrow : live.wide], to: [row.useWide ? live.wide : live.narrow]
        )
      case 4:
        row.wide[index] = value() + 10
        live.wide.constraints[index].constant = row.wide[index]
      case 5:
        row.rootSize = Size(width: 200 + value() * 10, height: 300 + value() * 10)
        live.engine.rootSize = row.rootSize
      default:
        row.direction = row.direction == .leftToRight ? .rightToLeft : .leftToRight
        live.engine.layoutDirection = row.direction
      }
      try live.engine.layoutIfNeeded()
      let fresh = try Built(row)
      #expect(
        live.views.map(\.frame) == fresh.views.map(\.frame),
        "step \(step), seed \(seed)")
    }
    #expect(live.engine.conflictReports.isEmpty)
    #expect(live.engine.solverStatistics.fullSolves == 0)
  }
}

/// Labels whose intrinsic sizes change (the second text pass's work) on both backends: the
/// sizes' optional constraints get new constants in place, and the frames must be those of a
/// fresh engine built with the final sizes.
@Suite struct IntrinsicSizeDifferentialTests {
  /// Rows of four labels, each after the previous one, the last ending by 300, so that
  /// compression resistance (lower to the right) and hugging both decide frames.
  static func build(_ sizes: [Size], backend: SolverBackend) throws -> (LayoutEngine, [View]) {
    let engine = LayoutEngine(backend: backend, rootSize: Size(width: 320, height: 480), scale: 2)
    var labels: [View] = []
    var constraints: [LayoutConstraint] = []
    for (index, size) in sizes.enumerated() {
      let label = try makeLabel(
        "l\(index)", in: engine.root, width: size.width, height: size.height)
      let (row, column) = index.quotientAndRemainder(dividingBy: 4)
      // Which label of a full row gives way is then decided, not ambiguous.
      label.setContentCompressionResistancePriority(
        try Priority(750 - Double(column)), for: .horizontal)
      constraints.append(
        column == 0
          ? label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 8)
          : label.leadingAnchor.constraint(equalTo: labels[index - 1].trailingAnchor, constant: 4))
      constraints.append(
        label.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: Double(row * 30)))
      if column == 3 {
        constraints.append(
          label.trailingAnchor.constraint(
            lessThanOrEqualTo: engine.root.leadingAnchor, constant: 300))
      }
      labels.append(label)
    }
    try LayoutConstraint.activate(constraints)
    try engine.layoutIfNeeded()
    return (engine, labels)
  }

  @Test(arguments: [SolverBackend.cassowary, .dense])
  func randomSizesMatchAFreshLayout(_ backend: SolverBackend) throws {
    let seed: UInt64 = 0x51_2E5
    print("IntrinsicSizeDifferentialTests seed: \(seed)")
    var random = SeededGenerator(seed: seed)
    func size() -> Size {
      Size(
        width: Double(Int.random(in: 10...120, using: &random)),
        height: Double(Int.random(in: 15...40, using: &random)))
    }
    var sizes = (0..<24).map { _ in size() }
    let (live, labels) = try Self.build(sizes, backend: backend)
    for step in 0..<30 {
      let removals = live.statistics.solverRemovals
      for index in sizes.indices where Int.random(in: 0..<3, using: &random) == 0 {
        sizes[index] = size()
        labels[index].intrinsicContentSize = sizes[index]
      }
      try live.layoutIfNeeded()
      let (_, fresh) = try Self.build(sizes, backend: backend)
      #expect(labels.map(\.frame) == fresh.map(\.frame), "step \(step), seed \(seed)")
      #expect(live.statistics.solverRemovals == removals, "step \(step)")
    }
    #expect(live.conflictReports.isEmpty)
  }
}
