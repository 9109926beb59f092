import LayoutStoryboard
import Testing

/// Roots answer to the names a developer sees in Xcode.
@Suite struct SceneNameTests {
  /// Xcode names a scene after its navigation item's title (the document outline, and the
  /// `<!--Margins-->` comment it writes before the scene), so `--scene Margins` finds it.
  @Test func aSceneAnswersToItsNavigationItemTitle() throws {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 0, 10, 10),
      controllerExtra: #"<navigationItem key="navigationItem" title="Margins" id="NI1"/>"#)
    let document = try StoryboardDocument(string: xml)
    #expect(try document.root(named: "Margins").view.id == "ROOT")
    #expect(document.roots.first?.container?.navigationTitle == "Margins")
    // Other names still work, and an unknown one is still refused.
    #expect(try document.root(named: "Main").view.id == "ROOT")
    #expect(throws: StoryboardError.self) { try document.root(named: "Settings") }
  }
}
