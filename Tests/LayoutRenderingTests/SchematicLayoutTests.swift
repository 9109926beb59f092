import LayoutGeometry
import LayoutRendering
import Testing

/// The conflict schematic: boxes by hierarchy whatever the solved sizes, one lane per
/// constraint, markers that never overlap.
@Suite struct SchematicLayoutTests {
  @Test func headerContainsItsViewsSideBySideInConstraintOrder() throws {
    let layout = SchematicLayout(ConflictSamples.header())
    let boxes = Dictionary(uniqueKeysWithValues: layout.boxes.map { ($0.name, $0) })
    let header = try #require(boxes["header"])
    let label = try #require(boxes["label"])
    let button = try #require(boxes["button"])
    #expect(layout.boxes.map(\.name) == ["header", "label", "button"])
    #expect(header.depth == 0 && label.depth == 1 && button.depth == 1)
    // Leaves are 82 wide (their ten-character size line plus padding), the header holds
    // both with 14 of padding and a gap of 36; four lanes of 22 below two 38-high headers.
    #expect(header.rect == Rect(x: 8, y: 0, width: 228, height: 204))
    #expect(label.rect == Rect(x: 22, y: 38, width: 82, height: 156))
    #expect(button.rect == Rect(x: 140, y: 38, width: 82, height: 156))
    #expect(header.lines == ["header", "w 0 × h 44"])
    #expect(layout.width == 244)
    #expect(layout.height == 204)
  }

  @Test func markersSayNumberRelationConstantAndBreakage() {
    let layout = SchematicLayout(ConflictSamples.header())
    #expect(
      layout.markers.map(\.text) == [
        "[1] = +16", "[2] ≥ +8", "[3] = +16 broken", "[4] = 0 would break",
      ])
  }

  @Test func eachConstraintHasItsOwnLane() {
    let layout = SchematicLayout(ConflictSamples.header())
    let centres = layout.markers.map { $0.rect.y + $0.rect.height / 2 }
    #expect(centres == [97, 119, 141, 163])
  }

  @Test func aNamedContainerOutweighsTheSecondItemConvention() {
    var panel = ConflictSamples.header()
    // `header.leading == label.leading` alone would make label the container.
    panel.constraints = [
      DiagramConstraint(
        number: 1, first: ConflictSamples.anchor("header.leading"), relation: .equal,
        second: ConflictSamples.anchor("label.leading"), container: "header")
    ]
    panel.views.removeLast()
    #expect(SchematicLayout(panel).boxes.map(\.name) == ["header", "label"])
    panel.constraints[0].container = nil
    #expect(SchematicLayout(panel).boxes.map(\.name) == ["label", "header"])
  }

  @Test func marginsCountTheirInsetWhenTellingChildFromContainer() {
    // `cell.trailingMargin == image.trailing - 8` puts both edges together: no evidence,
    // so the view the cell's container sizes holds the other.
    let panel = ConflictPanel(
      title: "t", axis: .horizontal,
      views: [DiagramView(name: "cell"), DiagramView(name: "image")],
      constraints: [
        DiagramConstraint(
          number: 1, first: ConflictSamples.anchor("cell.trailingMargin"), relation: .equal,
          second: ConflictSamples.anchor("image.trailing"), constant: -8),
        DiagramConstraint(
          number: 2, first: ConflictSamples.anchor("image.leading"), relation: .equal,
          second: ConflictSamples.anchor("cell.leadingMargin"), constant: -8),
        DiagramConstraint(
          number: 3, first: ConflictSamples.anchor("cell.width"), relation: .equal,
          constant: 375, kind: .encapsulatedLayout),
      ])
    #expect(SchematicLayout(panel).boxes.map(\.depth) == [0, 1])
    #expect(SchematicLayout(panel).boxes.map(\.name) == ["cell", "image"])
    // At the margin itself the image's trailing edge is 8 inside the cell's, whatever sizes
    // the cell; 16 outside the margin, the cell's edge is inside the image's.
    var inside = panel
    inside.constraints[0].constant = 0
    inside.constraints.removeLast()
    #expect(SchematicLayout(inside).boxes.map(\.name) == ["cell", "image"])
    inside.constraints[0].constant = -16
    #expect(SchematicLayout(inside).boxes.map(\.name) == ["image", "cell"])
  }

  @Test func aMarkerWithNoRoomBesideItsGlyphWidensThePanelRatherThanHidingIt() throws {
    let panel = ConflictPanel(
      title: "t", axis: .horizontal, views: [DiagramView(name: "v", width: 320)],
      constraints: [
        DiagramConstraint(
          number: 1, first: ConflictSamples.anchor("v.width"), relation: .equal, constant: 320,
          breakage: .broken)
      ])
    let layout = SchematicLayout(panel)
    let marker = try #require(layout.markers.first)
    // The leaf box is 80 wide from 8; "[1] = 320 broken" is 16 characters, 113.6 wide with
    // padding; its lane is centred 11 below the band's start (one 38-high header + 10).
    #expect(layout.boxes[0].rect.maxX == 88)
    #expect(marker.rect == Rect(x: 96, y: 51, width: 113.6, height: 16))
    #expect(layout.width == 96 + 113.6 + 8)
  }

  @Test func onlyKnownSizesAreShown() {
    let layout = SchematicLayout(ConflictSamples.header(width: nil))
    #expect(layout.boxes[0].lines == ["header", "h 44"])
    let unknown = ConflictPanel(
      title: "t", axis: .horizontal, views: [DiagramView(name: "v")],
      constraints: [
        DiagramConstraint(number: 1, first: ConflictSamples.anchor("v.width"), relation: .equal)
      ])
    #expect(SchematicLayout(unknown).boxes[0].lines == ["v", "size unknown"])
  }

  @Test func longNamesAreShortenedInTheBox() {
    let name = String(repeating: "n", count: 60)
    let panel = ConflictPanel(
      title: "t", axis: .horizontal, views: [DiagramView(name: name, width: 1, height: 1)],
      constraints: [
        DiagramConstraint(
          number: 1, first: ConflictSamples.anchor("\(name).width"), relation: .equal,
          constant: 1)
      ])
    let layout = SchematicLayout(panel)
    #expect(layout.boxes[0].lines[0] == String(repeating: "n", count: 39) + "…")
    #expect(layout.boxes[0].rect.width == 40 * 6.6 + 16)
  }

  @Test func verticalPanelsStackChildrenDownwards() throws {
    let panel = ConflictPanel(
      title: "Conflict 1 (vertical)", axis: .vertical,
      views: [
        DiagramView(name: "caption", width: 100, height: 20),
        DiagramView(name: "cell", width: 320, height: 44),
        DiagramView(name: "image", width: 100, height: 240),
      ],
      constraints: [
        DiagramConstraint(
          number: 1, first: ConflictSamples.anchor("caption.top"), relation: .equal,
          second: ConflictSamples.anchor("cell.top"), constant: 12),
        DiagramConstraint(
          number: 2, first: ConflictSamples.anchor("image.top"), relation: .equal,
          second: ConflictSamples.anchor("caption.bottom"), constant: 8),
        DiagramConstraint(
          number: 3, first: ConflictSamples.anchor("cell.bottom"), relation: .equal,
          second: ConflictSamples.anchor("image.bottom"), constant: 12),
        DiagramConstraint(
          number: 4, first: ConflictSamples.anchor("cell.height"), relation: .equal,
          constant: 44, kind: .encapsulatedLayout, breakage: .broken),
      ])
    let layout = SchematicLayout(panel)
    let boxes = Dictionary(uniqueKeysWithValues: layout.boxes.map { ($0.name, $0.rect) })
    let caption = try #require(boxes["caption"])
    let image = try #require(boxes["image"])
    let cell = try #require(boxes["cell"])
    #expect(caption.maxY < image.y)
    #expect(caption.x == image.x && caption.x > cell.x)
    #expect(cell.y <= caption.y && image.maxY <= cell.maxY)
    let xs = layout.markers.map { $0.rect.x }
    #expect(Set(xs).count == 4, "one column per constraint: \(xs)")
  }
}
