import CommandTestSupport
import Foundation
import LayoutCommands
import Testing

/// A storyboard solved with measured text names the open family that measured each of
/// Apple's fonts (Menlo in DejaVu Sans Mono, Helvetica in Liberation Sans), by font in
/// document order: up to three views by id, more by their number.
@Suite struct SubstituteFontNoteTests {
  /// `text.storyboard`'s output lines starting with `prefix`, with the system fonts of its
  /// first label, bold label and button (and, with `body`, its body-style label) replaced by
  /// `font`.
  func lines(_ prefix: String, font: String, body: Bool = false) throws -> [String] {
    var text = try String(
      contentsOf: TestFolders.fixtures.appendingPathComponent("text.storyboard"), encoding: .utf8)
    var systemFonts = [
      #"type="system" pointSize="17""#, #"type="boldSystem" pointSize="20""#,
      #"type="system" pointSize="15""#,
    ]
    if body { systemFonts.append(#"style="UICTFontTextStyleBody""#) }
    for systemFont in systemFonts {
      text = text.replacingOccurrences(of: systemFont, with: font + #" pointSize="17""#)
    }
    let output = SolveAction.run(
      SolveAction.Options(
        file: "text.storyboard",
        selection: ScreenSelection(devices: ["iPhone SE (3rd generation)"])),
      files: MemoryFiles(["text.storyboard": text]))
    return output.standardOutput.split(separator: "\n").filter { $0.hasPrefix(prefix) }
      .map(String.init)
  }

  @Test func menloIsNamedWithItsSubstitute() throws {
    #expect(
      try lines("note: Apple's fonts", font: #"name="Menlo-Regular" family="Menlo""#)
        == [
          "note: Apple's fonts measured in open fonts with their metrics: "
            + "Menlo-Regular in DejaVu Sans Mono (LBL-sy-017, LBL-bd-020, BTN-sy-015)"
        ])
    #expect(
      try lines(
        "note: Apple's fonts", font: #"name="Helvetica-Bold" family="Helvetica""#, body: true)
        == [
          "note: Apple's fonts measured in open fonts with their metrics: "
            + "Helvetica-Bold in Liberation Sans (4 views)"
        ])
  }

  /// A font the stand-in measures is in the stand-in's note only, and the system font in
  /// neither.
  @Test func standInFontsAreNotNamedAsSubstituted() throws {
    #expect(
      try lines("note: Apple's fonts", font: #"name="Papyrus" family="Papyrus""#).isEmpty)
    #expect(try lines("note: Apple's fonts", font: #"type="system""#).isEmpty)
  }
}
