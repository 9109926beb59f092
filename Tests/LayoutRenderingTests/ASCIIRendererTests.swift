import AutoLayout
import LayoutRendering
import Testing

@Suite struct ASCIIRendererTests {
  /// 320x160 points in 40 columns by 11 drawing rows: 39/320 columns per point beats
  /// 10×2/160, so the screen spans all 40 columns and 10 rows (160 × 39/640 = 9.75 → 10).
  /// Edges round to the nearest cell: `box` spans x 40...160 → columns 5...20 (19.5 rounds
  /// away from zero); `corner` hangs off the screen, cut by its edge; the hidden `ghost`
  /// and its subview are absent; the ambiguous `side` is marked `?`.
  @Test func exactDrawingFor40x12() throws {
    let art = try ASCIIRenderer.render(
      SampleSnapshots.banner, options: ASCIIRenderer.Options(width: 40, height: 12))
    let expected = """
      Banner: 320x160 @1x
      +header--------------------------------+
      |+title------+                         |
      |+-----------+-------------------------|
      |                                      |
      |    +box-----------+   +side?---+     |
      |    |Hello, world  |   |        |     |
      |    |              |   |        |     |
      |    |              |   |        |+corn|
      |    |              |   |        ||    |
      |    +--------------+   +--------+|    |
      +--------------------------------------+

      """
    #expect(art == expected)
  }

  @Test func withoutCaptionTheDrawingUsesEveryRow() throws {
    let art = try ASCIIRenderer.render(
      SampleSnapshots.banner,
      options: ASCIIRenderer.Options(width: 40, height: 12, showsCaption: false))
    let lines = art.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 11)
    #expect(lines.first == "+header--------------------------------+")
  }

  @Test func hiddenViewsAndTheirSubviewsAreOmitted() throws {
    let art = try ASCIIRenderer.render(
      SampleSnapshots.banner, options: ASCIIRenderer.Options(width: 80, height: 30))
    #expect(!art.contains("ghost"))
    #expect(art.contains("+corner"))
  }

  @Test(arguments: [(3, 4), (10, 5), (40, 12), (41, 13), (80, 24), (120, 40), (7, 40)])
  func outputNeverExceedsTheArea(_ width: Int, _ height: Int) throws {
    let snapshot = try SignInScreen().snapshot()
    let art = try ASCIIRenderer.render(
      snapshot, options: ASCIIRenderer.Options(width: width, height: height))
    let lines = art.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count <= height)
    #expect(lines.allSatisfy { $0.count <= width })
  }

  /// A square screen is drawn about twice as many columns wide as rows tall, since a
  /// character cell is twice as tall as it is wide.
  @Test func scalingKeepsTheAspectRatio() throws {
    let square = LayoutSnapshot(
      screen: ScreenInfo(size: Size(width: 100, height: 100)),
      views: [SampleSnapshots.record("root", nil, 0, Rect(x: 0, y: 0, width: 100, height: 100))]
    )
    let art = try ASCIIRenderer.render(
      square, options: ASCIIRenderer.Options(width: 80, height: 11, showsCaption: false))
    let lines = art.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 11)
    #expect(lines[0] == "+" + String(repeating: "-", count: 19) + "+")
  }

  @Test func tooSmallAreasThrow() {
    #expect(throws: RenderingError.canvasTooSmall(width: 2, height: 10)) {
      try ASCIIRenderer.render(
        SampleSnapshots.banner, options: ASCIIRenderer.Options(width: 2, height: 10))
    }
    #expect(throws: RenderingError.canvasTooSmall(width: 40, height: 3)) {
      try ASCIIRenderer.render(
        SampleSnapshots.banner, options: ASCIIRenderer.Options(width: 40, height: 3))
    }
  }

  @Test func degenerateScreensAndAspectsThrow() {
    var empty = SampleSnapshots.banner
    empty.screen.size = Size(width: 0, height: 160)
    #expect(throws: RenderingError.invalidScreenSize(width: 0, height: 160)) {
      try ASCIIRenderer.render(empty, options: ASCIIRenderer.Options(width: 40, height: 12))
    }
    #expect(throws: RenderingError.invalidScale(0)) {
      try ASCIIRenderer.render(
        SampleSnapshots.banner,
        options: ASCIIRenderer.Options(width: 40, height: 12, cellAspect: 0))
    }
  }

  @Test func nonFiniteFramesDoNotTrap() throws {
    var snapshot = SampleSnapshots.banner
    snapshot.views[3].rootFrame = Rect(x: .nan, y: .infinity, width: 1e300, height: -.infinity)
    let art = try ASCIIRenderer.render(
      snapshot, options: ASCIIRenderer.Options(width: 40, height: 12))
    #expect(art.split(separator: "\n").count == 12)
  }
}
