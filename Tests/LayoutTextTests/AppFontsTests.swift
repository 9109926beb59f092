import Foundation
import Testing

@testable import LayoutText

/// An app's own font files: found under its folder, matched before the installed fonts.
/// Needs the fonts `Tools/setup` installs (`fonts-lato`).
@Suite struct AppFontsTests {
  /// A fresh folder under the temporary directory holding `files` (relative paths; folders
  /// made as needed), each with a few bytes.
  static func folder(_ files: [String]) throws -> URL {
    let top = FileManager.default.temporaryDirectory.appendingPathComponent(
      "app-fonts-\(UUID().uuidString)")
    for file in files {
      let url = top.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("font".utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: top, withIntermediateDirectories: true)
    return top
  }

  @Test func fontFilesAreFoundInSubfoldersButNotInBuildProducts() throws {
    let top = try Self.folder([
      "Resources/Fonts/Brand-Regular.ttf", "Resources/Fonts/Brand-Bold.OTF", "Mono.ttc",
      "Resources/readme.txt", "Resources/ttf", ".git/objects/Copy.ttf", "build/Copy.otf",
      "Carthage/Checkouts/Kit/Kit.ttf", "Pods/Library/Resources/Icons.ttf",
    ])
    defer { try? FileManager.default.removeItem(at: top) }
    let found = try AppFonts.files(under: top.path).map {
      String($0.dropFirst(top.path.count + 1))
    }
    #expect(
      found == [
        "Mono.ttc", "Pods/Library/Resources/Icons.ttf", "Resources/Fonts/Brand-Bold.OTF",
        "Resources/Fonts/Brand-Regular.ttf",
      ])
  }

  @Test func anUnreadableFolderSaysSo() {
    #expect(
      throws: TextError.fontFolderUnreadable(
        path: "/no/such/folder", reason: "No such file or directory")
    ) {
      try AppFonts.files(under: "/no/such/folder")
    }
    #expect(
      TextError.fontFolderUnreadable(path: "/x", reason: "Permission denied").description
        == "cannot read the font folder /x: Permission denied")
  }

  /// The project folder is the nearest one above the document holding an `.xcodeproj` or
  /// `.xcworkspace`.
  @Test func theProjectFolderHoldsTheXcodeProject() throws {
    let top = try Self.folder(["App/App.xcodeproj/project.pbxproj", "App/UI/Base.lproj/x"])
    defer { try? FileManager.default.removeItem(at: top) }
    let document = top.path + "/App/UI/Base.lproj/Main.storyboard"
    #expect(AppFonts.projectFolder(of: document) == top.path + "/App")
    #expect(AppFonts.projectFolder(of: top.path + "/Loose.xib") == nil)
  }

  /// A project's fonts are the files its project file names (file references, build files),
  /// wherever they sit below it; without a readable project file, every font file.
  @Test func aProjectsFontsAreTheOnesItsProjectFileNames() throws {
    let top = try Self.folder([
      "Demo/Fonts/Brand-Regular.ttf", "Demo/Fonts/Unused.ttf", "Other/Brand-Bold.otf",
    ])
    defer { try? FileManager.default.removeItem(at: top) }
    let project = top.appendingPathComponent("App.xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(
      at: project.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(
      """
      AB12 /* Brand-Regular.ttf */ = {isa = PBXFileReference; path = "Fonts/Brand-Regular.ttf"; };
      CD34 /* Brand-Bold.otf in Resources */ = {isa = PBXBuildFile; fileRef = EF56; };
      EF56 = {isa = PBXFileReference; name = Brand-Bold.otf; path = ../Other/Brand-Bold.otf; };
      """.utf8
    ).write(to: project)
    let named = try AppFonts.projectFiles(in: top.path).map {
      String($0.dropFirst(top.path.count + 1))
    }
    #expect(named == ["Demo/Fonts/Brand-Regular.ttf", "Other/Brand-Bold.otf"])
    try FileManager.default.removeItem(at: project.deletingLastPathComponent())
    #expect(try AppFonts.projectFiles(in: top.path).count == 3)
  }

  /// Xcode quotes file names holding spaces (`path = "Product Sans Regular.ttf";`); such a
  /// name is one file name, not three words.
  @Test func quotedFileNamesWithSpacesAreTheProjectsFiles() throws {
    let text = #"""
      AB12 /* Brand Sans Regular.ttf */ = {isa = PBXFileReference; path = "Fonts/Brand Sans Regular.ttf"; };
      CD34 = {isa = PBXFileReference; name = Brand-Bold.otf; path = ../Other/Brand-Bold.otf; };
      EF56 = {isa = PBXShellScriptBuildPhase; shellScript = "echo \"x.ttf\"\n"; };
      """#
    #expect(
      AppFonts.fileNames(inProject: text).filter(AppFonts.isFontFile) == [
        "Regular.ttf", "Brand Sans Regular.ttf", "Brand-Bold.otf", "Brand-Bold.otf",
      ])
    let top = try Self.folder(["Fonts/Brand Sans Regular.ttf", "Fonts/Brand Sans Bold.ttf"])
    defer { try? FileManager.default.removeItem(at: top) }
    let project = top.appendingPathComponent("App.xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(
      at: project.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: project)
    #expect(
      try AppFonts.projectFiles(in: top.path).map { String($0.dropFirst(top.path.count + 1)) }
        == ["Fonts/Brand Sans Regular.ttf"])
  }

  /// A copy of Lato Bold registered as an app font is matched before the installed file of
  /// the same family.
  @Test func appFontsAreMatchedBeforeInstalledOnes() throws {
    let installed = try #require(
      InstalledFonts.path(family: "Lato", weight: .bold, italic: false))
    let top = try Self.folder([])
    defer { try? FileManager.default.removeItem(at: top) }
    let copy = top.appendingPathComponent("Lato-Bold.ttf")
    try FileManager.default.copyItem(atPath: installed, toPath: copy.path)
    #expect(InstalledFonts.registerAppFonts(try AppFonts.files(under: top.path)) == 1)
    #expect(InstalledFonts.appFontFiles.contains(copy.path))
    #expect(InstalledFonts.path(family: "Lato", weight: .bold, italic: false) == copy.path)
    // Another family is still found among the installed fonts.
    #expect(
      InstalledFonts.path(family: "Helvetica", weight: .regular, italic: false)?.hasSuffix(
        "/LiberationSans-Regular.ttf") == true)
    // A file fontconfig cannot read is not registered.
    let bogus = try Self.folder(["Broken.ttf"])
    defer { try? FileManager.default.removeItem(at: bogus) }
    #expect(InstalledFonts.registerAppFonts([bogus.path + "/Broken.ttf"]) == 0)
  }
}
