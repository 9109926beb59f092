import Foundation
import Testing

@testable import LayoutREPL

/// Tab on a unique match completes silently (the rest of the word and a space, inserted by
/// the REPL since libedit rings after any match it inserts); several matches go to libedit,
/// which lists them.
@Suite struct CompletionStepTests {
  @Test func uniqueMatchInsertsTheRestAndASpace() throws {
    let session = try Transcript.session()
    _ = session.handle(line: "load card.layout")
    let candidates = try #require(session.completions(before: "why bu"))
    #expect(CompletionStep.step(word: "bu", candidates: candidates) == .insert("tton "))
    let anchor = try #require(session.completions(before: "add card.hei"))
    #expect(CompletionStep.step(word: "card.hei", candidates: anchor) == .insert("ght "))
  }

  /// A view name completes to `view.` with no space: the attribute follows.
  @Test func viewNameCompletesToItsDotWithoutASpace() throws {
    let session = try Transcript.session()
    _ = session.handle(line: "load card.layout")
    let candidates = try #require(session.completions(before: "add ti"))
    #expect(CompletionStep.step(word: "ti", candidates: candidates) == .insert("tle."))
  }

  @Test func severalMatchesAreOffered() throws {
    let session = try Transcript.session()
    _ = session.handle(line: "load card.layout")
    let candidates = try #require(session.completions(before: "fra"))
    #expect(
      CompletionStep.step(word: "fra", candidates: candidates) == .offer(["frame", "frames"]))
  }

  /// A unique match typed in another case replaces the word, silently too.
  @Test func matchInAnotherCaseReplacesTheWord() {
    #expect(CompletionStep.step(word: "BU", candidates: ["button"]) == .replace("button "))
    #expect(CompletionStep.step(word: "Ti", candidates: ["title."]) == .replace("title."))
  }

  @Test func noMatchDoesNothing() {
    #expect(CompletionStep.step(word: "zz", candidates: []) == .none)
  }
}
