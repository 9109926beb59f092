import Testing

@testable import LayoutREPL

/// Whole sessions compared with golden transcripts.
@Suite struct SessionGoldenTests {
  @Test func exploreCard() throws {
    let lines = [
      "load card.layout", "frames", "frame title", "why button h", "why card v", "why card v all",
      "traits",
      "rotate", "rotate left", "orientation landscapeRight", "device se 2", "constant #gap 40",
      "priority #gap high", "add button.width == 100 @750 #bw", "remove #bw",
      "deactivate #cardHeight", "ambiguous", "exercise card", "activate #cardHeight",
      "add card.height == 300 #tall", "conflicts", "undo", "conflicts", "show", "help why",
      "quit",
    ]
    let session = try Transcript.session()
    try Transcript.check(Transcript.run(lines, in: session), golden: "explore-card")
  }

  @Test func errorsKeepTheSessionGoing() throws {
    let lines = [
      "load card.layout", "bogus", "framez", "frame nope", "add box.top == 3",
      "add card.top == title.width", "constant #missing 3", "device nokia 3310",
      "split 1/3", "undo", "undo", "undo", "load missing.layout", "rotate sideways",
      "backend fortran", "frames",
    ]
    let session = try Transcript.session()
    try Transcript.check(Transcript.run(lines, in: session), golden: "errors")
  }

  @Test func ipadSplitsAndSets() throws {
    let lines = [
      "load card.layout", "device ipad air 2", "split 1/3", "split 2/3", "split off",
      "view badge: UILabel in card { intrinsic 30 20 }",
      "add badge.trailing == card.trailing - 8", "add badge.top == card.top + 8",
      "backend dense", "frames", "undo", "frames",
    ]
    let session = try Transcript.session()
    try Transcript.check(Transcript.run(lines, in: session), golden: "ipad")
  }
}
