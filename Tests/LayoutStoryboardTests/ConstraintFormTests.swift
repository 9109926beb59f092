import AutoLayout
import LayoutAdaptivity
import LayoutCore
import LayoutDevices
import LayoutStoryboard
import Testing

@Suite struct ConstraintFormTests {
  /// A view sized by its own constraints and placed by its superview's, with the omitted
  /// first item, a ratio multiplier and "superview = child + c" written superview first.
  static let sized = TestDocument.storyboard(
    subviews: TestDocument.view(
      "A", 20, 40, 100, 50,
      body: """
        <constraints>
            <constraint firstAttribute="width" constant="100" id="c1"/>
            <constraint firstAttribute="height" secondItem="A" secondAttribute="width" multiplier="1:2" id="c2"/>
        </constraints>
        """),
    constraints: """
      <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c3"/>
      <constraint firstAttribute="bottom" secondItem="A" secondAttribute="bottom" constant="577" id="c4"/>
      <constraint firstItem="A" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="300" placeholder="YES" id="p1"/>
      """)

  @Test func omittedItemsDefaultToTheOwningView() throws {
    let document = try StoryboardDocument(string: Self.sized)
    let a = try #require(document.roots.first?.view.subviews.first)
    let width = try #require(a.constraints.first { $0.id == "c1" })
    #expect(width.firstItem == "A")
    #expect(width.secondItem == nil)
    #expect(width.secondAttribute == .notAnAttribute)
    #expect(width.relation == .equal)
    #expect(width.priority == 1000)
    let root = try #require(document.roots.first?.view)
    let bottom = try #require(root.constraints.first { $0.id == "c4" })
    #expect(bottom.firstItem == "ROOT")
    #expect(bottom.secondItem == "A")
  }

  /// A `1:2` ratio is a multiplier of 0.5. The placeholder is kept on the saved screen (the
  /// stored frames were computed with it) and removed on a device, as Xcode removes it from
  /// the built app.
  @Test func ratioMultiplierAndPlaceholderRemoval() throws {
    let saved = try TestDocument.layout(Self.sized)
    #expect(saved.placeholders.isEmpty)
    #expect(saved.constraints["p1"] != nil)
    let document = try StoryboardDocument(string: Self.sized)
    let root = try #require(document.roots.first)
    let phone = try DeviceConfiguration(
      device: DeviceCatalog.device(interfaceBuilderID: "retina4_7"), orientation: .portrait)
    let layout = try StoryboardLayout(
      document: document, root: root, environment: document.environment(for: root, on: phone))
    #expect(layout.frameInRoot(of: "A") == Rect(x: 20, y: 40, width: 100, height: 50))
    #expect(layout.placeholders == ["p1"])
    #expect(layout.constraints["p1"] == nil)
    #expect(layout.constraints["c2"]?.multiplier == 0.5)
  }

  @Test func multiplierForms() throws {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 0, 10, 10) + TestDocument.view("B", 0, 0, 10, 10),
      constraints: """
        <constraint firstItem="A" firstAttribute="width" secondItem="B" secondAttribute="width" multiplier="16:9" id="r1"/>
        <constraint firstItem="A" firstAttribute="height" secondItem="B" secondAttribute="height" multiplier="0.80000000000000004" id="r2"/>
        <constraint firstItem="A" firstAttribute="top" secondItem="B" secondAttribute="top" relation="greaterThanOrEqual" priority="750" identifier="named" id="r3"/>
        <constraint firstItem="A" firstAttribute="centerX" secondItem="B" secondAttribute="centerX" multiplier="0.8 : 1" id="r4"/>
        <constraint firstItem="A" firstAttribute="centerY" secondItem="B" secondAttribute="centerY" multiplier=" 1 / 4 " id="r5"/>
        """)
    let root = try #require(StoryboardDocument(string: xml).roots.first?.view)
    let byID = Dictionary(uniqueKeysWithValues: root.constraints.map { ($0.id, $0) })
    #expect(byID["r1"]?.multiplier == 16.0 / 9.0)
    #expect(byID["r2"]?.multiplier == 0.8)
    #expect(byID["r3"]?.relation == .greaterThanOrEqual)
    #expect(byID["r3"]?.priority == 750)
    #expect(byID["r3"]?.identifier == "named")
    #expect(byID["r4"]?.multiplier == 0.8)
    #expect(byID["r5"]?.multiplier == 0.25)
  }

  @Test func marginsAndSafeArea() throws {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 16, 28, 343, 100),
      constraints: """
        <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leadingMargin" id="m1"/>
        <constraint firstAttribute="trailingMargin" secondItem="A" secondAttribute="trailing" id="m2"/>
        <constraint firstItem="A" firstAttribute="top" secondItem="SAFE" secondAttribute="top" constant="8" id="m3"/>
        <constraint firstItem="A" firstAttribute="height" constant="100" id="m4"/>
        """)
    let layout = try TestDocument.layout(xml)
    // iPhone 8 portrait: 16-point system margins, 20-point status bar.
    #expect(layout.frameInRoot(of: "A") == Rect(x: 16, y: 28, width: 343, height: 100))
  }

  @Test func oldTopAndBottomLayoutGuides() throws {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 20, 375, 647),
      constraints: """
        <constraint firstItem="A" firstAttribute="top" secondItem="TLG" secondAttribute="bottom" id="g1"/>
        <constraint firstItem="BLG" firstAttribute="top" secondItem="A" secondAttribute="bottom" id="g2"/>
        <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="g3"/>
        <constraint firstItem="A" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="g4"/>
        """,
      controllerExtra: """
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="TLG"/>
            <viewControllerLayoutGuide type="bottom" id="BLG"/>
        </layoutGuides>
        """, safeAreas: false)
    let layout = try TestDocument.layout(xml)
    #expect(layout.frameInRoot(of: "A") == Rect(x: 0, y: 20, width: 375, height: 647))
  }

  @Test func fixedFrameViewsFollowTheirAutoresizingMask() throws {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view(
        "F", 10, 50, 100, 40, attributes: #"fixedFrame="YES""#,
        body: #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#))
    let layout = try TestDocument.layout(xml)
    #expect(layout.views["F"]?.translatesAutoresizingMaskIntoConstraints == true)
    #expect(layout.frameInRoot(of: "F") == Rect(x: 10, y: 50, width: 100, height: 40))
  }

  @Test func labelsTakeTheirStoredSizeAsIntrinsicSize() throws {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view(
        "L", 20, 100, 42, 20.5, attributes: #"text="Label" horizontalHuggingPriority="251""#,
        element: "label"),
      constraints: """
        <constraint firstItem="L" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="l1"/>
        <constraint firstItem="L" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="l2"/>
        """)
    let layout = try TestDocument.layout(xml)
    #expect(layout.sizeFromContent == ["L"])
    #expect(layout.frameInRoot(of: "L") == Rect(x: 20, y: 100, width: 42, height: 20.5))
    #expect(layout.views["L"]?.contentHuggingPriority(for: .horizontal) == 251)
  }

  @Test func scrollViewContentAndFrameGuides() throws {
    let content = TestDocument.view("C", 0, 0, 375, 1000)
    let xml = TestDocument.scrollView(
      body: """
        <subviews>\(content)</subviews>
        <constraints>
            <constraint firstItem="C" firstAttribute="top" secondItem="CLG" secondAttribute="top" id="s1"/>
            <constraint firstItem="C" firstAttribute="leading" secondItem="CLG" secondAttribute="leading" id="s2"/>
            <constraint firstItem="C" firstAttribute="trailing" secondItem="CLG" secondAttribute="trailing" id="s3"/>
            <constraint firstItem="C" firstAttribute="bottom" secondItem="CLG" secondAttribute="bottom" id="s4"/>
            <constraint firstItem="C" firstAttribute="width" secondItem="FLG" secondAttribute="width" id="s5"/>
            <constraint firstItem="C" firstAttribute="height" constant="1000" id="s6"/>
        </constraints>
        <viewLayoutGuide key="contentLayoutGuide" id="CLG"/>
        <viewLayoutGuide key="frameLayoutGuide" id="FLG"/>
        """)
    let layout = try TestDocument.layout(xml)
    #expect(layout.frameInRoot(of: "SV") == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(layout.frameInRoot(of: "C") == Rect(x: 0, y: 0, width: 375, height: 1000))
    #expect(layout.views["SV"]?.contentSize == Size(width: 375, height: 1000))
  }

  @Test func rootsAreAddressableByName() throws {
    let document = try StoryboardDocument(string: Self.sized)
    for name in ["ROOT", "S1", "VC1", "MainViewController", "Main"] {
      #expect(try document.root(named: name).view.id == "ROOT")
    }
    #expect(throws: StoryboardError.self) { try document.root(named: "Nope") }
    let layout = try document.layout(root: "Main")
    #expect(layout.views["A"]?.name == "A")
  }
}
