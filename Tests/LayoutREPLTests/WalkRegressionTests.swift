import Foundation
import Testing

@testable import LayoutREPL

/// The defects a walk through devices found, each where it was first seen (issue 28): the
/// session must answer as a fresh `layout solve` of the same state does.
@Suite struct WalkRegressionTests {
  /// From the widest iPad to the narrowest iPhone: the first solve on the phone still had the
  /// iPad's readable-guide insets, met a conflict, and kept the constraints it broke.
  @Test(arguments: ["cassowary", "dense"])
  func readableBoxAfterAnIPadIsAsOnAFreshIPhoneSE(backend: String) throws {
    let session = try Transcript.session(backend: backend)
    _ = session.handle(line: "load readable-box.layout", typed: false)
    #expect(session.handle(line: "device ipad pro 13 m5").text.hasSuffix("(216, 24, 600, 100)"))
    let moved = session.handle(line: "device iPhone SE (1st generation)")
    #expect(
      moved.text
        == "iPhone SE (1st generation) portrait 320x568 @2x wC hR\n"
        + "box: (216, 24, 600, 100) -> (16, 20, 288, 100)")
    #expect(session.handle(line: "frames").text == "box: (16, 20, 288, 100)")
    #expect(session.handle(line: "conflicts").text == "no conflicts")
  }

  /// `ScrollContent.layout` from a 13-inch iPad in landscape to an iPhone SE in landscape:
  /// the readable-width labels kept the iPad's 672 points, then broke, instead of the
  /// phone's 552.
  @Test(arguments: ["cassowary", "dense"])
  func scrollContentAfterAnIPadIsAsOnAFreshIPhoneSE(backend: String) throws {
    let session = try Transcript.session(backend: backend)
    let file = DeviceWalkTests.examples.appendingPathComponent("ScrollContent.layout").path
    _ = session.handle(line: "load \(file)", typed: false)
    for line in ["device ipad pro 13 m5", "rotate", "device iPhone SE (1st generation)"] {
      #expect(!session.handle(line: line).isError, "\(line)")
    }
    #expect(
      session.handle(line: "frames").text == """
        scrollView: (0, 0, 568, 320)
        contentView: (0, 0, 568, 2006.5)
        heroImage: (0, 0, 568, 378.5)
        headline: (8, 398.5, 552, 58)
        byline: (8, 464.5, 552, 18)
        body: (8, 502.5, 552, 1400)
        shareButton: (224, 1922.5, 120, 44)
        """)
    #expect(session.handle(line: "conflicts").text == "no conflicts")
  }

  /// `conflicts` listed every conflict ever met, including one a `constant` had resolved.
  @Test func conflictsForgetsAConflictAConstantResolved() throws {
    let session = try Transcript.session()
    for line in [
      "view a", "add a.top == root.top", "add a.leading == root.leading", "add a.height == 10",
      "add a.width <= 50 #cap",
    ] {
      #expect(!session.handle(line: line).isError, "\(line)")
    }
    // Of two constant widths the older, the cap, breaks (`BreakRule`).
    #expect(
      session.handle(line: "add a.width == 100 #w").text
        == "a: (0, 0, 0, 10) -> (0, 0, 100, 10)\nconflict: broke a.width <= 50 #cap")
    #expect(
      session.handle(line: "conflicts").text == """
        broke a.width <= 50 #cap  (<repl>:5:1); conflicting set:
          a.width <= 50 #cap  (<repl>:5:1)
          a.width == 100 #w  (<repl>:6:1)
        """)
    #expect(session.handle(line: "constant #w 40").text == "a: (0, 0, 100, 10) -> (0, 0, 40, 10)")
    #expect(session.handle(line: "conflicts").text == "no conflicts")
    #expect(session.handle(line: "frames").text == "a: (0, 0, 40, 10)")
  }

  /// `layout repl FILE` loads FILE as the session's start: `undo` first thing kept unloading
  /// it back to an empty layout.
  @Test func undoCannotUnloadTheFileGivenOnTheCommandLine() throws {
    let session = try Transcript.session()
    _ = session.handle(line: "load card.layout", typed: false)
    let frames = session.handle(line: "frames").text
    let undo = session.handle(line: "undo")
    #expect(undo.isError)
    #expect(undo.text == "error: nothing to undo")
    #expect(session.handle(line: "frames").text == frames)
    // What is typed after it is undone as before.
    _ = session.handle(line: "rotate")
    #expect(!session.handle(line: "undo").isError)
    #expect(session.handle(line: "frames").text == frames)
  }

  /// `ambiguous` listed guides in the order edits made them: a guide first used by a
  /// constraint typed at the prompt came last, after the guides of later views.
  @Test func ambiguousListsViewsAndGuidesInDesignOrder() throws {
    let session = try Transcript.session()
    let file = DeviceWalkTests.examples.appendingPathComponent("ScrollContent.layout").path
    _ = session.handle(line: "load \(file)", typed: false)
    _ = session.handle(line: "add scrollView.top >= shareButton.topMargin + 32 @750")
    let expected = """
      scrollView.contentLayoutGuide: height not determined
      contentView: height not determined
      contentView.readableContentGuide: height not determined
      headline: height not determined
      byline: minY, height not determined
      body: minY, height not determined
      shareButton: minY not determined
      shareButton.layoutMarginsGuide: minY not determined
      """
    #expect(session.handle(line: "ambiguous").text == expected)
    let fresh = try Transcript.session()
    fresh.state = session.state
    fresh.live = try Session.build(session.state)
    #expect(fresh.handle(line: "ambiguous").text == expected)
  }
}
