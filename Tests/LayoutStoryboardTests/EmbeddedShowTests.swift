import LayoutStoryboard
import Testing

/// What a container view's child shows goes onto its parent's navigation stack: shown under
/// the stack's bar, while the child itself has no bar.
@Suite struct EmbeddedShowTests {
  /// `VC1` holds a container view embedding `VC2`, which shows `VC3`; with `navigated`, VC1
  /// is the root of a navigation controller.
  static func document(navigated: Bool) -> String {
    let container = """
      <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="CV">
          <rect key="frame" x="0.0" y="64" width="375" height="300"/>
          <connections><segue destination="VC2" kind="embed" id="e1"/></connections>
      </containerView>
      """
    let scenes =
      CorpusRuleTests.controllerScene(
        "VC2", root: "R2", connections: #"<segue destination="VC3" kind="show" id="s1"/>"#)
      + CorpusRuleTests.controllerScene("VC3", root: "R3", connections: "")
      + (navigated ? CorpusRuleTests.navigationScene() : "")
    return TestDocument.storyboard(subviews: container)
      .replacingOccurrences(of: "</scenes>", with: scenes + "</scenes>")
      .replacingOccurrences(
        of: #"initialViewController="VC1""#,
        with: navigated ? #"initialViewController="NAV""# : #"initialViewController="VC1""#)
  }

  @Test func whatAnEmbeddedChildShowsIsUnderTheParentsBar() throws {
    let document = try StoryboardDocument(string: Self.document(navigated: true))
    #expect(try document.root(named: "VC1").simulatedTopBar == "simulatedNavigationBarMetrics")
    #expect(try document.root(named: "VC2").simulatedTopBar == nil)
    #expect(try document.root(named: "VC3").simulatedTopBar == "simulatedNavigationBarMetrics")
    #expect(try document.root(named: "VC3").storedNavigationBarHeight == 44)
  }

  @Test func outsideEveryStackItShowsNoBar() throws {
    let document = try StoryboardDocument(string: Self.document(navigated: false))
    #expect(try document.root(named: "VC1").simulatedTopBar == nil)
    #expect(try document.root(named: "VC2").simulatedTopBar == nil)
    #expect(try document.root(named: "VC3").simulatedTopBar == nil)
  }
}
