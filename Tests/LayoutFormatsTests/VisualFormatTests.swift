import LayoutCore
import Testing

@testable import LayoutFormats

/// Apple's VFL examples and their constraints, printed in the equation syntax of layout files.
@Suite struct VisualFormatTests {
  static let views: Set<String> = [
    "button", "button1", "button2", "textField", "purpleBox", "purple", "topField", "bottomField",
    "maroonView", "blueView", "flexibleButton", "find", "findNext", "findField", "v", "header",
    "a", "b", "c", "title", "body", "x", "other",
  ]

  func translate(
    _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:]
  ) throws -> [String] {
    try VisualFormat.constraints(
      format, options: options, metrics: metrics, views: Self.views, superview: "S"
    ).map(\.description)
  }

  @Test func standardSiblingSpacing() throws {
    #expect(try translate("[button]-[textField]") == ["textField.leading == button.trailing + 8"])
  }

  @Test func sizePredicates() throws {
    #expect(try translate("[button(>=50)]") == ["button.width >= 50"])
    #expect(try translate("[button(100@20)]") == ["button.width == 100 @20"])
    #expect(try translate("[button1(==button2)]") == ["button1.width == button2.width"])
    #expect(
      try translate("[flexibleButton(>=70,<=100)]")
        == ["flexibleButton.width >= 70", "flexibleButton.width <= 100"])
    #expect(
      try translate("[button(>=70@500,==other)]")
        == ["button.width >= 70 @500", "button.width == other.width"])
    #expect(try translate("V:[a(==b@500)]") == ["a.height == b.height @500"])
  }

  @Test func superviewEdges() throws {
    #expect(
      try translate("|-50-[purpleBox]-50-|")
        == ["purpleBox.leading == S.leading + 50", "S.trailing == purpleBox.trailing + 50"])
    #expect(try translate("H:|[v]|") == ["v.leading == S.leading", "S.trailing == v.trailing"])
    #expect(try translate("V:|-[header]") == ["header.top == S.topMargin"])
    #expect(try translate("V:|-(>=20)-[v]") == ["v.top >= S.top + 20"])
    #expect(try translate("|-50@750-[purple]") == ["purple.leading == S.leading + 50 @750"])
  }

  @Test func findPanel() throws {
    #expect(
      try translate("H:|-[find]-[findNext]-[findField(>=20)]-|") == [
        "find.leading == S.leadingMargin",
        "findNext.leading == find.trailing + 8",
        "findField.leading == findNext.trailing + 8",
        "findField.width >= 20",
        "S.trailingMargin == findField.trailing",
      ])
  }

  @Test func verticalAndFlushConnections() throws {
    #expect(
      try translate("V:[topField]-10-[bottomField]") == ["bottomField.top == topField.bottom + 10"])
    #expect(try translate("[maroonView][blueView]") == ["blueView.leading == maroonView.trailing"])
    #expect(try translate("H:[a]-(>=8@750)-[b]") == ["b.leading >= a.trailing + 8 @750"])
    #expect(try translate("H:[a]-(-5)-[b]") == ["b.leading == a.trailing - 5"])
  }

  @Test func metrics() throws {
    #expect(
      try translate("H:|-pad-[a(w)]", metrics: ["pad": 16, "w": 100])
        == ["a.leading == S.leading + 16", "a.width == 100"])
    #expect(
      try translate("[a]-(>=gap@prio)-[b]", metrics: ["gap": 4, "prio": 300])
        == ["b.leading >= a.trailing + 4 @300"])
  }

  @Test func predicateGroupsOnSuperviewSpacing() throws {
    #expect(
      try translate("V:|-(>=0,==8@250)-[x(44)]-(>=0)-|") == [
        "x.top >= S.top", "x.top == S.top + 8 @250", "x.height == 44", "S.bottom >= x.bottom",
      ])
  }

  @Test func alignmentOptions() throws {
    #expect(
      try translate("H:[a]-[b]-[c]", options: .alignAllCenterY) == [
        "b.leading == a.trailing + 8", "c.leading == b.trailing + 8",
        "b.centerY == a.centerY", "c.centerY == b.centerY",
      ])
    #expect(
      try translate("V:|-[title]-[body]-|", options: .alignAllLeading) == [
        "title.top == S.topMargin", "body.top == title.bottom + 8",
        "S.bottomMargin == body.bottom", "body.leading == title.leading",
      ])
  }

  @Test func directionOptions() throws {
    #expect(
      try translate("H:|-[a]-[b]-|", options: .directionLeftToRight) == [
        "a.left == S.leftMargin", "b.left == a.right + 8", "S.rightMargin == b.right",
      ])
    #expect(
      try translate("H:|-10-[a]-[b]-(>=5)-|", options: .directionRightToLeft) == [
        "S.right == a.right + 10", "a.left == b.right + 8", "b.left >= S.left + 5",
      ])
  }

  @Test func baselineSpacing() throws {
    #expect(
      try translate("V:[a]-[b]", options: .spacingBaselineToBaseline)
        == ["b.firstBaseline == a.lastBaseline + 8"])
  }

  @Test func canonicalText() throws {
    let cases: [(String, String)] = [
      ("|-50@750-[purple]", "H:|-(==50@750)-[purple]"),
      ("V:|-(8)-[a(100)]-[b(==a,>=20@750)]|", "V:|-8-[a(==100)]-[b(==a,>=20@750)]|"),
      ("H:[a]-(-5)-[b]-pad-|", "H:[a]-(==-5)-[b]-pad-|"),
      ("[a][b]", "H:[a][b]"),
    ]
    for (format, canonical) in cases {
      let parsed = try VisualFormat.parse(format)
      #expect(parsed.description == canonical)
      #expect(try VisualFormat.parse(canonical) == parsed)
    }
  }

  @Test func exactSyntaxTree() throws {
    let format = try VisualFormat.parse("V:|-[a(>=70@500,==b)]-(>=8)-[b]|")
    #expect(
      format
        == VisualFormat(
          orientation: .vertical, leadingSuperview: .standard,
          views: [
            VisualFormatView(
              name: "a",
              predicates: [
                VisualFormatPredicate(
                  relation: .greaterThanOrEqual, object: .number(70), priority: .number(500)),
                VisualFormatPredicate(object: .name("b")),
              ]),
            VisualFormatView(name: "b"),
          ],
          spacings: [
            .predicates([VisualFormatPredicate(relation: .greaterThanOrEqual, object: .number(8))])
          ],
          trailingSuperview: .flush))
  }
}
