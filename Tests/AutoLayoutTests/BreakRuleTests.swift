import LayoutCore
import Testing

@testable import AutoLayout

/// `BreakRule`: the shapes, their order, the oldest among equals and protected system
/// constraints.
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

  @Test func theOldestOfEqualShapesBreaks() {
    let sizes = Array(repeating: Candidate(isSystem: false, shape: .constantSize), count: 3)
    #expect(BreakRule.victim(among: sizes) == 0)
    let mixed = [
      Candidate(isSystem: false, shape: .lowEdge), .init(isSystem: false, shape: .spacing),
      .init(isSystem: false, shape: .spacing),
    ]
    #expect(BreakRule.victim(among: mixed) == 1)
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
}
