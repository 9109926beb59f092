import LayoutCore
import LayoutGeometry
import Testing

@testable import LayoutExplain

/// One description at a time, in each printed form.
@Suite struct DescriptionParserTests {
  func parse(_ text: String) throws -> LogConstraint {
    let line = LogCleaner.lines(of: text)[0]
    return try DescriptionParser.parse(line, endPosition: (1, line.count + 1))
  }

  @Test func equationWithMultiplierConstantAndPriority() throws {
    let c = try parse(
      "<NSLayoutConstraint:0x1 UIView:0x2.width == 1.5*UIView:0x3.height + 10 @750   (active)>")
    #expect(c.firstItem.address == "0x2")
    #expect(c.firstAttribute == .width)
    #expect(c.relation == .equal)
    #expect(c.secondItem?.address == "0x3")
    #expect(c.secondAttribute == .height)
    #expect(c.multiplier == 1.5)
    #expect(c.constant == 10)
    #expect(c.priority == 750)
  }

  /// An intrinsic-size constraint's `Hug:N CompressionResistance:M` tail (AppKit, iOS 6/7):
  /// read as its stronger half, `<=` at the hugging or `>=` at the compression resistance,
  /// or one equality when the two are equal.
  @Test(arguments: [
    (
      "<NSContentSizeLayoutConstraint:0x1 H:[UILabel:0x2(42)] Hug:250 CompressionResistance:750>",
      LayoutAttribute.width, Relation.greaterThanOrEqual, 42.0, 750.0
    ),
    (
      "<NSContentSizeLayoutConstraint:0x1 H:[UILabel:0x2(32)] Hug:1000 CompressionResistance:750>",
      .width, .lessThanOrEqual, 32, 1000
    ),
    (
      "<NSContentSizeLayoutConstraint:0x1 NSTextField:0x2.height == 18 Hug:750 "
        + "CompressionResistance:750   (active)>",
      .height, .equal, 18, 750
    ),
    (
      "<NSContentSizeLayoutConstraint:0x1 label.height == 17 Hug:750 CompressionResistance:1000"
        + "   (active, names: label:0x2 )>",
      .height, .greaterThanOrEqual, 17, 1000
    ),
  ])
  func contentSizeTail(
    text: String, attribute: LayoutAttribute, relation: Relation, constant: Double,
    priority: Double
  ) throws {
    let c = try parse(text)
    #expect(c.source == .contentSize)
    #expect(c.firstItem.address == "0x2")
    #expect(c.firstAttribute == attribute)
    #expect(c.relation == relation)
    #expect(c.secondItem == nil)
    #expect(c.constant == constant)
    #expect(c.priority == priority)
  }

  @Test(arguments: [
    (
      "<NSContentSizeLayoutConstraint:0x1 H:[UILabel:0x2(42)] Hug:high CompressionResistance:750>",
      ParseIssue(line: 1, column: 60, message: "expected the content-hugging priority after 'Hug:'")
    ),
    (
      "<NSContentSizeLayoutConstraint:0x1 H:[UILabel:0x2(42)] Hug:250>",
      ParseIssue(
        line: 1, column: 64,
        message: "expected 'CompressionResistance:' after the content-hugging priority")
    ),
    (
      "<NSContentSizeLayoutConstraint:0x1 H:[UILabel:0x2(42)] Hug:250 CompressionResistance:750 x>",
      ParseIssue(
        line: 1, column: 90, message: "unexpected 'x' after the compression-resistance priority")
    ),
  ])
  func malformedContentSizeTail(text: String, issue: ParseIssue) throws {
    #expect(throws: issue) { try parse(text) }
  }

  @Test func constantWithSpacedSign() throws {
    let c = try parse("<NSLayoutConstraint:0x1 UIView:0x2.width == - 16   (active)>")
    #expect(c.secondItem == nil)
    #expect(c.constant == -16)
  }

  @Test func snapKitSourceTrailingMultiplierAndCaretPriority() throws {
    let c = try parse(
      "<SnapKit.LayoutConstraint:0x1@Cell.swift#12 UIView:0x2.width <= UIView:0x3.width * 0.5 + 4.0 ^250>"
    )
    #expect(c.className == "SnapKit.LayoutConstraint")
    #expect(c.sourceFile == "Cell.swift")
    #expect(c.sourceLine == 12)
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.multiplier == 0.5)
    #expect(c.constant == 4)
    #expect(c.priority == 250)
  }

  @Test func visualFormatSpacingWithNSSpace() throws {
    let c = try parse(
      "<NSLayoutConstraint:0x1 H:[UIButton:0x2'OK']-(NSSpace(8))-[UIButton:0x3'Cancel']>")
    #expect(c.firstItem.address == "0x3")
    #expect(c.firstItem.label == "Cancel")
    #expect(c.firstAttribute == .leading)
    #expect(c.secondItem?.address == "0x2")
    #expect(c.secondAttribute == .trailing)
    #expect(c.constant == 8)
  }

  @Test func visualFormatSizeWithRelationAndPriority() throws {
    let c = try parse("<NSLayoutConstraint:0x1 V:[UIView:0x2(>=44@750)]>")
    #expect(c.firstAttribute == .height)
    #expect(c.relation == .greaterThanOrEqual)
    #expect(c.constant == 44)
    #expect(c.priority == 750)
    let old = try parse("<NSLayoutConstraint:0x4 H:[UIView:0x2(320)]>")
    #expect(old.firstAttribute == .width)
    #expect(old.constant == 320)
  }

  @Test func namesTableResolvesNamesAndTheSuperview() throws {
    let c = try parse(
      "<NSLayoutConstraint:0x1 H:|-(15)-[titleLabel]   (Names: titleLabel:0x5, '|':UIView:0x6 )>")
    #expect(c.firstItem.address == "0x5")
    #expect(c.firstItem.name == "titleLabel")
    #expect(c.secondItem?.address == "0x6")
    #expect(c.secondItem?.className == "UIView")
    #expect(c.secondItem?.isSuperview == false)
    #expect(c.constant == 15)
  }

  @Test func accessibilityNamesWithDots() throws {
    let c = try parse(
      "<NSLayoutConstraint:0x1 AddressToolbar.lockIcon.leading == UIView:0x2.leadingMargin   (active)>"
    )
    #expect(c.firstItem.name == "AddressToolbar.lockIcon")
    #expect(c.firstAttribute == .leading)
    #expect(c.secondAttribute == .leadingMargin)
  }

  @Test func engineVariableIDsAndSystemClasses() throws {
    let c = try parse(
      "<_UIScrollViewAutomaticContentSizeConstraint:0x1 UITableView:0x2.contentHeight{id: 34} == 0>"
    )
    #expect(c.firstAttribute == .height)
    #expect(c.printedFirstAttribute.word == "contentHeight")
    #expect(c.constant == 0)
    #expect(c.source == .otherSystem)
  }

  @Test func autoresizingMaskCode() throws {
    let c = try parse(
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=--& UIView:0x2.midX == 0.5*UIWindow:0x3.width>"
    )
    #expect(c.autoresizingCode == "h=-&- v=--&")
    #expect(c.source == .autoresizing)
    #expect(c.firstAttribute == .centerX)
    #expect(c.printedFirstAttribute.word == "midX")
    #expect(c.printedSecondAttribute?.word == "width")
    #expect(c.multiplier == 0.5)
  }

  @Test func identifiersWithSpacesAndSystemIdentifiers() throws {
    let prototyping = try parse(
      "<NSIBPrototypingLayoutConstraint:0x1 'IB auto generated at build time for view with ambiguity' "
        + "V:|-(20)-[UIView:0x2]   (Names: '|':UIView:0x3 )>")
    #expect(prototyping.identifier == "IB auto generated at build time for view with ambiguity")
    #expect(prototyping.source == .interfaceBuilderPrototyping)
    #expect(prototyping.firstAttribute == .top)
    #expect(prototyping.secondItem?.address == "0x3")
    let hiding = try parse(
      "<NSLayoutConstraint:0x4 'UISV-hiding' UILabel:0x5'Error'.height == 0   (active)>")
    #expect(hiding.source == .stackView)
    #expect(hiding.firstItem.label == "Error")
    let encapsulated = try parse(
      "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' UIView:0x7.height == 43.5   (active)>"
    )
    #expect(encapsulated.source == .encapsulatedLayout)
    #expect(encapsulated.constant == 43.5)
  }

  @Test func masonryKeysKeepTheirCase() throws {
    let c = try parse("<MASLayoutConstraint:containerHeight UIView:headerView.height == 40>")
    #expect(c.address == "containerHeight")
    #expect(c.firstItem.className == "UIView")
    #expect(c.firstItem.name == "headerView")
  }

  @Test func systemSpacingAndGapsWithRelationAndPriority() throws {
    let anchor = try parse(
      "<NSLayoutConstraint:0x1 H:[UILabel:0x2]-(NSLayoutAnchorConstraintSpace(8))-[UILabel:0x3]   (active)>"
    )
    #expect(anchor.constant == 8)
    let bottom = try parse(
      "<NSLayoutConstraint:0x4 V:[UILabel:0x5'Don't']-(>=0@999)-|   (active, names: '|':UIView:0x6 )>"
    )
    #expect(bottom.firstItem.address == "0x6")
    #expect(bottom.firstAttribute == .bottom)
    #expect(bottom.secondItem?.label == "Don't")
    #expect(bottom.relation == .greaterThanOrEqual)
    #expect(bottom.priority == 999)
    let standard = try parse("<NSLayoutConstraint:0x7 H:|-[UIView:0x8]>")
    #expect(standard.constant == 20)
  }

  @Test func labelsWithApostrophesAndDots() throws {
    let c = try parse(
      "<NSLayoutConstraint:0x1 UILabel:0x2'Don't stop. Go'.centerY == UIView:0x3.centerYWithinMargins   (active)>"
    )
    #expect(c.firstItem.label == "Don't stop. Go")
    #expect(c.firstAttribute == .centerY)
    #expect(c.secondAttribute == .centerYWithinMargins)
  }
}
