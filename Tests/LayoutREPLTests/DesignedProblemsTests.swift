import CommandTestSupport
import Foundation
import Testing

@testable import LayoutREPL

/// `problems` on a storyboard scene leaves out what its stored frames show, as lint does:
/// `B` pinned over `A` is a problem only when Interface Builder stored the two apart.
@Suite struct DesignedProblemsTests {
  static func document(storedBX: Int) -> String {
    let views = [
      StoryboardFixture.view("A", 20, 100, 100, 100),
      StoryboardFixture.view("B", Double(storedBX), 100, 100, 100),
    ]
    var constraints: [String] = []
    for (id, x) in [("A", 20), ("B", 60)] {
      constraints += [
        #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="\#(x)" id="\#(id)1"/>"#,
        #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="\#(id)2"/>"#,
        #"<constraint firstItem="\#(id)" firstAttribute="width" constant="100" id="\#(id)3"/>"#,
        #"<constraint firstItem="\#(id)" firstAttribute="height" constant="100" id="\#(id)4"/>"#,
      ]
    }
    return StoryboardFixture.storyboard(
      subviews: views.joined(separator: "\n"), constraints: constraints.joined(separator: "\n"))
  }

  func problems(storedBX: Int) throws -> String {
    let (session, folder) = try DenseLimitSessionTests.session(
      with: ["t.storyboard": Self.document(storedBX: storedBX)], backend: "cassowary")
    defer { try? FileManager.default.removeItem(at: folder) }
    let load = session.handle(line: "load t.storyboard")
    #expect(!load.isError, "\(load.text)")
    return session.handle(line: "problems").text
  }

  /// A prototype cell stored wider than its table, and what sits in it, are not off-screen,
  /// as in lint; a view pinned past the cell's end is.
  @Test func cellsAreNotOffScreenAsInLint() throws {
    for (outside, expected) in [(false, "no problems"), (true, "off-screen: OUT")] {
      let (session, folder) = try DenseLimitSessionTests.session(
        with: ["t.storyboard": StoryboardFixture.prototypeCell(outside: outside)],
        backend: "cassowary")
      defer { try? FileManager.default.removeItem(at: folder) }
      #expect(!session.handle(line: "load t.storyboard").isError)
      let text = session.handle(line: "problems").text
      #expect(outside ? text.contains(expected) : text == expected, "\(text)")
    }
  }

  @Test func anOverlapTheDesignShowsIsNoProblem() throws {
    #expect(try problems(storedBX: 60) == "no problems")
  }

  @Test func anOverlapOnlyTheLayoutMakesIsOne() throws {
    let text = try problems(storedBX: 200)
    #expect(text.contains("warning: overlap: B overlaps its sibling A"), "\(text)")
  }
}
