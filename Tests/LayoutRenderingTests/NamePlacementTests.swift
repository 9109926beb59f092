import AutoLayout
import LayoutRendering
import Testing

/// View names never overprint each other or any view's text: inside a view with room,
/// outside a small one, or only in the tooltip.
@Suite struct NamePlacementTests {
  /// A drawn name: its text and the box it covers (10 px names, 0.6 em per character).
  struct DrawnName {
    var name: String
    var box: Rect
  }

  static func names(in svg: String) -> [DrawnName] {
    svg.split(separator: "\n").compactMap { line -> DrawnName? in
      guard
        let match = line.firstMatch(
          of: /<text class="name" x="([-0-9.]+)" y="([-0-9.]+)"[^>]*>([^<]*)<\/text>/),
        let x = Double(match.1), let y = Double(match.2)
      else { return nil }
      let name = String(match.3)
      return DrawnName(
        name: name,
        box: Rect(x: x, y: y - 9.5, width: Double(name.count) * 6, height: 12.5))
    }
  }

  static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
  }

  /// A 300 × 300 screen crowded with an 8 × 8 grid of 30 × 30 views, each showing a
  /// caption, with names longer than the views are wide.
  static func crowded() -> LayoutSnapshot {
    var views = [
      ViewRecord(
        name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 300),
        rootFrame: Rect(x: 0, y: 0, width: 300, height: 300))
    ]
    for row in 0..<8 {
      for column in 0..<8 {
        let frame = Rect(
          x: 10 + Double(column) * 35, y: 10 + Double(row) * 35, width: 30, height: 30)
        views.append(
          ViewRecord(
            name: "cell-\(row)-\(column)", text: "\(row * 8 + column)", superviewIndex: 0,
            depth: 1, frame: frame, rootFrame: frame))
      }
    }
    return LayoutSnapshot(screen: ScreenInfo(size: Size(width: 300, height: 300)), views: views)
  }

  @Test func namesOnACrowdedScreenNeverOverlapEachOtherOrText() throws {
    let snapshot = Self.crowded()
    let svg = try SVGRenderer.render(snapshot)
    let names = Self.names(in: svg)
    #expect(!names.isEmpty)
    #expect(names.count < 64)  // no room for all: the rest are tooltips only
    for (i, a) in names.enumerated() {
      for b in names[(i + 1)...] {
        #expect(!Self.overlaps(a.box, b.box), "\(a.name) overlaps \(b.name)")
      }
      // Inside the screen (figure y starts at 40 under the heading).
      #expect(a.box.x >= 0 && a.box.maxX <= 300 && a.box.y >= 40 && a.box.maxY <= 340)
    }
    // Every caption's box (11 px, centred in its cell) stays clear of every name.
    for record in snapshot.drawnViews {
      let text = try #require(record.text)
      let width = Double(text.count) * 11 * 0.6
      let caption = Rect(
        x: record.rootFrame.x + 15 - width / 2, y: 40 + record.rootFrame.y + 15 - 6.6,
        width: width, height: 13.2)
      for name in names { #expect(!Self.overlaps(caption, name.box), "\(name.name) on text") }
    }
    // Every view keeps its name in its tooltip.
    for record in snapshot.drawnViews {
      #expect(svg.contains("<title>\(record.name) (UIView)"))
    }
  }

  @Test func aRoomyViewKeepsItsNameInsideItsTopLeftCorner() throws {
    let frame = Rect(x: 20, y: 20, width: 200, height: 100)
    let snapshot = LayoutSnapshot(
      screen: ScreenInfo(size: Size(width: 300, height: 300)),
      views: [
        ViewRecord(
          name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 300),
          rootFrame: Rect(x: 0, y: 0, width: 300, height: 300)),
        ViewRecord(
          name: "card", text: "Hello", superviewIndex: 0, depth: 1, frame: frame,
          rootFrame: frame),
      ])
    let names = Self.names(in: try SVGRenderer.render(snapshot))
    #expect(names.map(\.name) == ["card"])
    // 3 px in from the left edge, the box 1 px below the top: baseline 40 + 20 + 1 + 9.5.
    #expect(names.first?.box == Rect(x: 23, y: 61, width: 24, height: 12.5))
  }

  @Test func aSmallViewsNameGoesOutsideIt() throws {
    let frame = Rect(x: 100, y: 100, width: 20, height: 12)
    let snapshot = LayoutSnapshot(
      screen: ScreenInfo(size: Size(width: 300, height: 300)),
      views: [
        ViewRecord(
          name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 300),
          rootFrame: Rect(x: 0, y: 0, width: 300, height: 300)),
        ViewRecord(
          name: "badge", text: "3", superviewIndex: 0, depth: 1, frame: frame, rootFrame: frame),
      ])
    let names = Self.names(in: try SVGRenderer.render(snapshot))
    // Above the view: its box ends 1 px over the view's top (40 + 100).
    #expect(names.first?.name == "badge")
    #expect(names.first?.box == Rect(x: 100, y: 126.5, width: 30, height: 12.5))
  }
}
