import AutoLayout
import CommandTestSupport
import Foundation
import LayoutCore
import LayoutDevices
import LayoutFormats
import Testing

/// `Examples/RestructureStacks.layout` in its three designs, with hand-computed frames.
@Suite struct StackExampleTests {
  func frames(
    _ traits: TraitCollection, width: Double, height: Double, safeTop: Double
  ) throws -> [String: Rect] {
    let url = ExampleScreens.folder.appendingPathComponent("RestructureStacks.layout")
    let text = try String(contentsOf: url, encoding: .utf8)
    let resolved = try LayoutFileParser.parse(text, file: "RestructureStacks.layout").resolved()
    let engine = LayoutEngine(rootSize: Size(width: width, height: height))
    engine.horizontalSizeClass = traits.horizontalSizeClass
    engine.safeAreaInsets = EdgeInsets(top: safeTop, left: 0, bottom: 0, right: 0)
    let lowered = try resolved.install(in: engine, traits: traits)
    try engine.layoutIfNeeded()
    #expect(engine.conflictReports.isEmpty)
    return lowered.views.mapValues(\.frame)
  }

  /// 320 × 568 portrait, margins 16, safe area 20 at the top: the column of two rows hugs
  /// its buttons (30 + 8 + 30) at the bottom; each row splits 288 into 2 × 140 + 8.
  @Test func twoRowsUnderTheContent() throws {
    let f = try frames(
      TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular),
      width: 320, height: 568, safeTop: 20)
    #expect(f["content"] == Rect(x: 16, y: 20, width: 288, height: 472))
    #expect(f["buttons"] == Rect(x: 16, y: 500, width: 288, height: 68))
    #expect(f["bottomRow"] == Rect(x: 0, y: 38, width: 288, height: 30))
    #expect(f["actionTwo"] == Rect(x: 148, y: 0, width: 140, height: 30))
  }

  /// 568 × 320 landscape: a 120-point column beside the content; rows of (320 − 8) / 2 = 156,
  /// each now vertical with buttons (156 − 8) / 2 = 74 tall.
  @Test func oneColumnBesideTheContent() throws {
    let f = try frames(
      TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact),
      width: 568, height: 320, safeTop: 0)
    #expect(f["content"] == Rect(x: 16, y: 0, width: 408, height: 320))
    #expect(f["buttons"] == Rect(x: 432, y: 0, width: 120, height: 320))
    #expect(f["bottomRow"] == Rect(x: 0, y: 164, width: 120, height: 156))
    #expect(f["actionTwo"] == Rect(x: 0, y: 82, width: 120, height: 74))
  }

  /// 1024 × 1366, margins 20: the column turns into one row of two rows of two, each button
  /// ((984 − 8) / 2 − 8) / 2 = 240 wide.
  @Test func oneRowUnderTheContent() throws {
    let f = try frames(
      TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular),
      width: 1024, height: 1366, safeTop: 0)
    #expect(f["content"] == Rect(x: 20, y: 0, width: 984, height: 1328))
    #expect(f["buttons"] == Rect(x: 20, y: 1336, width: 984, height: 30))
    #expect(f["bottomRow"] == Rect(x: 496, y: 0, width: 488, height: 30))
    #expect(f["actionFour"] == Rect(x: 248, y: 0, width: 240, height: 30))
  }
}
