import Foundation
import Testing

@testable import LayoutText

/// A workspace's other projects (a CocoaPods `Pods.xcodeproj` holding a font pod's files):
/// the fonts they name are the app's.
@Suite struct WorkspaceProjectsTests {
  @Test func aWorkspaceListsItsProjects() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace
         version = "1.0">
         <FileRef
            location = "group:App.xcodeproj">
         </FileRef>
         <FileRef
            location = "group:Pods/Pods.xcodeproj">
         </FileRef>
         <Group
            location = "group:Libraries"
            name = "Libraries">
            <FileRef location = "group:Kit/Kit.xcodeproj"/>
            <FileRef location = "group:../Shared/Shared.xcodeproj"/>
            <FileRef location = "group:Notes.md"/>
         </Group>
         <FileRef location = "container:Tools/Tools.xcodeproj"/>
         <FileRef location = "group:App.xcodeproj"/>
         <FileRef location = "self:"/>
         <FileRef location = "absolute:/Users/me/Other/Other.xcodeproj"/>
         <FileRef location = "group:../Outside/Outside.xcodeproj"/>
      </Workspace>
      """
    #expect(
      WorkspaceProjects.projects(inWorkspace: text) == [
        "App.xcodeproj", "Pods/Pods.xcodeproj", "Libraries/Kit/Kit.xcodeproj",
        "Shared/Shared.xcodeproj", "Tools/Tools.xcodeproj",
      ])
    #expect(WorkspaceProjects.projects(inWorkspace: "not a workspace") == [])
  }

  /// Attributes read as XML: an escaped character in a path is the character, and a
  /// document type declaration (entities to expand) is refused whole.
  @Test func locationsAreReadAsXML() {
    #expect(
      WorkspaceProjects.projects(
        inWorkspace: #"<Workspace><FileRef location='group:R&amp;D/Kit.xcodeproj'/></Workspace>"#)
        == ["R&D/Kit.xcodeproj"])
    #expect(
      WorkspaceProjects.projects(
        inWorkspace:
          #"<!DOCTYPE w [<!ENTITY a "x">]><Workspace><FileRef location="group:&a;.xcodeproj"/></Workspace>"#
      ) == [])
  }

  /// The app's project names no font, the workspace's `Pods.xcodeproj` names the pod's
  /// `Brand-Regular.ttf` (and a buildable folder of its own); a font no project names stays
  /// out.
  @Test func fontsThatAWorkspacesOtherProjectNamesAreTheApps() throws {
    let top = try AppFontsTests.folder([
      "Pods/Brand/Fonts/Brand-Regular.ttf", "Pods/Brand/Fonts/Brand-Unused.ttf",
      "Pods/Synced/Icons.otf", "App/Base.lproj/Main.storyboard",
    ])
    defer { try? FileManager.default.removeItem(at: top) }
    func write(_ text: String, to path: String) throws {
      let url = top.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write(
      "A1 = {isa = PBXFileReference; path = Main.storyboard; };\n",
      to: "App.xcodeproj/project.pbxproj")
    #expect(try AppFonts.projectFiles(in: top.path) == [])
    try write(
      """
      { objects = {
        F1 = {isa = PBXFileReference; name = "Brand-Regular.ttf"; path = "Fonts/Brand-Regular.ttf"; sourceTree = "<group>"; };
        S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Synced; sourceTree = "<group>"; };
        G0 = {isa = PBXGroup; children = (F1, S1, ); sourceTree = "<group>"; };
        P1 = {isa = PBXProject; mainGroup = G0; };
      }; rootObject = P1; }
      """, to: "Pods/Pods.xcodeproj/project.pbxproj")
    try write(
      #"<Workspace version = "1.0"><FileRef location = "group:App.xcodeproj"></FileRef>"#
        + #"<FileRef location = "group:Pods/Pods.xcodeproj"></FileRef></Workspace>"#,
      to: "App.xcworkspace/contents.xcworkspacedata")
    #expect(
      try AppFonts.projectFiles(in: top.path).map { String($0.dropFirst(top.path.count + 1)) }
        == ["Pods/Brand/Fonts/Brand-Regular.ttf", "Pods/Synced/Icons.otf"])
  }
}
