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

  /// `UIFont(name: "Helvetica", size: 17)` logs lineHeight 19.55 (zhaoxin.pro, "Weight and
  /// Line Height of Font between macOS and iOS"); Liberation Sans has Helvetica's widths and
  /// its `hhea` adds up to the same 1.15 em (1854 + 434 + 67 of 2048 units), the line gap
  /// above the ascender as iOS puts it.
  @Test func helveticaTakesItsLineHeightFromTheMetricAlias() throws {
    let layout = try TextMeasurer().layout(
      "Helvetica", font: ResolvedFont(size: 17, family: "Helvetica"))
    #expect(layout.lineHeight == 17.0 * 2355 / 2048)
    #expect(abs(layout.lineHeight - 19.55) < 0.005)
    #expect(layout.ascender == 17.0 * (1854 + 67) / 2048)
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
