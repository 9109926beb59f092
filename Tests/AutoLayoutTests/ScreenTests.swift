import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

/// The reference screens, built with the anchor DSL, with frames computed by hand.
@Suite struct ScreenTests {
  /// Four corner labels, plus left and right labels centred vertically; the top two share
  /// the width equally with standard spacing. Root 320x480 at 2x, compact margins 16.
  @Test func sixLabelScreen() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480), scale: 2)
    let root = engine.root
    let topLeft = try makeLabel("topLeft", in: root, width: 40)
    let topRight = try makeLabel("topRight", in: root, width: 90)
    let bottomLeft = try makeLabel("bottomLeft", in: root, width: 60)
    let bottomRight = try makeLabel("bottomRight", in: root, width: 80)
    let left = try makeLabel("left", in: root, width: 50)
    let right = try makeLabel("right", in: root, width: 70)
    let margins = root.layoutMarginsGuide
    try LayoutConstraint.activate([
      topLeft.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      topLeft.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      topRight.topAnchor.constraint(equalTo: topLeft.topAnchor),
      topRight.leadingAnchor.constraint(equalToSystemSpacingAfter: topLeft.trailingAnchor),
      topRight.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      topRight.widthAnchor.constraint(equalTo: topLeft.widthAnchor),
      bottomLeft.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
      bottomLeft.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bottomRight.bottomAnchor.constraint(equalTo: bottomLeft.bottomAnchor),
      bottomRight.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      left.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      left.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      right.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      right.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
    try engine.layoutIfNeeded()
    // (320 - 16 - 16 - 8) / 2 = 140 for each top label.
    #expect(topLeft.frame == rect(16, 20, 140, 21))
    #expect(topRight.frame == rect(164, 20, 140, 21))
    #expect(bottomLeft.frame == rect(16, 439, 60, 21))
    #expect(bottomRight.frame == rect(224, 439, 80, 21))
    // Centred: 240 - 21 / 2 = 229.5, on the 2x pixel grid.
    #expect(left.frame == rect(16, 229.5, 50, 21))
    #expect(right.frame == rect(234, 229.5, 70, 21))
    #expect(engine.conflictReports.isEmpty)
    #expect(engine.ambiguityReports().isEmpty)
  }

  /// The content view above four buttons in two equal columns, all on the root's margins
  /// (16 at the sides; top margin 0 plus the 20-point status bar), bottom row on the
  /// bottom margin.
  static func restructureScreen(width: Double, height: Double) throws -> (
    LayoutEngine, content: View, buttons: [View]
  ) {
    let engine = LayoutEngine(rootSize: Size(width: width, height: height), scale: 2)
    engine.safeAreaInsets = EdgeInsets(top: 20)
    let root = engine.root
    let content = try makeView("content", in: root)
    let buttons = try (1...4).map { index throws(LayoutEngineError) in
      try makeView("button\(index)", in: root, intrinsic: Size(width: 80, height: 30))
    }
    let margins = root.layoutMarginsGuide
    let (b1, b2, b3, b4) = (buttons[0], buttons[1], buttons[2], buttons[3])
    try LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: margins.topAnchor),
      content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: b1.topAnchor, constant: -8),
      b1.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      b2.leadingAnchor.constraint(equalTo: b1.trailingAnchor, constant: 8),
      b2.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      b2.widthAnchor.constraint(equalTo: b1.widthAnchor),
      b2.topAnchor.constraint(equalTo: b1.topAnchor),
      b3.topAnchor.constraint(equalTo: b1.bottomAnchor, constant: 8),
      b3.leadingAnchor.constraint(equalTo: b1.leadingAnchor),
      b3.widthAnchor.constraint(equalTo: b1.widthAnchor),
      b3.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      b4.topAnchor.constraint(equalTo: b3.topAnchor),
      b4.leadingAnchor.constraint(equalTo: b2.leadingAnchor),
      b4.widthAnchor.constraint(equalTo: b2.widthAnchor),
    ])
    try engine.layoutIfNeeded()
    return (engine, content, buttons)
  }

  @Test func restructureScreenOn320x568() throws {
    let (engine, content, buttons) = try Self.restructureScreen(width: 320, height: 568)
    // Columns: (320 - 32 - 8) / 2 = 140. Rows: bottom at 568, 30 high, 8 apart.
    #expect(
      buttons.map(\.frame) == [
        rect(16, 500, 140, 30), rect(164, 500, 140, 30),
        rect(16, 538, 140, 30), rect(164, 538, 140, 30),
      ])
    #expect(content.frame == rect(16, 20, 288, 472))
    #expect(engine.root.layoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    #expect(engine.ambiguityReports().isEmpty)
  }

  @Test func restructureScreenOn375x667() throws {
    let (engine, content, buttons) = try Self.restructureScreen(width: 375, height: 667)
    // Columns: (375 - 32 - 8) / 2 = 167.5; the second starts at 16 + 167.5 + 8 = 191.5.
    #expect(
      buttons.map(\.frame) == [
        rect(16, 599, 167.5, 30), rect(191.5, 599, 167.5, 30),
        rect(16, 637, 167.5, 30), rect(191.5, 637, 167.5, 30),
      ])
    #expect(content.frame == rect(16, 20, 343, 571))
    #expect(engine.ambiguityReports().isEmpty)
  }
}
