import Testing

@testable import LayoutText

/// Apple's families measured in an open family drawn to their metrics (``AppleFamilies``).
/// Needs the fonts `Tools/setup` installs (`fonts-dejavu-core`, `fonts-liberation`).
@Suite struct AppleFamiliesTests {
  /// Menlo is found as DejaVu Sans Mono, in the face of its weight and slant.
  @Test func menloIsFoundAsDejaVuSansMono() throws {
    let regular = try #require(
      InstalledFonts.path(family: "Menlo", weight: .regular, italic: false),
      "DejaVu Sans Mono (Debian fonts-dejavu-core, installed by Tools/setup) is missing")
    #expect(regular.hasSuffix("/DejaVuSansMono.ttf"))
    let bold = try #require(InstalledFonts.path(family: "Menlo", weight: .bold, italic: false))
    #expect(bold.hasSuffix("/DejaVuSansMono-Bold.ttf"))
    let italic = try #require(
      InstalledFonts.path(family: "menlo", weight: .regular, italic: true))
    #expect(italic.hasSuffix("/DejaVuSansMono-Oblique.ttf"))
  }

  /// Menlo's metrics: every character 1233 units of a 2048-unit em wide, a 1901 + 483-unit
  /// line. "Label" at 17 pt is 5 × 1233/2048 × 17 = 51.174 wide and 19.789 tall: 51.5 × 20
  /// on a 2x screen (a training label stored 20 tall; the stand-in's 20.5 missed it).
  @Test func menloIsMeasuredWithItsMetrics() throws {
    let measurer = TextMeasurer()
    let font = ResolvedFont(size: 17, family: "Menlo", postScriptName: "Menlo-Regular")
    #expect(measurer.measuresInOwnFamily(font))
    let layout = try measurer.layout("Label", font: font)
    #expect(layout.width == 5.0 * 1233 / 2048 * 17)
    #expect(layout.lineHeight == 2384.0 / 2048 * 17)
    #expect(layout.ascender == 1901.0 / 2048 * 17)
    #expect(layout.size(scale: 2).width == 51.5)
    #expect(layout.size(scale: 2).height == 20)
    #expect(layout.size(scale: 3).height == 20)
  }

  /// The output names the open family that measured an Apple font, and nothing for the
  /// system font, an app font measured in itself or a family with no substitute.
  @Test func theSubstituteIsNamed() {
    #expect(
      AppleFamilies.substituteFamily(for: ResolvedFont(size: 12, family: "Menlo"))
        == "DejaVu Sans Mono")
    #expect(
      AppleFamilies.substituteFamily(for: ResolvedFont(size: 12, weight: .bold, family: "Arial"))
        == "Liberation Sans")
    #expect(
      AppleFamilies.substituteFamily(for: ResolvedFont(size: 12, family: "Courier New"))
        == "Liberation Mono")
    #expect(AppleFamilies.substituteFamily(for: ResolvedFont(size: 12)) == nil)
    #expect(AppleFamilies.substituteFamily(for: ResolvedFont(size: 12, family: "Lato")) == nil)
    #expect(AppleFamilies.substituteFamily(for: ResolvedFont(size: 12, family: "Papyrus")) == nil)
    #expect(
      AppleFamilies.substituteFamily(for: ResolvedFont(size: 12, family: "Avenir Next")) == nil)
  }

  /// Only the families a public source ties to an open family have a substitute.
  @Test func substitutesAreAskedByName() {
    #expect(AppleFamilies.substitutes(for: "Menlo") == ["DejaVu Sans Mono"])
    #expect(AppleFamilies.substitutes(for: "Avenir Next") == [])
    #expect(AppleFamilies.hasSubstitute("Helvetica"))
    #expect(AppleFamilies.hasSubstitute("MENLO"))
    #expect(!AppleFamilies.hasSubstitute("Helvetica Neue"))
  }
}
