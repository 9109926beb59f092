import CommandTestSupport
import Foundation
import LayoutCommands
import LayoutText
import Testing

/// A storyboard inside an Xcode project measures its custom fonts in the project's own font
/// files; `--fonts` names a folder of them; an unreadable one is bad input. Needs the fonts
/// `Tools/setup` installs (`fonts-lato`).
@Suite struct AppFontFolderTests {
  @Test func aDocumentInAnXcodeProjectRegistersTheProjectsFonts() throws {
    let installed = try #require(
      InstalledFonts.path(family: "Lato", weight: .regular, italic: false))
    let top = FileManager.default.temporaryDirectory.appendingPathComponent(
      "app-font-project-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: top) }
    for folder in ["App.xcodeproj", "Resources/Fonts", "Base.lproj"] {
      try FileManager.default.createDirectory(
        at: top.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let font = top.appendingPathComponent("Resources/Fonts/Lato-Regular.ttf").path
    try FileManager.default.copyItem(atPath: installed, toPath: font)
    // The project names the font; a font file it does not name is not the app's.
    try Data("A1 = {isa = PBXFileReference; path = Lato-Regular.ttf; };\n".utf8).write(
      to: top.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    let unnamed = top.appendingPathComponent("Resources/Fonts/Lato-Bold.ttf").path
    try FileManager.default.copyItem(
      atPath: try #require(InstalledFonts.path(family: "Lato", weight: .bold, italic: false)),
      toPath: unnamed)
    let text = try String(
      contentsOf: TestFolders.fixtures.appendingPathComponent("text.storyboard"), encoding: .utf8)
    let document = top.appendingPathComponent("Base.lproj/Main.storyboard").path
    let output = CheckAction.run(
      CheckAction.Options(file: document, measureText: true), files: MemoryFiles([document: text]))
    #expect(output.status != .badInput)
    #expect(InstalledFonts.appFontFiles.contains(font))
    #expect(!InstalledFonts.appFontFiles.contains(unnamed))
    #expect(InstalledFonts.path(family: "Lato", weight: .regular, italic: false) == font)
  }

  @Test func anUnreadableFontsFolderIsBadInput() throws {
    let output = try #require(AppFontFolders.registerAll(["/no/such/fonts"]))
    #expect(output.status == .badInput)
    #expect(
      output.standardError
        == "error: invalid value '/no/such/fonts' for --fonts; expected a readable folder of "
        + "font files (cannot read the font folder /no/such/fonts: No such file or directory)\n")
    #expect(AppFontFolders.registerAll([]) == nil)
  }
}
