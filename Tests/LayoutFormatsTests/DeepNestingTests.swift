import AutoLayout
import LayoutCore
import LayoutDevices
import Testing

@testable import LayoutFormats

/// Views nested hundreds deep (`view vN in vN-1`) are read, installed, solved and described
/// in a test task's small stack.
@Suite struct DeepNestingTests {
  /// `depth` views, each inside the one before, each 1 point in from its superview's edges.
  static func nested(_ depth: Int) -> String {
    var lines = ["view v0"]
    for level in 1..<depth { lines.append("view v\(level) in v\(level - 1)") }
    lines.append("H:|[v0]|")
    lines.append("V:|[v0]|")
    for level in 1..<depth {
      lines.append("H:|-1-[v\(level)]-1-|")
      lines.append("V:|-1-[v\(level)]-1-|")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test(arguments: [300])
  func nestedViewsAreSolved(depth: Int) throws {
    let design = try LayoutFileParser.parse(Self.nested(depth), file: "deep.layout").resolved()
      .design(traits: TraitCollection(), width: 1000, height: 1000)
    let engine = LayoutEngine(rootSize: Size(width: 1000, height: 1000))
    let lowered = try design.install(in: engine)
    try engine.layoutIfNeeded()
    #expect(engine.conflictReports.isEmpty)
    #expect(engine.ambiguityReports().isEmpty)
    let last = try #require(lowered.views["v\(depth - 1)"])
    #expect(
      last.frame
        == Rect(
          x: 1, y: 1, width: 1000 - 2 * Double(depth - 1), height: 1000 - 2 * Double(depth - 1)))
  }

  /// A file at the statement limit: 19,996 views each inside the one before, the deepest
  /// placed by four constraints to the root. Its ancestors have no constraints (ambiguous,
  /// solved at zero), so its frame in its superview is its frame in the root.
  static func deepestPlaced(_ depth: Int) -> String {
    var lines = ["view v0"]
    for level in 1..<depth { lines.append("view v\(level) in v\(level - 1)") }
    let last = "v\(depth - 1)"
    lines += [
      "\(last).leading == root.leading + 10", "\(last).top == root.top + 20",
      "\(last).width == 100", "\(last).height == 50",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every pass over the tree is linear in its views (depth, engine and direction cached per
  /// view, common ancestors found by jumps): the deepest view of 19,996 levels gets its
  /// exact frame, in its superview and in the root.
  @Test func deepestOfTwentyThousandStatementsIsPlaced() throws {
    let depth = 19_996
    let file = try LayoutFileParser.parse(Self.deepestPlaced(depth), file: "deep.layout")
    let design = try file.resolved().design(traits: TraitCollection(), width: 393, height: 852)
    let engine = LayoutEngine(rootSize: Size(width: 393, height: 852), scale: 3)
    let lowered = try design.install(in: engine)
    try engine.layoutIfNeeded()
    #expect(engine.conflictReports.isEmpty)
    let last = try #require(lowered.views["v\(depth - 1)"])
    #expect(last.frameInRoot == Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(last.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(last.superview?.frame == Rect(x: 0, y: 0, width: 0, height: 0))
  }
}
