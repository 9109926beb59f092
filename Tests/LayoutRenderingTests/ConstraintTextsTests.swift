import AutoLayout
import LayoutRendering
import Testing

/// The report's constraint texts kept between captures: per engine (``PlacementTexts``) and
/// by value across engines (``ConstraintTexts``, as a storyboard matrix worker keeps them
/// for the scenes it builds afresh) give the placements a capture without them gives.
@Suite struct ConstraintTextsTests {
  /// The placements of every view of `screen`, recorded through `texts`.
  static func placements(_ screen: SignInScreen, texts: PlacementTexts) throws
    -> [[PlacingConstraint]]
  {
    var snapshot = try screen.snapshot()
    snapshot.recordPlacements(from: screen.engine, detail: .naming, texts: texts)
    return snapshot.views.map(\.placements)
  }

  @Test func twoBuildsThroughOneCacheReadAsFreshOnes() throws {
    let shared = ConstraintTexts()
    let first = try SignInScreen()
    let second = try SignInScreen()
    let fresh = try Self.placements(first, texts: PlacementTexts())
    #expect(fresh.joined().count > 20)
    #expect(try Self.placements(first, texts: PlacementTexts(values: shared)) == fresh)
    // The second build's constraints are new objects with the first's texts.
    #expect(try Self.placements(second, texts: PlacementTexts(values: shared)) == fresh)
  }

  @Test func aChangedConstantIsDescribedAgain() throws {
    let shared = ConstraintTexts()
    let screen = try SignInScreen()
    let texts = PlacementTexts(values: shared)
    _ = try Self.placements(screen, texts: texts)
    let width = try #require(
      screen.engine.enforcedConstraints.first {
        $0.firstItem === screen.title && $0.firstAttribute == .width
      })
    width.constant = 230
    try screen.engine.layoutIfNeeded()
    let kept = try Self.placements(screen, texts: texts)
    #expect(kept == (try Self.placements(screen, texts: PlacementTexts())))
    let title = try #require(try screen.snapshot().views.firstIndex { $0.name == "title" })
    #expect(kept[title].map(\.text).contains("title.width == 230"))
    #expect(!kept[title].map(\.text).contains("title.width == 220"))
  }
}
