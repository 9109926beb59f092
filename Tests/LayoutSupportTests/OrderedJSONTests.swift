import LayoutSupport
import Testing

/// The one ordered-JSON document: key order as written, and the three layouts the package's
/// writers use (command reports, renderings, the device catalog) from one renderer.
@Suite struct OrderedJSONTests {
  static let document = OrderedJSON.object([
    ("name", .string("a \"b\"\n")),
    ("size", .array([.number(375), .number(667.5)])),
    ("flags", .array([.bool(true), .null])),
    ("empty", .object([])),
    ("nested", .array([.object([("z", .number(1)), ("a", .number(2))])])),
  ])

  static let pretty = OrderedJSON.Style(
    indentWidth: 2, inlineArrayLimit: .max, number: OrderedJSON.Style.shortestNumber)

  @Test func keysKeepTheirOrderAndScalarArraysStayOnOneLine() {
    #expect(
      Self.document.rendered(Self.pretty) == """
        {
          "name": "a \\"b\\"\\n",
          "size": [375, 667.5],
          "flags": [true, null],
          "empty": {},
          "nested": [
            {
              "z": 1,
              "a": 2
            }
          ]
        }
        """)
  }

  @Test func arraysLongerThanTheLimitAndStylesWithoutALimitTakeALineAnItem() {
    var style = Self.pretty
    style.inlineArrayLimit = 10
    let short = OrderedJSON.array([.number(1), .number(2)])
    let long = OrderedJSON.array([.string("leading"), .string("width")])
    #expect(short.rendered(style) == "[1, 2]")
    #expect(long.rendered(style) == "[\n  \"leading\",\n  \"width\"\n]")
    style.inlineArrayLimit = nil
    #expect(short.rendered(style) == "[\n  1,\n  2\n]")
  }

  @Test func withoutIndentationTheDocumentIsOneLine() {
    let compact = OrderedJSON.Style(
      indentWidth: nil, inlineArrayLimit: .max, number: OrderedJSON.Style.shortestNumber)
    #expect(
      Self.document.rendered(compact)
        == #"{"name":"a \"b\"\n","size":[375,667.5],"flags":[true,null],"empty":{},"#
        + #""nested":[{"z":1,"a":2}]}"#)
  }

  @Test func aNestedDocumentStartsAtItsLevel() {
    let inner = OrderedJSON.object([("k", .array([.object([("v", .null)])]))])
    #expect(
      inner.rendered(Self.pretty, level: 2)
        == "{\n      \"k\": [\n        {\n          \"v\": null\n        }\n      ]\n    }")
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteNumbersAreNull(value: Double) {
    #expect(OrderedJSON.number(value).rendered(Self.pretty) == "null")
  }

  @Test func theStyleWritesFiniteNumbers() {
    let threeDecimals = OrderedJSON.Style(
      indentWidth: 2, inlineArrayLimit: nil, number: { String(($0 * 1000).rounded() / 1000) })
    #expect(OrderedJSON.number(1.0 / 3).rendered(threeDecimals) == "0.333")
    #expect(OrderedJSON.number(1e20).rendered(Self.pretty) == "1e+20")
    #expect(OrderedJSON.number(-0.5).rendered(Self.pretty) == "-0.5")
  }

  @Test func equalityComparesKeysValuesAndOrder() {
    let ab = OrderedJSON.object([("a", .number(1)), ("b", .null)])
    let ba = OrderedJSON.object([("b", .null), ("a", .number(1))])
    #expect(ab == OrderedJSON.object([("a", .number(1)), ("b", .null)]))
    #expect(ab != ba)
    #expect(OrderedJSON.optional(nil) == .null)
    #expect(OrderedJSON.optional("x") == .string("x"))
  }

  struct Report: Encodable {
    var zeta = 1
    var alpha: String? = nil
    var items = [2.5, 3]
    var child = Child()

    struct Child: Encodable { var b = true }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(zeta, forKey: .zeta)
      try container.encode(alpha, forKey: .alpha)
      try container.encode(items, forKey: .items)
      try container.encode(child, forKey: .child)
    }

    enum CodingKeys: String, CodingKey { case zeta, alpha, items, child }
  }

  @Test func theEncoderKeepsTheOrderEncodeWrote() throws {
    let json = try OrderedJSONEncoder.encode(Report())
    #expect(
      json
        == .object([
          ("zeta", .number(1)), ("alpha", .null), ("items", .array([.number(2.5), .number(3)])),
          ("child", .object([("b", .bool(true))])),
        ]))
  }
}
