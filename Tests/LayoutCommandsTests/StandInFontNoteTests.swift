import CommandTestSupport
import Foundation
import LayoutCommands
import Testing

/// A storyboard solved with measured text says which custom fonts the stand-in replaced, by
/// font in document order: up to three views by id, more by their number.
@Suite struct StandInFontNoteTests {
  /// `text.storyboard` with the system fonts of its first label, bold label and button (and,
  /// with `body`, its body-style label) replaced by Futura.
  func note(futuraOnBody: Bool, font: String = #"name="Futura-Medium" family="Futura""#) throws
    -> String?
  {
    var text = try String(
      contentsOf: TestFolders.fixtures.appendingPathComponent("text.storyboard"), encoding: .utf8)
    var systemFonts = [
      #"type="system" pointSize="17""#, #"type="boldSystem" pointSize="20""#,
      #"type="system" pointSize="15""#,
    ]
    if futuraOnBody { systemFonts.append(#"style="UICTFontTextStyleBody""#) }
    for systemFont in systemFonts {
      text = text.replacingOccurrences(
        of: systemFont, with: font + #" pointSize="17""#)
    }
    let output = SolveAction.run(
      SolveAction.Options(
        file: "text.storyboard",
        selection: ScreenSelection(devices: ["iPhone SE (3rd generation)"])),
      files: MemoryFiles(["text.storyboard": text]))
    return output.standardOutput.split(separator: "\n").first { $0.hasPrefix("note: custom") }
      .map(String.init)
  }

  @Test func fontsListTheirViewsUpToThree() throws {
    #expect(
      try note(futuraOnBody: false)
        == "note: custom fonts are not installed here; measured in the stand-in at their size: "
        + "Futura-Medium (LBL-sy-017, LBL-bd-020, BTN-sy-015), HelveticaNeue-Light (LBL-cu-sto)")
    #expect(
      try note(futuraOnBody: true)
        == "note: custom fonts are not installed here; measured in the stand-in at their size: "
        + "Futura-Medium (4 views), HelveticaNeue-Light (LBL-cu-sto)")
  }

  /// Lato is installed (`fonts-lato`, Tools/setup), so its views are measured in it and the
  /// note names only the font that is not.
  @Test func installedFontsAreNotInTheNote() throws {
    #expect(
      try note(futuraOnBody: false, font: #"name="Lato-Bold" family="Lato""#)
        == "note: custom fonts are not installed here; measured in the stand-in at their size: "
        + "HelveticaNeue-Light (LBL-cu-sto)")
  }
}
