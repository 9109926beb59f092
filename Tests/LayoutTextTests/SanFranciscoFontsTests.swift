import Foundation
import Testing

@testable import LayoutText

/// Which files measure the system font: Apple's SF faces when the user has them, known by the
/// font's own names (never its file name), Inter otherwise. Needs Inter (`Tools/setup`); the
/// test machine has no SF, so widths are checked only in Inter.
@Suite struct SanFranciscoFontsTests {
  static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

  /// A fresh folder holding `files`: (name, bytes) pairs.
  static func folder(_ files: [(String, Data)]) throws -> URL {
    let top = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sf-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: top, withIntermediateDirectories: true)
    for (name, bytes) in files { try bytes.write(to: top.appendingPathComponent(name)) }
    return top
  }

  /// Inter renamed as SF's files is still Inter: the system font keeps the stand-in's widths
  /// and the commands keep naming Inter.
  @Test func anotherFontNamedLikeSFIsNotTakenForIt() throws {
    let inter = try Data(contentsOf: URL(fileURLWithPath: Self.interRegular))
    let top = try Self.folder([
      ("SF-Pro-Text-Regular.otf", inter), ("SF-Pro-Display-Regular.otf", inter),
      ("SF-Pro.ttf", inter),
    ])
    defer { try? FileManager.default.removeItem(at: top) }
    #expect(try SanFranciscoFonts.find(folders: [top.path], installed: false).isEmpty)
    let renamed = TextMeasurer(
      locator: FontLocator(directories: [top.path] + FontLocator.standardDirectories))
    let standard = TextMeasurer(locator: FontLocator(directories: FontLocator.standardDirectories))
    #expect(try renamed.sanFranciscoFonts().isEmpty)
    #expect(renamed.systemFontName == "Inter (San Francisco's stand-in)")
    for size in [13.0, 17, 22, 34] {
      let font = ResolvedFont(size: size, weight: .semibold)
      #expect(
        try renamed.width(of: "Johnny Appleseed", font: font)
          == standard.width(of: "Johnny Appleseed", font: font))
    }
  }

  /// A file named as SF that FreeType cannot open is an error naming it, found before any
  /// measuring; an unreadable file with any other name is an app's and left alone.
  @Test func unreadableSFFileIsAnError() throws {
    let top = try Self.folder([("SF-Pro-Text-Regular.otf", Data("not a font".utf8))])
    defer { try? FileManager.default.removeItem(at: top) }
    let path = top.path + "/SF-Pro-Text-Regular.otf"
    let expected = TextError.fontUnreadable(
      path: path, reason: "not a font FreeType can open (error 2)")
    #expect(throws: expected) {
      try SanFranciscoFonts.find(folders: [top.path], installed: false)
    }
    let measurer = TextMeasurer(
      locator: FontLocator(directories: [top.path] + FontLocator.standardDirectories))
    #expect(throws: expected) { try measurer.checkFonts() }
    #expect(throws: expected) { try measurer.layout("Label", font: ResolvedFont(size: 17)) }
    #expect(
      expected.description
        == "cannot read font file \(path): not a font FreeType can open (error 2)")
    let other = try Self.folder([("Brand-Regular.ttf", Data("not a font".utf8))])
    defer { try? FileManager.default.removeItem(at: other) }
    #expect(try SanFranciscoFonts.find(folders: [other.path], installed: false).isEmpty)
  }

  /// Past the limit of files per folder (in name order) nothing more is opened.
  @Test func filesPastTheLimitAreNotOpened() throws {
    let junk = Data("not a font".utf8)
    let top = try Self.folder([("Brand.ttf", junk), ("SF-Pro-Text-Regular.otf", junk)])
    defer { try? FileManager.default.removeItem(at: top) }
    #expect(try SanFranciscoFonts.find(folders: [top.path], installed: false, limit: 1).isEmpty)
    #expect(throws: TextError.self) {
      try SanFranciscoFonts.find(folders: [top.path], installed: false, limit: 2)
    }
  }

  @Test func fileNamesThatSaySFPro() {
    #expect(SanFranciscoFonts.namesSanFrancisco("SF-Pro-Text-Regular.otf"))
    #expect(SanFranciscoFonts.namesSanFrancisco("SFProDisplay-Bold.ttf"))
    #expect(SanFranciscoFonts.namesSanFrancisco("sf-pro.ttf"))
    #expect(!SanFranciscoFonts.namesSanFrancisco("SF-Compact-Text-Regular.otf"))
    #expect(!SanFranciscoFonts.namesSanFrancisco("Inter-Regular.otf"))
  }

  /// Weights come from the style name: SF Pro's Bold files give 600 as their `OS/2` weight
  /// class, as its Semibold files do.
  @Test func weightsFromStyleNames() {
    #expect(SanFranciscoFonts.weight(style: "Regular")! == (.regular, false))
    #expect(SanFranciscoFonts.weight(style: "Semibold")! == (.semibold, false))
    #expect(SanFranciscoFonts.weight(style: "Bold Italic")! == (.bold, true))
    #expect(SanFranciscoFonts.weight(style: "Ultralight")! == (.ultraLight, false))
    #expect(SanFranciscoFonts.weight(style: "Italic")! == (.regular, true))
    #expect(SanFranciscoFonts.weight(style: "Condensed Bold") == nil)
  }

  @Test func staticCutsSwitchAtTwentyPoints() {
    #expect(SanFranciscoFonts.displayShare(size: 19.5) == 0)
    #expect(SanFranciscoFonts.displayShare(size: 20) == 1)
    #expect(SanFranciscoFonts.displayShare(size: 11) == 0)
    #expect(SanFranciscoFonts.displayShare(size: 34) == 1)
  }

  @Test func summaryNamesCutsAndFaces() {
    let found = SanFranciscoFonts(files: [
      .init(cut: .text, weight: .regular, italic: false): "/f/a.otf",
      .init(cut: .text, weight: .bold, italic: false): "/f/b.otf",
      .init(cut: .display, weight: .regular, italic: false): "/f/c.otf",
    ])
    #expect(found.summary == "SF Pro Text (2 faces), SF Pro Display (1 face)")
    #expect(found.path(.text, weight: .bold, italic: false) == "/f/b.otf")
    #expect(found.path(.display, weight: .bold, italic: false) == nil)
  }

  /// A `trak` table with a loose track (−1) before the normal one (0), sizes 9, 17 and 28.
  static func trak(truncatedBy cut: Int = 0, normal: Bool = true) -> [UInt8] {
    func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    func u32(_ value: Int) -> [UInt8] { u16(value >> 16 & 0xFFFF) + u16(value & 0xFFFF) }
    func fixed(_ value: Double) -> [UInt8] {
      u32(Int(UInt32(bitPattern: Int32(value * 65536))))
    }
    // Header 12 bytes; track data at 12: 8 bytes, two entries (16 bytes) up to 36, size table
    // at 36 (12 bytes) up to 48, values of track -1 at 48, of track 0 at 54.
    var bytes = u32(0x10000) + u16(0) + u16(12) + u16(0) + u16(0)
    bytes += u16(2) + u16(3) + u32(36)
    bytes += fixed(-1) + u16(256) + u16(48)
    bytes += fixed(normal ? 0 : 1) + u16(257) + u16(54)
    bytes += fixed(9) + fixed(17) + fixed(28)
    for value in [10, -75, -94, 38, -47, -66] {
      bytes += u16(Int(UInt16(bitPattern: Int16(value))))
    }
    return Array(bytes.dropLast(cut))
  }

  @Test func trackingTableReadsTheNormalTrack() throws {
    let table = try #require(TrackingTable(trak: Self.trak(), unitsPerEm: 2048))
    #expect(table.tracking(size: 17) == -47.0 / 2048)
    #expect(table.tracking(size: 9) == 38.0 / 2048)
    #expect(table.tracking(size: 22.5) == -56.5 / 2048)
    #expect(table.tracking(size: 6) == 38.0 / 2048)
    #expect(table.tracking(size: 100) == -66.0 / 2048)
    #expect(TrackingTable(trak: Self.trak(truncatedBy: 1), unitsPerEm: 2048) == nil)
    #expect(TrackingTable(trak: Self.trak(normal: false), unitsPerEm: 2048) == nil)
    #expect(TrackingTable(trak: [], unitsPerEm: 2048) == nil)
  }

  /// Inter has no `trak` table: it takes the HIG's tracking.
  @Test func interHasNoTrackingTable() throws {
    #expect(try FontFace(path: Self.interRegular).tracking == nil)
  }
}
