import Testing

@testable import LayoutFormats

/// VFL errors read like Apple's: the message, the format and a caret under the column.
@Suite struct VisualFormatErrorTests {
  func error(
    _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
    views: Set<String> = ["a", "b", "c", "box"]
  ) -> String? {
    do {
      _ = try VisualFormat.constraints(format, options: options, metrics: metrics, views: views)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func missingColonAfterOrientation() {
    #expect(
      error("V|[box]|") == """
        Unable to parse constraint format: Expected ':' after 'V' to specify vertical arrangement
        V|[box]|
         ^
        """)
  }

  @Test func unknownRelation() {
    #expect(
      error("V:|[b(>30)]|") == """
        Unable to parse constraint format: Unknown relation. Must be ==, >=, or <=
        V:|[b(>30)]|
              ^
        """)
  }

  @Test func unknownView() {
    #expect(
      error("H:[a]-[ghost]") == """
        Unable to parse constraint format: ghost is not a key in the views dictionary.
        H:[a]-[ghost]
               ^
        """)
  }

  @Test func whitespaceIsRejected() {
    #expect(
      error("[a]- (8)-[b]") == """
        Unable to parse constraint format: Expected a number or key from the metrics dictionary, but encountered something else
        [a]- (8)-[b]
            ^
        """)
  }

  @Test func viewNameInConnection() {
    #expect(
      error("[a]-(==b)-[c]") == """
        Unable to parse constraint format: Expected a number or key from the metrics dictionary, but encountered the view b
        [a]-(==b)-[c]
             ^
        """)
  }

  @Test func unclosedPredicate() {
    #expect(
      error("[a(>=20]") == """
        Unable to parse constraint format: A predicate on a view's thickness must end with ')' and the view must end with ']'
        [a(>=20]
               ^
        """)
  }

  /// `10pt` names the unit as the problem, at the unit's column, wherever a number stands
  /// (issue 28: `H:|-(10pt)-[a]|` said "must end with ')'").
  @Test func aUnitAfterANumberIsNamed() {
    #expect(
      error("H:|-(10pt)-[a]|") == """
        Unable to parse constraint format: Numbers take no unit: lengths are in points, so write 10 instead of 10pt
        H:|-(10pt)-[a]|
               ^
        """)
    #expect(
      error("H:|-8px-[a(>=20PT@750)]") == """
        Unable to parse constraint format: Numbers take no unit: lengths are in points, so write 8 instead of 8px
        H:|-8px-[a(>=20PT@750)]
             ^
        """)
    #expect(
      error("H:[a(>=20PT@750)]") == """
        Unable to parse constraint format: Numbers take no unit: lengths are in points, so write 20 instead of 20PT
        H:[a(>=20PT@750)]
                 ^
        """)
    // Letters that are no unit keep the grammar's own message.
    #expect(
      error("H:|-(10x)-[a]|") == """
        Unable to parse constraint format: A spacing predicate must end with ')'
        H:|-(10x)-[a]|
               ^
        """)
  }

  @Test func bareNegativeGapAndMissingView() {
    #expect(
      error("[a]--5-[b]") == """
        Unable to parse constraint format: Expected a number or key from the metrics dictionary, but encountered something else
        [a]--5-[b]
            ^
        """)
    #expect(
      error("H:[a]-") == """
        Unable to parse constraint format: Expected a view
        H:[a]-
              ^
        """)
  }

  @Test func unknownMetricAndBadPriority() {
    #expect(
      error("[a]-pad-[b]") == """
        Unable to parse constraint format: pad is not a key in the metrics dictionary.
        [a]-pad-[b]
            ^
        """)
    #expect(
      error("[a(==10@1001)]") == """
        Unable to parse constraint format: Priority 1001 must be between 1 and 1000
        [a(==10@1001)]
           ^
        """)
  }

  @Test func hugeAndNonFiniteNumbers() {
    #expect(
      error("[a(==1e10)]") == """
        Unable to parse constraint format: The number 1e10 is out of range; numbers must be finite with a magnitude of at most 1000000000
        [a(==1e10)]
             ^
        """)
    #expect(error("[a(==1e999)]")?.contains("The number 1e999 is out of range") == true)
    #expect(
      error("[a]-x-[b]", metrics: ["x": .nan])?.contains("The metric x must be finite") == true)
  }

  @Test func alignmentAlongTheAxis() {
    #expect(
      error("H:[a]-[b]", options: .alignAllLeading) == """
        Unable to parse constraint format: Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.
        H:[a]-[b]
        ^
        """)
  }

  @Test func superviewBarWithoutSuperview() throws {
    let format = try VisualFormat.parse("|-[a]")
    #expect(throws: VisualFormatError.self) {
      _ = try format.constraints(text: "|-[a]", views: ["a"], superviewOf: { _ in nil })
    }
    do {
      _ = try format.constraints(text: "|-[a]", views: ["a"], superviewOf: { _ in nil })
    } catch {
      #expect(
        error.message
          == "Unable to interpret '|' character, because the related view doesn't have a superview")
      #expect(error.offset == 0)
    }
  }

  @Test func trailingGarbage() {
    #expect(
      error("[a]|[b]") == """
        Unable to parse constraint format: A '|' must be the first or the last item of a format
        [a]|[b]
            ^
        """)
    #expect(
      error("[a]x") == """
        Unable to parse constraint format: Expected '-', '[' or '|' after a view
        [a]x
           ^
        """)
  }
}
