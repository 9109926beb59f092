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
}
