import Testing

@testable import LayoutFormats

/// Large and hostile inputs finish quickly and report at most the error limit.
@Suite struct LargeInputTests {
  @Test func thousandsOfViewsAndConstraints() throws {
    var source = ""
    for index in 0..<1500 { source += "view v\(index): UILabel\n" }
    for index in 1..<1500 {
      source += "v\(index).top == v\(index - 1).bottom + 8 @750 #c\(index)\nH:|-[v\(index)]-|\n"
    }
    let layout = try LayoutFileParser.parse(source)
    #expect(try layout.resolved().constraints.count == 1499 * 3)
    #expect(try LayoutFileParser.parse(layout.canonicalText) == layout)
  }

  /// ``FormatLimits/maximumConstraints``: 5,000 constraints are read, the 5,001st is refused
  /// where it is written, and the parser stops there.
  @Test func constraintsPastTheLimitAreRefusedWhereWritten() {
    var source = "view a\n"
    for index in 1...5000 { source += "a.width == \(index) @500\n" }
    #expect(throws: Never.self) { _ = try LayoutFileParser.parse(source) }
    source += "a.width == 5001 @500\na.width == 5002 @500\n"
    do {
      _ = try LayoutFileParser.parse(source, file: "w.layout")
      Issue.record("expected the limit")
    } catch {
      #expect(
        error.errors.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
          "5002:1: too many constraints (limit 5000, counting each constraint a VFL line makes)"
        ])
    }
  }

  /// A VFL line counts every constraint it makes: sizes, spacings, the edges and alignment.
  @Test func visualFormatLinesCountTheirConstraints() throws {
    let views = (0..<3).map { "view v\($0)\n" }.joined()
    let line = "H:|-[v0(==1,>=2@500)]-(8,>=4@250)-[v1][v2]| alignAllTop alignAllBottom\n"
    // |-: 1, sizes: 2, spacings: 2 + 1, trailing flush: 1, alignment: 2 × 2.
    let layout = try LayoutFileParser.parse(views + line)
    #expect(try layout.resolved().constraints.count == 11)
    let limited = FormatLimits(maximumConstraints: 10)
    do {
      _ = try LayoutFileParser.parse(views + line, file: "v.layout", limits: limited)
      Issue.record("expected the limit")
    } catch {
      #expect(
        error.errors.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
          "4:1: too many constraints (limit 10, counting each constraint a VFL line makes)"
        ])
    }
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
