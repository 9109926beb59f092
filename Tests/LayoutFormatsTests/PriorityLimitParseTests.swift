import LayoutCore
import Testing

@testable import LayoutFormats

/// A file may use at most ``PriorityLevels/maximumDistinct`` distinct priorities below 1000;
/// the first one past it is reported where it is written, once, before anything is solved.
@Suite struct PriorityLimitParseTests {
  private func messages(_ source: String) -> [String] {
    do {
      _ = try LayoutFileParser.parse(source, file: "p.layout")
      return []
    } catch {
      return error.errors.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }
  }

  static let refusal =
    "is one distinct priority too many: a layout may use at most 1000 distinct priorities "
    + "below 1000"

  /// The `i`th of `n` priorities spread over 1...999, written as the file writes it.
  static func priority(_ i: Int, of n: Int) -> String {
    CanonicalNumber.text(1 + 998 * Double(i) / Double(n))
  }

  /// The example: 20,000 statements, each a width at its own priority.
  @Test func twentyThousandCompetingPrioritiesStopAtTheLimit() {
    let n = 19_999
    var source = "view a\n"
    for i in 0..<n { source += "a.width == \(i) @\(Self.priority(i, of: n))\n" }
    // Line 1 declares the view; the 1,001st priority is on line 1,002, after `a.width == 1000 @`.
    #expect(messages(source) == ["1002:18: priority \(Self.priority(1000, of: n)) \(Self.refusal)"])
  }

  @Test func aThousandPrioritiesAndRepeatsAreAccepted() {
    var source = "view a: UILabel { hugging 1 1.998; compression 2.996 }\n"
    for i in 0..<1000 { source += "a.width == \(i) @\(Self.priority(i, of: 1000))\n" }
    source += "a.width == 5 @1\na.width == 6 @required\n"
    #expect(messages(source) == [])
  }

  /// Hugging and compression resistance count, as the engine's constraints at those
  /// priorities do.
  @Test func contentPrioritiesCount() {
    var source = ""
    for i in 0..<500 {
      source +=
        "view v\(i): UILabel { hugging \(1 + Double(i) / 2) \(500 + Double(i) / 2) }\n"
    }
    source += "view w: UILabel { compression 999.5 }\n"
    #expect(messages(source) == ["501:31: priority 999.5 \(Self.refusal)"])
  }

  /// One VFL line with 1,001 predicates at distinct priorities: the caret is at the `@` of
  /// the first one past the limit; a metric declared above counts with its value.
  @Test func aLongVisualFormatLineStopsAtTheLimit() {
    var predicates: [String] = []
    for i in 0..<1000 { predicates.append("==\(i)@\(Self.priority(i, of: 1000))") }
    let line = "H:[a(" + predicates.joined(separator: ",") + ",==7@late)]"
    let source = "view a\nmetric late = 999.25\n" + line + "\n"
    let column = line.distance(from: line.startIndex, to: line.range(of: "@late")!.lowerBound) + 1
    #expect(messages(source) == ["3:\(column): priority 999.25 \(Self.refusal)"])
  }

  @Test func aVariationPriorityCounts() {
    var source = "view a\n"
    for i in 0..<1000 { source += "a.width == \(i) @\(Self.priority(i, of: 1000)) #c\(i)\n" }
    source += "[wCompact hAny] { #c1.priority = 999.75 }\n"
    #expect(messages(source) == ["1002:34: priority 999.75 \(Self.refusal)"])
  }
}
