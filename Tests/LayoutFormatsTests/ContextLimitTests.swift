import Testing

@testable import LayoutFormats

/// A layout at the statement or constraint limit can still name what it holds: text read
/// only to find existing statements (the REPL's `remove EQUATION`) is not held to the limits
/// of what a file may add, while appending past them is still refused.
@Suite struct ContextLimitTests {
  static func context(_ text: String) throws -> LayoutFileContext {
    try LayoutFileContext(try LayoutFileParser.parse(text))
  }

  static func place(_ statement: Statement) -> Statement { statement }

  /// Expects appending `line` to `context` to be refused with an error starting `message`.
  static func expectAppendRefused(
    _ context: inout LayoutFileContext, _ line: String, _ message: String
  ) {
    do {
      _ = try context.append(line, file: "<repl>", firstLine: 2, placing: place)
      Issue.record("appended past the limit: \(line)")
    } catch {
      #expect(error.description.hasPrefix(message), "\(error.description)")
    }
  }

  @Test func atTheStatementLimitAnEquationIsReadButNotAppended() throws {
    let views = (0..<19_999).map { "view v\($0) in root\n" }.joined()
    var context = try Self.context(views + "v1.width == 1\n")
    let read = try context.parse("v1.width == 1", file: "<repl>", firstLine: 1, placing: Self.place)
    #expect(read.count == 1)
    #expect(context.constraintsWritten == 1)
    Self.expectAppendRefused(
      &context, "v2.width == 1", "<repl>:2:1: error: too many statements (limit 20000)")
  }

  @Test func atTheConstraintLimitAnEquationIsReadButNotAppended() throws {
    let text = "view a in root\n" + (0..<5_000).map { "a.width >= \($0)\n" }.joined()
    var context = try Self.context(text)
    #expect(context.constraintsWritten == 5_000)
    let read = try context.parse(
      "a.width >= 42", file: "<repl>", firstLine: 1, placing: Self.place)
    #expect(read.count == 1)
    #expect(context.constraintsWritten == 5_000)
    Self.expectAppendRefused(
      &context, "a.width >= 1", "<repl>:2:1: error: too many constraints (limit 5000")
  }
}
