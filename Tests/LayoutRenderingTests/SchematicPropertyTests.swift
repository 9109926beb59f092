import LayoutCore
import LayoutGeometry
import LayoutRendering
import Testing

/// Properties of the schematic for random conflicts: whatever the solved sizes (zero,
/// negative, huge, unknown) and however the constraints join the views, every box and
/// marker has a positive size inside the panel, children sit inside their containers and
/// no two markers overlap.
@Suite struct SchematicPropertyTests {
  static let seed: UInt64 = 0x5EED_D1A6

  @Test func randomPanelsKeepMarkersApartAndBoxesPositive() {
    print("SchematicPropertyTests seed: \(Self.seed)")
    var random = SplitMix(seed: Self.seed)
    for round in 0..<300 {
      let panel = Self.randomPanel(&random, round: round)
      let layout = SchematicLayout(panel)
      let context = "seed \(Self.seed), round \(round)"
      #expect(layout.width > 0 && layout.height > 0, "\(context)")
      #expect(layout.markers.count == panel.constraints.count, "\(context)")
      #expect(layout.boxes.count == panel.views.count, "\(context)")
      for box in layout.boxes {
        #expect(box.rect.width > 0 && box.rect.height > 0, "\(context): \(box.name)")
        #expect(Self.inside(box.rect, width: layout.width, height: layout.height), "\(context)")
      }
      for marker in layout.markers {
        #expect(marker.rect.width > 0 && marker.rect.height > 0, "\(context)")
        #expect(Self.inside(marker.rect, width: layout.width, height: layout.height), "\(context)")
      }
      for (index, marker) in layout.markers.enumerated() {
        for other in layout.markers[(index + 1)...] {
          #expect(
            !Self.intersects(marker.rect, other.rect),
            "\(context): [\(marker.number)] \(marker.rect) overlaps [\(other.number)] \(other.rect)"
          )
        }
      }
      // Nested boxes lie inside the box drawn before them with a smaller depth.
      for (index, box) in layout.boxes.enumerated() where box.depth > 0 {
        let container = layout.boxes[..<index].last { $0.depth == box.depth - 1 }
        #expect(
          container.map { Self.contains($0.rect, box.rect) } == true,
          "\(context): \(box.name) outside its container")
      }
    }
  }

  static let sizes: [Double?] = [0, -44, 1e6, -1e6, 320, nil, 0.5, 1e15]
  static let attributes = [
    "leading", "trailing", "centerX", "width", "top", "bottom", "centerY", "height",
  ]

  static func randomPanel(_ random: inout SplitMix, round: Int) -> ConflictPanel {
    let viewCount = 1 + Int(random.next() % 6)
    let views = (0..<viewCount).map { index in
      DiagramView(
        name: "view\(index)" + String(repeating: "x", count: Int(random.next() % 30)),
        width: sizes[Int(random.next() % UInt64(sizes.count))],
        height: sizes[Int(random.next() % UInt64(sizes.count))])
    }
    let constraintCount = 1 + Int(random.next() % 9)
    let constraints = (0..<constraintCount).map { number -> DiagramConstraint in
      func anchor() -> DiagramAnchor {
        let view = views[Int(random.next() % UInt64(viewCount))].name
        return DiagramAnchor(
          view: view, attribute: ConflictSamples.attribute(attributes[Int(random.next() % 8)]))
      }
      let first = anchor()
      let second = random.next() % 4 == 0 ? nil : anchor()
      let constants: [Double] = [0, 8, -16, 1e6, -1e6, 0.333]
      return DiagramConstraint(
        number: number + 1, first: first,
        relation: Relation.allCases[Int(random.next() % 3)], second: second,
        multiplier: random.next() % 5 == 0 ? 0.5 : 1,
        constant: constants[Int(random.next() % UInt64(constants.count))],
        kind: ConstraintSource.allCases[
          Int(random.next() % UInt64(ConstraintSource.allCases.count))],
        breakage: random.next() % 3 == 0
          ? DiagramConstraint.Breakage.allCases[Int(random.next() % 2)] : nil)
    }
    let axis: LayoutAxis = round % 2 == 0 ? .horizontal : .vertical
    return ConflictPanel(
      title: "round \(round)", axis: axis, views: views, constraints: constraints)
  }

  static func intersects(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
  }

  static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    outer.x <= inner.x && inner.maxX <= outer.maxX && outer.y <= inner.y
      && inner.maxY <= outer.maxY
  }

  static func inside(_ rect: Rect, width: Double, height: Double) -> Bool {
    rect.x >= 0 && rect.y >= 0 && rect.maxX <= width && rect.maxY <= height
  }
}

/// SplitMix64, so a failure replays from the printed seed.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
