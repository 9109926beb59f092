import LayoutCore
import Testing

@testable import AutoLayout

/// `BreakRule`: the shapes, their order, bounds before equalities, the oldest among equals
/// (preferring one whose breaking ends the conflict), the larger offset of constraints that
/// differ only in their constant, and protected system constraints.
@Suite struct BreakRuleTests {
  typealias Candidate = BreakRule.Candidate

  @Test func shapesOfEveryPairOfEdges() {
    #expect(BreakRule.shape(first: .size, second: nil) == .constantSize)
    #expect(BreakRule.shape(first: .size, second: .size) == .relativeSize)
    #expect(BreakRule.shape(first: .low, second: .high) == .spacing)
    #expect(BreakRule.shape(first: .high, second: .low) == .spacing)
    #expect(BreakRule.shape(first: .center, second: .center) == .center)
    #expect(BreakRule.shape(first: .low, second: .center) == .center)
    #expect(BreakRule.shape(first: .high, second: .high) == .highEdge)
    #expect(BreakRule.shape(first: .low, second: .low) == .lowEdge)
    #expect(BreakRule.shape(first: .low, second: nil) == .other)
    #expect(BreakRule.shape(first: .high, second: .size) == .other)
  }

  /// Every shape against every later one: the earlier shape of the order breaks, wherever it
  /// stands in the list.
  @Test func theOrderOfShapes() {
    let shapes = BreakRule.Shape.allCases
    for (index, earlier) in shapes.enumerated() {
      for later in shapes[(index + 1)...] {
        let first = [
          Candidate(isSystem: false, shape: later), .init(isSystem: false, shape: earlier),
        ]
        #expect(BreakRule.victim(among: first) == 1, "\(earlier) before \(later)")
        #expect(BreakRule.victim(among: first.reversed()) == 0, "\(earlier) before \(later)")
      }
    }
  }

  /// A bar's `height == 0` with its content held inside it by both edges: the bar's size
  /// is a container's, ranked last, so the content's bottom pin breaks; held by one edge
  /// only, the bar is no container and its constant height breaks first.
  @Test func aContainersSizeBreaksAfterItsContentsPins() {
    let bar = BreakRule.sizeKey("bar", .vertical)
    let height = Candidate(isSystem: false, shape: .constantSize, size: bar)
    let top = Candidate(
      isSystem: false, shape: .lowEdge,
      enclosure: .init(outer: bar, inner: "content", edge: .low))
    let bottom = Candidate(
      isSystem: false, shape: .highEdge,
      enclosure: .init(outer: bar, inner: "content", edge: .high))
    #expect(BreakRule.victim(among: [top, bottom, height]) == 1)
    #expect(BreakRule.victim(among: [height, top, bottom]) == 2)
    #expect(
      BreakRule.containerSizes([height, top, bottom]).map(\.shape) == [
        .containerSize, .lowEdge, .highEdge,
      ])
    #expect(BreakRule.victim(among: [height, top]) == 0)
    // Held by both edges, but another item by each: no container.
    // Held by both edges, another item by each (an image by the top, a separator by the
    // bottom): a container all the same.
    var other = bottom
    other.enclosure?.inner = "other"
    #expect(BreakRule.victim(among: [height, top, other]) == 2)
    // The same edges on the horizontal axis leave a height alone.
    var wide = height
    wide.size = BreakRule.sizeKey("bar", .horizontal)
    #expect(BreakRule.victim(among: [wide, top, bottom]) == 0)
  }

  /// A flush pin of unknown hierarchy holds its other item inside the one of its two items
  /// that holds an item of the set by another pin on that axis: a content view holding an
  /// image 10 below its top and flush with a separator's bottom is a container, and its
  /// constant height is kept. With no other pin to tell, or on the other axis, a flush pin
  /// holds nothing.
  @Test func aFlushPinHoldsItsItemInsideTheViewThatHoldsAnother() {
    let content = BreakRule.sizeKey("content", .vertical)
    let height = Candidate(isSystem: false, shape: .constantSize, size: content)
    let top = Candidate(
      isSystem: false, shape: .lowEdge,
      enclosure: .init(outer: content, inner: "image", edge: .low))
    let flush = Candidate(
      isSystem: false, shape: .highEdge,
      flush: [
        .init(outer: content, inner: "separator", edge: .high),
        .init(outer: BreakRule.sizeKey("separator", .vertical), inner: "content", edge: .high),
      ])
    #expect(
      BreakRule.containerSizes([height, top, flush]).map(\.shape) == [
        .containerSize, .lowEdge, .highEdge,
      ])
    #expect(BreakRule.victim(among: [height, top, flush]) == 2)
    #expect(BreakRule.victim(among: [height, flush]) == 0)
    var across = top
    across.enclosure?.outer = BreakRule.sizeKey("content", .horizontal)
    #expect(BreakRule.victim(among: [height, across, flush]) == 0)
  }

  /// Which item a pin holds inside the other: the hierarchy when known, else the inset (a
  /// low edge after the other's, a high edge before it), else none.
  @Test func enclosuresReadFromHierarchyOrInset() {
    let low = BreakRule.enclosure(
      first: "a", second: "b", edge: .low, axis: .vertical, offset: 8,
      firstContainsSecond: nil, secondContainsFirst: nil)
    #expect(low == .init(outer: "b V", inner: "a", edge: .low))
    let high = BreakRule.enclosure(
      first: "a", second: "b", edge: .high, axis: .horizontal, offset: -8,
      firstContainsSecond: nil, secondContainsFirst: nil)
    #expect(high == .init(outer: "b H", inner: "a", edge: .high))
    let outward = BreakRule.enclosure(
      first: "a", second: "b", edge: .high, axis: .horizontal, offset: 8,
      firstContainsSecond: nil, secondContainsFirst: nil)
    #expect(outward == .init(outer: "a H", inner: "b", edge: .high))
    let flush = BreakRule.enclosure(
      first: "a", second: "b", edge: .low, axis: .vertical, offset: 0,
      firstContainsSecond: nil, secondContainsFirst: nil)
    #expect(flush == nil)
    let known = BreakRule.enclosure(
      first: "a", second: "b", edge: .low, axis: .vertical, offset: 0,
      firstContainsSecond: true, secondContainsFirst: false)
    #expect(known == .init(outer: "a V", inner: "b", edge: .low))
    let siblings = BreakRule.enclosure(
      first: "a", second: "b", edge: .low, axis: .vertical, offset: 8,
      firstContainsSecond: false, secondContainsFirst: false)
    #expect(siblings == nil)
  }

  /// Of equal shapes other than constant sizes the oldest breaks; of constant sizes the
  /// largest, and of equal constants the newest.
  @Test func theOldestOfEqualShapesBreaksButSizesTheLargest() {
    let spacings = Array(repeating: Candidate(isSystem: false, shape: .spacing), count: 3)
    #expect(BreakRule.victim(among: spacings) == 0)
    let mixed = [
      Candidate(isSystem: false, shape: .lowEdge), .init(isSystem: false, shape: .spacing),
      .init(isSystem: false, shape: .spacing),
    ]
    #expect(BreakRule.victim(among: mixed) == 1)
    let sizes = Array(repeating: Candidate(isSystem: false, shape: .constantSize), count: 3)
    #expect(BreakRule.victim(among: sizes) == 2)
    let different = [10.0, 30, 20].map {
      Candidate(isSystem: false, shape: .constantSize, offset: $0)
    }
    #expect(BreakRule.victim(among: different) == 1)
  }

  /// Among equals of a shape other than constant sizes the oldest whose breaking ends the
  /// conflict breaks, else the oldest; constant sizes are asked the largest first, equal
  /// ones the newest first, else the largest (the newest of equal ones) breaks. Only equals
  /// of the first shape are asked, and none when there are more than `resolvingChecks`.
  @Test func theFirstEqualWhoseBreakingEndsTheConflict() {
    let spacing = Candidate(isSystem: false, shape: .spacing)
    let center = Candidate(isSystem: false, shape: .center)
    var asked: [Int] = []
    #expect(
      BreakRule.victim(among: [spacing, center, spacing, spacing]) {
        asked.append($0)
        return $0 == 3
      } == 3)
    #expect(asked == [0, 2, 3])
    #expect(BreakRule.victim(among: [spacing, spacing]) { _ in false } == 0)
    asked = []
    #expect(
      BreakRule.victim(among: [center, spacing]) {
        asked.append($0)
        return false
      } == 1)
    #expect(asked.isEmpty)
    let many = Array(repeating: spacing, count: BreakRule.resolvingChecks + 1)
    #expect(BreakRule.victim(among: many) { $0 == 1 } == 0)
    let few = Array(repeating: spacing, count: BreakRule.resolvingChecks)
    #expect(BreakRule.victim(among: few) { $0 == 1 } == 1)
    // A conflict of more than `resolvingSetSize` members (a long chain) asks nothing.
    let large =
      [spacing, spacing] + Array(repeating: center, count: BreakRule.resolvingSetSize - 1)
    #expect(BreakRule.victim(among: large) { $0 == 1 } == 0)
    #expect(BreakRule.victim(among: Array(large.dropLast())) { $0 == 1 } == 1)
    // Constant sizes: 10, a spacing, 30 and 30 are asked 30 (the newer), 30, then 10.
    let sizes = [10.0, 0, 30, 30].enumerated().map {
      Candidate(
        isSystem: false, shape: $0.offset == 1 ? .spacing : .constantSize, offset: $0.element)
    }
    asked = []
    #expect(
      BreakRule.victim(among: sizes) {
        asked.append($0)
        return $0 == 0
      } == 0)
    #expect(asked == [3, 2, 0])
    #expect(BreakRule.victim(among: sizes) { _ in false } == 3)
    let manySizes = Array(
      repeating: Candidate(isSystem: false, shape: .constantSize),
      count: BreakRule.resolvingChecks + 1)
    #expect(BreakRule.victim(among: manySizes) { $0 == 1 } == BreakRule.resolvingChecks)
  }

  /// Within a shape a bound breaks first, wherever it stands; between shapes the shape wins.
  @Test func boundsBeforeEqualities() {
    let bound = Candidate(isSystem: false, shape: .constantSize, isBound: true)
    let equality = Candidate(isSystem: false, shape: .constantSize)
    #expect(BreakRule.victim(among: [bound, equality]) == 0)
    #expect(BreakRule.victim(among: [equality, bound]) == 1)
    let boundEdge = Candidate(isSystem: false, shape: .highEdge, isBound: true)
    #expect(BreakRule.victim(among: [boundEdge, equality]) == 1)
  }

  /// Of constraints with the same terms, the largest offset breaks, whatever their order;
  /// equal offsets fall back to the oldest, and other terms are not twins.
  @Test func theLargestOffsetOfTwinsBreaks() {
    func top(_ offset: Double, terms: String? = "a.top == 1 root.top") -> Candidate {
      Candidate(isSystem: false, shape: .lowEdge, terms: terms, offset: offset)
    }
    #expect(BreakRule.victim(among: [top(20), top(10)]) == 0)
    #expect(BreakRule.victim(among: [top(10), top(20)]) == 1)
    #expect(BreakRule.victim(among: [top(-24), top(-32)]) == 0)
    #expect(BreakRule.victim(among: [top(5), top(5)]) == 0)
    #expect(BreakRule.victim(among: [top(10), top(20, terms: "b.top == 1 root.top")]) == 0)
    #expect(BreakRule.victim(among: [top(10, terms: nil), top(20, terms: nil)]) == 0)
    #expect(BreakRule.twins(of: 0, among: [top(20), top(10), top(30, terms: nil)]) == [0, 1])
  }

  /// The offset read on the edges: a margin adds its inset, a multiplier scales the second
  /// item's, and a container first negates it.
  @Test func offsetsOnTheEdges() {
    #expect(BreakRule.offset(constant: 16, multiplier: 1, firstContainsSecond: true) == -16)
    #expect(
      BreakRule.offset(constant: 0, multiplier: 1, firstInset: -8, firstContainsSecond: true)
        == -8)
    #expect(
      BreakRule.offset(constant: 10, multiplier: 2, secondInset: 8, firstContainsSecond: false)
        == 26)
    #expect(
      BreakRule.offset(constant: 10, multiplier: 1, firstInset: 8, firstContainsSecond: false) == 2)
  }

  @Test func systemConstraintsAreProtectedFromUserOnes() {
    let set = [
      Candidate(isSystem: true, shape: .constantSize), .init(isSystem: false, shape: .lowEdge),
      .init(isSystem: false, shape: .highEdge), .init(isSystem: true, shape: .spacing),
    ]
    #expect(BreakRule.victim(among: set) == 2)
    let systemOnly = [
      Candidate(isSystem: true, shape: .highEdge), .init(isSystem: true, shape: .constantSize),
    ]
    #expect(BreakRule.victim(among: systemOnly) == 1)
    #expect(BreakRule.victim(among: []) == nil)
  }

  /// UIKit's constraints among its own views give way to none of the app's, and before any
  /// of UIKit's system constraints.
  @Test func uikitsOwnViewsBetweenTheAppsAndSystemConstraints() {
    let owned = Candidate(isSystem: false, ownedByUIKit: true, shape: .constantSize)
    let app = Candidate(isSystem: false, shape: .lowEdge)
    let system = Candidate(isSystem: true, shape: .constantSize)
    #expect(BreakRule.victim(among: [owned, app, system]) == 1)
    #expect(
      BreakRule.victim(among: [system, .init(isSystem: false, ownedByUIKit: true, shape: .lowEdge)])
        == 1)
    #expect(BreakRule.pool([owned, system, owned]) == [0, 2])
    #expect(BreakRule.pool([system, system]) == [0, 1])
    let named = Candidate(isSystem: false, ownedByUIKit: true, namedByUIKit: true, shape: .lowEdge)
    #expect(
      [app.protection, named.protection, owned.protection, system.protection] == [0, 1, 2, 3])
  }

  /// Of UIKit's own constraints, one with an identifier of UIKit's (a bar button's
  /// `IB_Trailing_Trailing`) breaks before an unnamed one (its wrapper's width), whatever
  /// their shapes.
  @Test func uikitsNamedConstraintsBreakBeforeItsUnnamedOnes() {
    let wrapperWidth = Candidate(isSystem: false, ownedByUIKit: true, shape: .relativeSize)
    let leading = Candidate(
      isSystem: false, ownedByUIKit: true, namedByUIKit: true, shape: .lowEdge)
    let trailing = Candidate(
      isSystem: false, ownedByUIKit: true, namedByUIKit: true, shape: .highEdge)
    let system = Candidate(isSystem: true, shape: .constantSize)
    #expect(BreakRule.victim(among: [wrapperWidth, leading, trailing, system]) == 2)
    #expect(BreakRule.pool([wrapperWidth, leading, trailing, system]) == [1, 2])
    #expect(BreakRule.victim(among: [wrapperWidth, system]) == 0)
  }

  /// The victim found reading offsets of the first's twins alone is the victim of the whole
  /// candidates, on random conflicts (fixed seed) rich in twins, shapes, bounds and tiers.
  @Test func theVictimFromSummariesIsTheVictimOfTheCandidates() {
    let seed: UInt64 = 28_02
    print("BreakRuleTests seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    let shapes = BreakRule.Shape.allCases
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...12, using: &rng)
      let candidates = (0..<count).map { _ in
        Candidate(
          isSystem: Int.random(in: 0..<4, using: &rng) == 0,
          ownedByUIKit: Int.random(in: 0..<5, using: &rng) == 0,
          shape: shapes[Int.random(in: 0..<3, using: &rng)],
          isBound: Bool.random(using: &rng),
          terms: ["a", "b", nil][Int.random(in: 0..<3, using: &rng)],
          offset: Double(Int.random(in: -2...2, using: &rng)))
      }
      var asked: [Int] = []
      // A summary keeps a constant size's offset, which orders constant sizes.
      let summaries = candidates.map { candidate in
        var summary = candidate
        if summary.shape != .constantSize { summary.offset = 0 }
        return summary
      }
      let found = BreakRule.victim(
        BreakRule.Summaries(summaries),
        detail: {
          asked.append($0)
          return candidates[$0]
        })
      #expect(found == BreakRule.victim(among: candidates), "\(candidates)")
      // Only twins of one candidate were read in full: one shape, one set of terms.
      #expect(Set(asked.map { candidates[$0].shape }).count <= 1)
      #expect(Set(asked.map { candidates[$0].terms }).count <= 1)
    }
  }
}
