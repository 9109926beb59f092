import Testing

@testable import LayoutFormats

/// Large and hostile inputs finish quickly and report at most the error limit.
@Suite struct LargeInputTests {
  @Test func thousandsOfViewsAndConstraints() throws {
    var source = ""
    for index in 0..<2000 { source += "view v\(index): UILabel\n" }
    for index in 1..<2000 {
      source += "v\(index).top == v\(index - 1).bottom + 8 @750 #c\(index)\nH:|-[v\(index)]-|\n"
    }
    let layout = try LayoutFileParser.parse(source)
    #expect(try layout.resolved().constraints.count == 1999 * 3)
    #expect(try LayoutFileParser.parse(layout.canonicalText) == layout)
  }

  @Test func manyUnknownNamesStopAtTheErrorLimit() {
    var source = ""
    for index in 0..<5000 { source += "v\(index).top == q\(index).bottom + 8\n" }
    for index in 0..<1000 { source += "view q\(index)\n" }
    do {
      _ = try LayoutFileParser.parse(source)
      Issue.record("expected errors")
    } catch {
      #expect(error.errors.count == 101)
      #expect(error.errors.first?.message == "unknown view 'v0'; did you mean 'q0'?")
      #expect(error.errors.last?.message == "too many errors (limit 100); stopping")
    }
  }

  @Test func unbalancedBracesAndDeepNestingTerminate() {
    let opening = String(repeating: "{", count: 100_000)
    #expect(throws: FormatErrors.self) { _ = try LayoutFileParser.parse(opening) }
    let nested = String(repeating: "view a { ", count: 1000)
    #expect(throws: FormatErrors.self) { _ = try LayoutFileParser.parse(nested) }
  }
}
