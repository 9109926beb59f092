import Testing

@testable import LayoutText

/// ``ResolvedFont/ideographEms`` sets the advance of Chinese and Japanese wide characters and
/// leaves Latin letters and Hangul as they are.
@Suite struct IdeographEmsTests {
  @Test func oneEmPerIdeograph() throws {
    let measurer = TextMeasurer()
    var early = ResolvedFont(size: 14)
    early.ideographEms = 1
    // 5 × 14 against today's 5 × 14.28.
    #expect(abs(try measurer.layout("可用优惠券", font: early).width - 70) < 1e-9)
    #expect(abs(try measurer.layout("可用优惠券", font: .init(size: 14)).width - 71.4) < 1e-9)
  }

  @Test func latinAndHangulUnchanged() throws {
    let measurer = TextMeasurer()
    var early = ResolvedFont(size: 20)
    early.ideographEms = 1
    for text in ["Label", "검색", "支付 Pay"] {
      let today = try measurer.layout(text, font: .init(size: 20)).width
      let wide = text.unicodeScalars.filter { FallbackAdvance.isIdeographic($0) }.count
      #expect(
        abs(try measurer.layout(text, font: early).width - (today - Double(wide) * 0.02 * 20))
          < 1e-9, "\(text)")
    }
  }
}
