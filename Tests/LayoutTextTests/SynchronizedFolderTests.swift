import Foundation
import Testing

@testable import LayoutText

/// Xcode 16's buildable folders: a project file that names no file but a folder kept in step
/// with the file system, whose fonts are the app's.
@Suite struct SynchronizedFolderTests {
  /// A project as Xcode 16 writes it: the main group holds a buildable folder `App` (one
  /// exception for the app target) and a group `Shared` (path `Sources/Shared`) holding a
  /// second buildable folder `Fonts`; a third buildable folder lies outside the project.
  static let project = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objectVersion = 77;
    	objects = {
    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
    		E1 /* Exceptions for "App" folder in "App" target */ = {
    			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    			membershipExceptions = (
    				Info.plist,
    				"Fonts/Old Brand.ttf",
    			);
    			target = T1 /* App */;
    		};
    		E2 = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = B1; membershipExceptions = (Fonts/Brand-Bold.otf, ); };
    /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */
    		S1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1 /* Exceptions */, E2, ); path = App; sourceTree = "<group>"; };
    		S2 /* Fonts */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Fonts; sourceTree = "<group>"; };
    		S3 = {isa = PBXFileSystemSynchronizedRootGroup; path = /Library/Fonts; sourceTree = "<absolute>"; };
    		G0 = {isa = PBXGroup; children = (S1 /* App */, G1, S3, ); sourceTree = "<group>"; };
    		G1 /* Shared */ = {isa = PBXGroup; children = (S2, ); name = Shared; path = Sources/Shared; sourceTree = "<group>"; };
    		P1 /* Project object */ = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; };
    	};
    	rootObject = P1 /* Project object */;
    }
    """#

  @Test func foldersAreResolvedThroughTheirGroups() {
    #expect(
      SynchronizedFolder.all(inProject: Self.project) == [
        SynchronizedFolder(path: "App", excluded: ["Info.plist", "Fonts/Old Brand.ttf"]),
        SynchronizedFolder(path: "Sources/Shared/Fonts", excluded: []),
      ])
    let app = SynchronizedFolder(path: "App", excluded: ["Fonts/Old Brand.ttf"])
    #expect(app.holds("App/Fonts/Brand-Bold.otf"))
    #expect(!app.holds("App/Fonts/Old Brand.ttf"))
    #expect(!app.holds("Application/Brand.ttf"))
    #expect(!app.holds("Other/App/Brand.ttf"))
    #expect(app.covers("App/Fonts/Old Brand.ttf"))
    #expect(!app.covers("Application/Brand.ttf"))
    #expect(SynchronizedFolder(path: "", excluded: ["x.ttf"]).covers("x.ttf"))
    #expect(!SynchronizedFolder(path: "", excluded: ["x.ttf"]).holds("x.ttf"))
    // Text that is not a property list has no folders.
    #expect(SynchronizedFolder.all(inProject: "{ objects = { S1 = {isa = ") == [])
  }

  /// The fonts in a buildable folder are the project's, except those an exception takes out
  /// of the target; a font outside every folder the project names or syncs is not.
  @Test func fontsInABuildableFolderAreTheProjects() throws {
    let top = try AppFontsTests.folder([
      "App/Fonts/Brand-Bold.otf", "App/Fonts/Old Brand.ttf", "App/Base.lproj/Main.storyboard",
      "Sources/Shared/Fonts/Brand-Regular.ttf", "Demo/Fonts/Demo.ttf",
    ])
    defer { try? FileManager.default.removeItem(at: top) }
    let project = top.appendingPathComponent("App.xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(
      at: project.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(Self.project.utf8).write(to: project)
    #expect(
      try AppFonts.projectFiles(in: top.path).map { String($0.dropFirst(top.path.count + 1)) }
        == ["App/Fonts/Brand-Bold.otf", "Sources/Shared/Fonts/Brand-Regular.ttf"])
  }

  @Test func openStepPropertyListsAreRead() {
    #expect(
      OpenStepPlist.parse(#"{ a = "x \"y\"\n"; /* note */ b = (c, "d e", ); // end"# + "\n}")
        == .dictionary([
          "a": .string("x \"y\"\n"), "b": .array([.string("c"), .string("d e")]),
        ]))
    #expect(OpenStepPlist.parse("{ a = b; ") == nil)
    #expect(OpenStepPlist.parse("{ a = b; } extra") == nil)
    #expect(OpenStepPlist.parse("( a, { b = c; } )")?.strings == ["a"])
  }
}
