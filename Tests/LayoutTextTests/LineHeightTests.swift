import Testing

@testable import LayoutText

@Suite struct LineHeightTests {
  @Test func matchesUIFontLineHeight() {
    // UIFont.systemFont(ofSize: 15).lineHeight logs 17.900391; 17 pt is 20.287109375.
    #expect(SystemFontMetrics.lineHeight(size: 15) == 17.900390625)
    #expect(SystemFontMetrics.lineHeight(size: 17) == 20.287109375)
    #expect(abs(SystemFontMetrics.ascender(size: 20) - 19.04) < 0.005)
    #expect(abs(SystemFontMetrics.descender(size: 20) - 4.82) < 0.005)
  }

  @Test func seventeenPointLabelOnEachScreen() throws {
    let layout = try TextMeasurer().layout("Johnny", font: .init(size: 17))
    #expect(layout.size(scale: 1).height == 21)
    #expect(layout.size(scale: 2).height == 20.5)
    #expect(layout.size(scale: 3).height == 61.0 / 3)
  }

  @Test func linesStackWithoutLeading() throws {
    let layout = try TextMeasurer().layout("a\nb\nc", font: .init(size: 14), numberOfLines: 0)
    #expect(layout.height == 3 * SystemFontMetrics.lineHeight(size: 14))
  }

  @Test func trackingFollowsTheTable() {
    #expect(SystemFontMetrics.tracking(size: 17) == -0.026)
    #expect(SystemFontMetrics.tracking(size: 12) == 0)
    #expect(SystemFontMetrics.tracking(size: 28) == 0.014)
    #expect(abs(SystemFontMetrics.tracking(size: 16.5) - -0.023) < 1e-12)
    #expect(SystemFontMetrics.tracking(size: 200) == 0)
    #expect(SystemFontMetrics.tracking(size: 2) == 0.041)
  }

  @Test func pixelGridRoundsUpOnly() {
    #expect(PixelGrid.ceil(20.287109375, scale: 2) == 20.5)
    #expect(PixelGrid.ceil(20.5, scale: 2) == 20.5)
    #expect(PixelGrid.ceil(0, scale: 3) == 0)
    #expect(PixelGrid.ceil(10.000000001, scale: 1) == 10)
  }
}
