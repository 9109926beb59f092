import Foundation
import Testing

@testable import LayoutText

/// A custom font's PostScript name (a `fontDescription`'s `name`, what `UIFont(name:size:)`
/// looks up) picks its face before the family, weight and slant do. Needs the fonts
/// `Tools/setup` installs (`fonts-lato`, `fonts-dejavu-core`).
@Suite struct PostScriptNameTests {
  /// `Lato-Hairline`'s style names no UIKit weight, so the name's weight is regular; the
  /// PostScript name still finds the Hairline face, and a name no font has falls back to the
  /// family at the weight.
  @Test func thePostScriptNameFindsTheFaceTheWeightWouldMiss() throws {
    let hairline = try #require(
      InstalledFonts.file(
        family: "Lato", weight: .regular, italic: false, postScriptName: "Lato-Hairline"))
    #expect(hairline.path.hasSuffix("/Lato-Hairline.ttf"))
    #expect(hairline.index == 0)
    // Lato Light, which no suite registers a copy of as an app font.
    let light = try #require(InstalledFonts.file(family: "Lato", weight: .light, italic: false))
    #expect(light.path.hasSuffix("/Lato-Light.ttf"))
    #expect(
      InstalledFonts.file(
        family: "Lato", weight: .light, italic: false, postScriptName: "Lato-Unknown") == light)
  }

  /// The Hairline face measures narrower than the light one next to it in weight. (Lato
  /// Light, not Regular: other suites register a copy of Lato Regular as an app font and
  /// delete it, and the shared font answers would then send a regular face to the stand-in.)
  @Test func theNamedFaceIsMeasured() throws {
    let measurer = TextMeasurer()
    let hairline = try measurer.layout(
      "Label", font: ResolvedFont(size: 20, family: "Lato", postScriptName: "Lato-Hairline"))
    let light = try measurer.layout(
      "Label", font: ResolvedFont(size: 20, weight: .light, family: "Lato"))
    #expect(hairline.width == 44.800000000000004)
    #expect(light.width == 45.67)
    #expect(hairline.lineHeight == 24)
  }

  /// An app's file whose PostScript name is the one asked for wins over the weight written
  /// in the document and over the installed file of the same name.
  @Test func anAppFileWithTheNameComesFirst() throws {
    let installed = try #require(
      InstalledFonts.file(
        family: "DejaVu Sans Mono", weight: .bold, italic: false,
        postScriptName: "DejaVuSansMono-Bold"))
    let top = FileManager.default.temporaryDirectory.appendingPathComponent(
      "postscript-names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: top, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: top) }
    let copy = top.appendingPathComponent("Code Bold.ttf")
    try FileManager.default.copyItem(atPath: installed.path, toPath: copy.path)
    #expect(InstalledFonts.registerAppFonts([copy.path]) == 1)
    #expect(
      InstalledFonts.file(
        family: "DejaVu Sans Mono", weight: .regular, italic: false,
        postScriptName: "DejaVuSansMono-Bold") == FontFile(path: copy.path))
  }
}
