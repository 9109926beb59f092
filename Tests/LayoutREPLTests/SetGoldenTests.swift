import Testing

@testable import LayoutREPL

/// Constraint sets switched by hand and by size-class variations.
@Suite struct SetGoldenTests {
  @Test func setsAndVariations() throws {
    let lines = [
      "load sets.layout", "rotate", "why caption h", "rotate left", "deactivate tall",
      "ambiguous", "activate wide", "frames", "activate nothing", "undo", "undo", "frames",
    ]
    let session = try Transcript.session()
    try Transcript.check(Transcript.run(lines, in: session), golden: "sets")
  }
}
