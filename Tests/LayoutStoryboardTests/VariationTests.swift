import LayoutDevices
import AutoLayout
import LayoutStoryboard
import Testing

@Suite struct VariationTests {
  static let document = TestDocument.storyboard(
    subviews: TestDocument.view("A", 0, 30, 100, 100) + TestDocument.view("SPACER", 0, 0, 375, 667),
    constraints: """
      <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="v1"/>
      <constraint firstItem="A" firstAttribute="width" constant="100" id="v2"/>
      <constraint firstItem="A" firstAttribute="height" constant="100" id="v3"/>
      <constraint firstItem="A" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="10" id="v4">
          <variation key="heightClass=regular" constant="30"/>
      </constraint>
      <constraint firstItem="A" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="500" id="v5"/>
      """,
    rootExtra: """
      <variation key="default">
          <mask key="subviews"><exclude reference="SPACER"/></mask>
          <mask key="constraints"><exclude reference="v5"/></mask>
      </variation>
      <variation key="heightClass=compact">
          <mask key="subviews"><include reference="SPACER"/></mask>
          <mask key="constraints"><include reference="v5"/></mask>
      </variation>
      """)

  @Test func keysMatchSizeClasses() {
    let portrait = SizeClassConfiguration(width: .compact, height: .regular)
    #expect(portrait.matches(variationKey: "default"))
    #expect(portrait.matches(variationKey: "heightClass=regular"))
    #expect(portrait.matches(variationKey: "heightClass=regular-widthClass=compact"))
    #expect(!portrait.matches(variationKey: "widthClass=regular"))
    #expect(!portrait.matches(variationKey: "userInterfaceIdiom=mac"))
    #expect(!SizeClassConfiguration.any.matches(variationKey: "heightClass=compact"))
    #expect(portrait.variationKey == "heightClass=regular-widthClass=compact")
  }

  @Test func masksAndConstantsForTheSavedConfiguration() throws {
    let document = try StoryboardDocument(string: Self.document)
    let portrait = SizeClassConfiguration(width: .compact, height: .regular)
    #expect(!document.isInstalled("SPACER", in: portrait))
    #expect(!document.isInstalled("v5", in: portrait))
    #expect(
      document.isInstalled("v5", in: SizeClassConfiguration(width: .compact, height: .compact)))
    let layout = try document.layout()
    #expect(layout.views["SPACER"] == nil)
    #expect(layout.uninstalledConstraints == ["v5"])
    #expect(layout.frameInRoot(of: "A") == Rect(x: 0, y: 30, width: 100, height: 100))
    let check = document.check()
    #expect(check.matched == 2)
    #expect(check.mismatched == 0)
    #expect(check.skipped == 1)
  }

  @Test func anotherConfigurationInstallsOtherViewsAndConstants() throws {
    let document = try StoryboardDocument(string: Self.document)
    let root = try #require(document.roots.first)
    var environment = document.environment(for: root)
    environment.sizeClasses = SizeClassConfiguration(width: .compact, height: .compact)
    environment.rootSize = Size(width: 667, height: 375)
    let layout = try StoryboardLayout(document: document, root: root, environment: environment)
    #expect(layout.views["SPACER"] != nil)
    // v4's base constant 10 and v5 (500) are both required: the conflict breaks one.
    #expect(layout.constraints["v5"] != nil)
    #expect(layout.constraints["v4"]?.constant == 10)
  }

  @Test func misplacedAndAmbiguousViewsAreSkippedWithTheReason() throws {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view(
        "M", 5, 5, 10, 10, attributes: #"misplaced="YES""#,
        body: "<subviews>\(TestDocument.view("CHILD", 0, 0, 5, 5))</subviews>")
        + TestDocument.view("Q", 5, 5, 10, 10, attributes: #"ambiguous="YES""#))
    let check = try StoryboardDocument(string: xml).check()
    let reasons = Dictionary(
      uniqueKeysWithValues: check.roots[0].views.compactMap { view -> (String, String)? in
        if case .skipped(let reason) = view.status { return (view.id, reason) }
        return nil
      })
    #expect(reasons["M"]?.contains("misplaced") == true)
    #expect(reasons["CHILD"]?.contains("ancestor is marked misplaced") == true)
    #expect(reasons["Q"]?.contains("ambiguous") == true)
  }
}
