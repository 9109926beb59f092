import Foundation
import LayoutFormats
import LayoutTestSupport
import Testing

@testable import LayoutREPL

/// Path independence for long scripts: a session fed hundreds of `add` lines (views,
/// constraints, VFL, sets, metrics) with `constant`, `priority`, `remove`, `activate` and
/// `deactivate` among them keeps a document whose resolved layout is the one a from-scratch
/// check gives, and frames, conflicts and ambiguity that a fresh engine gives.
@Suite struct LongScriptWalkTests {
  /// The next random command of the script.
  static func command(
    _ session: Session, step: Int, generator: inout SeededGenerator
  ) -> String {
    let document = session.state.document
    let views = document.viewNames
    let view = views.randomElement(using: &generator)!
    let other = views.randomElement(using: &generator)!
    let ids = document.identifiers
    switch Int.random(in: 0..<20, using: &generator) {
    case 0, 1:
      // Parents among the first views only: a chain of hundreds of nested views is deeper
      // than a test task's stack allows the engine's recursive passes (debug build).
      let parent = views.prefix(12).randomElement(using: &generator)!
      return "add view w\(step)" + (Bool.random(using: &generator) ? "" : " in \(parent)")
    case 2 where !ids.isEmpty:
      return "constant #\(ids.randomElement(using: &generator)!) "
        + "\(Int.random(in: 0...300, using: &generator))"
    case 3 where !ids.isEmpty:
      let priority = ["required", "999", "750", "500", "250", "\(1 + step % 900)"]
      return "priority #\(ids.randomElement(using: &generator)!) "
        + priority.randomElement(using: &generator)!
    case 4 where !ids.isEmpty: return "remove #\(ids.randomElement(using: &generator)!)"
    case 5 where !document.setNames.isEmpty:
      return (Bool.random(using: &generator) ? "activate " : "deactivate ")
        + document.setNames.randomElement(using: &generator)!
    case 6 where !ids.isEmpty:
      return (Bool.random(using: &generator) ? "activate #" : "deactivate #")
        + ids.randomElement(using: &generator)!
    case 7: return "add set s\(step) { \(view).height == \(step % 90) }"
    case 8 where view != "root" && other != "root" && view != other:
      return "add H:|-[\(view)]-(>=\(step % 40))-[\(other)]"
    case 9: return "add metric m\(step) = \(step % 50)"
    default:
      let attribute = ["leading", "trailing", "top", "bottom", "width", "height", "centerX"]
        .randomElement(using: &generator)!
      let relation = ["==", ">=", "<="].randomElement(using: &generator)!
      let priority = ["", " @999", " @750", " @\(1 + step % 997)"].randomElement(
        using: &generator)!
      let id = Bool.random(using: &generator) ? " #c\(step)" : ""
      if attribute == "width" || attribute == "height", Bool.random(using: &generator) {
        return "add \(view).\(attribute) \(relation) \(step % 200)\(priority)\(id)"
      }
      return "add \(view).\(attribute) \(relation) \(other).\(attribute) + \(step % 30)"
        + "\(priority)\(id)"
    }
  }

  /// Every constraint's equation and where it is written, so that positions (which
  /// equality ignores) are compared too.
  static func located(_ layout: ResolvedLayout) -> [String] {
    (layout.constraints + layout.constraintSets.flatMap(\.constraints)).map {
      "\($0) \($0.position.location)"
    } + layout.views.map { "\($0.name) \($0.position.location)" }
  }

  @Test(arguments: ["cassowary", "dense"])
  func longScriptsEndWhereAFreshSolveStarts(backend: String) throws {
    let (seed, steps) = DeviceWalk.parameters(seed: 2028, steps: 200)
    print("long script walk: seed \(seed), \(steps) steps, backend \(backend)")
    let session = try Session(backend: backend)
    var generator = SeededGenerator(seed: seed)
    var script: [String] = []
    for step in 0..<steps {
      let line = Self.command(session, step: step, generator: &generator)
      let output = session.handle(line: line)
      script.append(line + (output.isError ? "  [\(output.text)]" : ""))
      guard step % 20 == 19 || step == steps - 1 else { continue }
      let document = session.state.document
      let scratch = try document.file.resolved()
      #expect(
        document.context.resolved == scratch,
        "seed \(seed) after\n\(script.joined(separator: "\n"))")
      #expect(Self.located(document.context.resolved) == Self.located(scratch))
      let walk = DeviceWalk(checking: session, steps: script)
      if let mismatch = try walk.compare() {
        Issue.record("seed \(seed), \(backend): \(mismatch)")
        return
      }
    }
    #expect(session.state.document.file.statements.count > steps / 2)
  }
}
