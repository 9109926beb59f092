import Testing

@testable import LayoutText

/// Custom fonts measured in the installed family (found through fontconfig) or, when it is
/// not installed, in the system font's stand-in. Needs the fonts `Tools/setup` installs
/// (`fonts-lato`, `fonts-liberation`).
@Suite struct CustomFontTests {
  @Test func fontconfigMatchesCountOnlyForTheFamilyOrAMetricAlias() {
    #expect(InstalledFonts.accepts(["Lato"], for: "Lato"))
    #expect(InstalledFonts.accepts(["Lato", "Lato Medium"], for: "lato"))
    #expect(InstalledFonts.accepts(["Liberation Sans"], for: "Helvetica"))
    #expect(InstalledFonts.accepts(["TeX Gyre Heros"], for: "Arial"))
    #expect(InstalledFonts.accepts(["Liberation Mono"], for: "Courier"))
    #expect(!InstalledFonts.accepts(["DejaVu Sans"], for: "Papyrus"))
    #expect(!InstalledFonts.accepts(["Liberation Sans"], for: "Helvetica Neue"))
  }

  @Test func installedFamiliesAreFound() throws {
    let lato = try #require(InstalledFonts.path(family: "Lato", weight: .bold, italic: false))
    #expect(lato.hasSuffix("/Lato-Bold.ttf"))
    let helvetica = try #require(
      InstalledFonts.path(family: "Helvetica", weight: .regular, italic: false))
    #expect(helvetica.hasSuffix("/LiberationSans-Regular.ttf"))
    #expect(InstalledFonts.path(family: "Papyrus", weight: .regular, italic: false) == nil)
  }

  /// Lato's `hhea` gives 1974 + 426 of 2000 units: 1.2 em.
  @Test func latoIsMeasuredInLato() throws {
    let measurer = TextMeasurer()
    let font = ResolvedFont(size: 20, weight: .light, family: "Lato")
    #expect(measurer.measuresInOwnFamily(font))
    let layout = try measurer.layout("Label", font: font)
    #expect(layout.lineHeight == 24)
    #expect(layout.ascender == 19.74)
    #expect(layout.size(scale: 2).width == 46)
    #expect(layout.size(scale: 2).height == 24)
  }

  /// `UIFont(name: "Helvetica", size: 17)` logs lineHeight 19.55 and ascender 15.64
  /// (zhaoxin.pro, "Weight and Line Height of Font between macOS and iOS"): iOS's Helvetica
  /// line, kept when Liberation Sans (Helvetica's widths) measures it.
  @Test func helveticaKeepsIOSsLine() throws {
    let layout = try TextMeasurer().layout(
      "Helvetica", font: ResolvedFont(size: 17, family: "Helvetica"))
    #expect(abs(layout.lineHeight - 19.55) < 1e-9)
    #expect(abs(layout.ascender - 15.64) < 1e-9)
    #expect(layout.size(scale: 3).height == 19.666666666666668)
  }

  /// A label's line leaves out the font's `hhea` line gap: Arial, measured in Liberation Sans
  /// (1854 + 434 units and a 67-unit gap of 2048), is 2288/2048 em tall, not 2355/2048.
  @Test func theLineGapIsNotPartOfALabelsLine() throws {
    let measurer = TextMeasurer()
    for family in ["Arial", "Liberation Sans"] {
      let layout = try measurer.layout("Route", font: ResolvedFont(size: 21, family: family))
      #expect(layout.lineHeight == 23.4609375)
      #expect(layout.ascender == 19.0107421875)
      #expect(layout.size(scale: 2).height == 23.5)
    }
    let wrapped = try measurer.layout(
      "Route\nRoute", font: ResolvedFont(size: 21, family: "Arial"), numberOfLines: 0)
    #expect(wrapped.size(scale: 2).height == 47)
  }

  /// A face without a line gap is unchanged: Liberation Mono for Courier New, 1705 + 615 of
  /// 2048 units.
  @Test func aFaceWithoutALineGapKeepsItsLine() throws {
    let layout = try TextMeasurer().layout(
      "Courier", font: ResolvedFont(size: 17, family: "Courier New"))
    #expect(layout.lineHeight == 19.2578125)
    #expect(layout.size(scale: 3).height == 19.333333333333332)
  }

  @Test func aMissingFamilyIsMeasuredInTheStandIn() throws {
    let measurer = TextMeasurer()
    let papyrus = ResolvedFont(size: 17, weight: .bold, family: "Papyrus")
    #expect(!measurer.measuresInOwnFamily(papyrus))
    #expect(!measurer.measuresInOwnFamily(ResolvedFont(size: 17)))
    let standIn = try measurer.layout("Label", font: ResolvedFont(size: 17, weight: .bold))
    #expect(try measurer.layout("Label", font: papyrus) == standIn)
  }

  @Test func customFontsResolveWithTheirFamily() throws {
    let font = TextFont.custom(family: "Open Sans", size: 14, weight: .semibold)
    #expect(
      font.resolved(at: .accessibilityExtraExtraExtraLarge)
        == ResolvedFont(
          size: 14, weight: .semibold, family: "Open Sans"))
    #expect(!font.scalesWithContentSize)
    #expect(font.text == "14 semibold")
    #expect(font.resolved().description == "Open Sans 14 semibold")
  }
}
