import Testing

@testable import AutoLayout

@Suite struct LayoutAttributeTests {
  @Test func rawValuesMatchUIKit() {
    #expect(LayoutAttribute.leading.rawValue == 5)
    #expect(LayoutAttribute.lastBaseline.rawValue == 11)
    #expect(LayoutAttribute.centerYWithinMargins.rawValue == 20)
  }

  @Test func axesAndKinds() {
    #expect(LayoutAttribute.leadingMargin.axis == .horizontal)
    #expect(LayoutAttribute.firstBaseline.axis == .vertical)
    #expect(LayoutAttribute.width.isDimension)
    #expect(!LayoutAttribute.centerX.isDimension)
    #expect(LayoutAttribute.notAnAttribute.axis == nil)
    #expect(LayoutAttribute.trailingMargin.withoutMargin == .trailing)
  }

  @Test func autoresizingCodes() {
    #expect(AutoresizingMask().code == "h=--& v=--&")
    #expect(AutoresizingMask([.flexibleWidth, .flexibleHeight]).code == "h=-&- v=-&-")
    #expect(AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]).code == "h=&-& v=--&")
  }
}
