import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

/// A label (intrinsic 60 wide) followed by a field (intrinsic 100 wide), 8 apart, between
/// the root's margins (16 each side).
@Suite struct IntrinsicSizeTests {
  static func makeRow(width: Double, direction: LayoutDirection = .leftToRight) throws -> (
    LayoutEngine, label: View, field: View
  ) {
    let engine = LayoutEngine(
      rootSize: Size(width: width, height: 100), layoutDirection: direction)
    let root = engine.root
    let label = try makeLabel("label", in: root, width: 60)
    let field = try makeView("field", in: root, intrinsic: Size(width: 100, height: 30))
    field.setContentCompressionResistancePriority(749, for: .horizontal)
    let margins = root.layoutMarginsGuide
    try LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      field.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    try engine.layoutIfNeeded()
    return (engine, label, field)
  }

  @Test func hugging251BeatsHugging250() throws {
    let (engine, label, field) = try Self.makeRow(width: 320)
    // 320 - 32 - 8 = 280 to share: the label hugs its 60, the field takes 220.
    #expect(label.frame == rect(16, 10, 60, 21))
    #expect(field.frame == rect(84, 10, 220, 30))
    #expect(engine.ambiguityReports().isEmpty)
  }

  @Test func compressionResistance750Beats749() throws {
    let (_, label, field) = try Self.makeRow(width: 150)
    // 150 - 32 - 8 = 110: the label keeps 60, the field is compressed to 50.
    #expect(label.frame == rect(16, 10, 60, 21))
    #expect(field.frame == rect(84, 10, 50, 30))
  }

  @Test func equalHuggingIsAmbiguous() throws {
    let (engine, label, field) = try Self.makeRow(width: 320)
    label.setContentHuggingPriority(250, for: .horizontal)
    try engine.layoutIfNeeded()
    #expect(engine.hasAmbiguousLayout(label))
    #expect(engine.ambiguousVariables(of: label) == [.width])
    #expect(engine.ambiguousVariables(of: field) == [.minX, .width])
  }

  @Test func intrinsicSizeChangeIsAConstantUpdate() throws {
    let (engine, label, field) = try Self.makeRow(width: 320)
    let before = engine.statistics
    label.intrinsicContentSize = Size(width: 90, height: 21)
    try engine.layoutIfNeeded()
    #expect(label.frame == rect(16, 10, 90, 21))
    #expect(field.frame == rect(114, 10, 190, 30))
    // Hugging and compression resistance of the width changed constant in the solver;
    // nothing was removed or added.
    #expect(engine.statistics.constantUpdates == before.constantUpdates + 2)
    #expect(engine.statistics.solverRemovals == before.solverRemovals)
    #expect(engine.statistics.solverAdds == before.solverAdds)
    #expect(engine.statistics.reinstalls == before.reinstalls)
  }

  @Test func requiredHuggingStillLosesToAnExplicitWidth() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 100))
    let label = try makeLabel("label", in: engine.root, width: 60)
    label.setContentHuggingPriority(.required, for: .horizontal)
    try LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      label.topAnchor.constraint(equalTo: engine.root.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
    ])
    try engine.layoutIfNeeded()
    #expect(label.frame == rect(0, 0, 100, 21))
    #expect(engine.conflictReports.isEmpty)
  }

  @Test func rightToLeftFlipsLeadingAndTrailing() throws {
    let (_, label, field) = try Self.makeRow(width: 320, direction: .rightToLeft)
    #expect(label.frame == rect(244, 10, 60, 21))
    #expect(field.frame == rect(16, 10, 220, 30))
  }

  @Test func forcedLeftToRightSubtreeIgnoresTheAppDirection() throws {
    let engine = LayoutEngine(
      rootSize: Size(width: 320, height: 100), layoutDirection: .rightToLeft)
    let player = try makeView("player", in: engine.root)
    player.semanticContentAttribute = .playback
    let button = try makeView("button", in: player, intrinsic: Size(width: 44, height: 44))
    let badge = try makeView("badge", in: engine.root, intrinsic: Size(width: 20, height: 20))
    try LayoutConstraint.activate([
      player.leftAnchor.constraint(equalTo: engine.root.leftAnchor),
      player.rightAnchor.constraint(equalTo: engine.root.rightAnchor),
      player.topAnchor.constraint(equalTo: engine.root.topAnchor),
      player.heightAnchor.constraint(equalToConstant: 50),
      button.leadingAnchor.constraint(equalTo: player.leadingAnchor, constant: 10),
      button.topAnchor.constraint(equalTo: player.topAnchor),
      badge.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10),
      badge.topAnchor.constraint(equalTo: engine.root.topAnchor),
    ])
    try engine.layoutIfNeeded()
    #expect(button.frame == rect(10, 0, 44, 44))
    #expect(badge.frame == rect(290, 0, 20, 20))
    // Switching the app to left-to-right moves only the badge, and costs one re-install.
    let reinstalls = engine.statistics.reinstalls
    engine.layoutDirection = .leftToRight
    try engine.layoutIfNeeded()
    #expect(badge.frame == rect(10, 0, 20, 20))
    #expect(button.frame == rect(10, 0, 44, 44))
    #expect(engine.statistics.reinstalls == reinstalls + 1)
  }
}
