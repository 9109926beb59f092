import AutoLayout
import LayoutStoryboard
import Testing

/// Rules found on the public corpus (Corpus/README.md), each on a small hand-written document.
@Suite struct CorpusRuleTests {
  /// A navigation controller scene whose root is `VC1`, with `attributes` on the controller
  /// and `body` inside it.
  static func navigationScene(attributes: String = "", body: String = "") -> String {
    """
    <scene sceneID="S2"><objects>
        <navigationController id="NAV" \(attributes) sceneMemberID="viewController">
            \(body)
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="BAR">
                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections><segue destination="VC1" kind="relationship" relationship="rootViewController" id="g1"/></connections>
        </navigationController>
    </objects></scene>
    """
  }

  /// The test storyboard (a view `A` 8 points below the safe area's top) with a navigation
  /// controller scene added.
  static func navigated(attributes: String = "", body: String = "") -> String {
    TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 28, 375, 10),
      constraints: """
        <constraint firstItem="A" firstAttribute="top" secondItem="SAFE" secondAttribute="top" constant="8" id="c1"/>
        <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c2"/>
        <constraint firstItem="A" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="A" firstAttribute="height" constant="10" id="c4"/>
        """
    ).replacingOccurrences(
      of: "</scenes>", with: navigationScene(attributes: attributes, body: body) + "</scenes>"
    ).replacingOccurrences(
      of: #"initialViewController="VC1""#, with: #"initialViewController="NAV""#)
  }

  /// A second controller scene `VC2` whose connections are `connections`.
  static func controllerScene(_ id: String, root: String, connections: String) -> String {
    """
    <scene sceneID="S\(id)"><objects>
        <viewController id="\(id)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(root)">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            </view>
            <connections>\(connections)</connections>
        </viewController>
    </objects></scene>
    """
  }

  @Test func aVisibleNavigationBarIsInferred() throws {
    let layout = try StoryboardDocument(string: Self.navigated()).layout(root: "VC1")
    #expect(layout.environment.safeAreaInsets.top == 64)
    #expect(layout.frameInRoot(of: "A") == Rect(x: 0, y: 72, width: 375, height: 10))
  }

  /// The storyboard's initial controller is the window's root: pushed from a navigation
  /// stack elsewhere too, it shows no bar, and neither do the controllers it shows outside
  /// every stack. A controller presented modally as well as pushed likewise.
  @Test func aControllerReachedInSeveralContextsShowsNoNavigationBar() throws {
    let pushedBack = Self.navigated().replacingOccurrences(
      of: #"relationship="rootViewController" id="g1"/>"#,
      with: #"relationship="rootViewController" id="g1"/>"#
        + #"<segue destination="VC3" kind="show" id="g2"/>"#
    ).replacingOccurrences(
      of: "destination=\"VC1\" kind=\"relationship\"",
      with: "destination=\"VC2\" kind=\"relationship\"")
    let scenes =
      Self.controllerScene(
        "VC2", root: "R2", connections: #"<segue destination="VC1" kind="show" id="g3"/>"#)
      + Self.controllerScene(
        "VC3", root: "R3", connections: #"<segue destination="VC1" kind="show" id="g4"/>"#)
    let initial = pushedBack.replacingOccurrences(of: "</scenes>", with: scenes + "</scenes>")
      .replacingOccurrences(
        of: #"initialViewController="NAV""#, with: #"initialViewController="VC1""#)
    let document = try StoryboardDocument(string: initial)
    #expect(try document.root(named: "VC2").simulatedTopBar == "simulatedNavigationBarMetrics")
    #expect(try document.root(named: "VC1").simulatedTopBar == nil)
    #expect(try document.root(named: "VC3").simulatedTopBar == nil)
    #expect(
      try document.layout(root: "VC1").frameInRoot(of: "A")
        == Rect(x: 0, y: 28, width: 375, height: 10))
    // Not the initial controller, but also presented modally.
    let modal = initial.replacingOccurrences(
      of: #"initialViewController="VC1""#, with: #"initialViewController="NAV""#
    ).replacingOccurrences(
      of: #"destination="VC1" kind="show" id="g4""#,
      with: #"destination="VC1" kind="presentation" id="g4""#)
    let second = try StoryboardDocument(string: modal)
    #expect(try second.root(named: "VC1").simulatedTopBar == nil)
    // Only pushed from the stack: the bar is inferred.
    let pushed = modal.replacingOccurrences(
      of: #"<segue destination="VC1" kind="presentation" id="g4"/>"#, with: "")
    #expect(
      try StoryboardDocument(string: pushed).root(named: "VC1").simulatedTopBar
        == "simulatedNavigationBarMetrics")
  }

  /// A container whose simulated status bar is none passes it on to the controllers it holds,
  /// unless they set their own or are also reached from a context with a status bar.
  @Test func aContainersHiddenStatusBarIsInherited() throws {
    let hidden = Self.navigated(
      attributes: #"navigationBarHidden="YES""#, body: #"<nil key="simulatedStatusBarMetrics"/>"#)
    let document = try StoryboardDocument(string: hidden)
    #expect(try document.root(named: "VC1").hidesStatusBar)
    #expect(
      try document.layout(root: "VC1").frameInRoot(of: "A")
        == Rect(x: 0, y: 8, width: 375, height: 10))
    let own = hidden.replacingOccurrences(
      of: #"<view key="view" contentMode="scaleToFill" id="ROOT">"#,
      with:
        #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/><view key="view" contentMode="scaleToFill" id="ROOT">"#
    )
    #expect(try StoryboardDocument(string: own).root(named: "VC1").hidesStatusBar == false)
    let alsoPresented = hidden.replacingOccurrences(
      of: "</scenes>",
      with: Self.controllerScene(
        "VC2", root: "R2", connections: #"<segue destination="VC1" kind="presentation" id="g5"/>"#)
        + "</scenes>")
    #expect(
      try StoryboardDocument(string: alsoPresented).root(named: "VC1").hidesStatusBar == false)
  }

  @Test func aHiddenNavigationBarIsNotInferred() throws {
    for (attributes, body) in [
      (#"navigationBarHidden="YES""#, ""), ("", #"<nil key="simulatedTopBarMetrics"/>"#),
    ] {
      let document = try StoryboardDocument(
        string: Self.navigated(attributes: attributes, body: body))
      #expect(try document.root(named: "VC1").simulatedTopBar == nil)
      let layout = try document.layout(root: "VC1")
      #expect(layout.environment.safeAreaInsets.top == 20)
      #expect(layout.frameInRoot(of: "A") == Rect(x: 0, y: 28, width: 375, height: 10))
      let check = document.check()
      #expect(check.roots.map(\.mismatched) == [0, 0])
    }
  }

  /// A view `A` (stored at y = `storedY`) 8 points below the old top layout guide's
  /// `attribute` (its bottom unless said), on `device`, saved by `toolsVersion`, in a root of
  /// `width` × `height` stored `y` points down, with `topBar` (simulated metrics) added to the
  /// controller.
  static func belowTopGuide(
    device: String, toolsVersion: String, attribute: String = "bottom", storedY: Double = 28,
    width: Int = 375, height: Int = 667, y: Int = 0, topBar: String = ""
  ) throws -> StoryboardLayout {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, storedY, 10, 10),
      constraints: """
        <constraint firstItem="A" firstAttribute="top" secondItem="TLG" secondAttribute="\(attribute)" constant="8" id="g1"/>
        <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="g2"/>
        <constraint firstItem="A" firstAttribute="width" constant="10" id="g3"/>
        <constraint firstItem="A" firstAttribute="height" constant="10" id="g4"/>
        """,
      controllerExtra: """
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="TLG"/>
            <viewControllerLayoutGuide type="bottom" id="BLG"/>
        </layoutGuides>
        \(topBar)
        """,
      safeAreas: false, device: device, toolsVersion: toolsVersion
    ).replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
      with: #"<rect key="frame" x="0.0" y="\#(y)" width="\#(width)" height="\#(height)"/>"#)
    return try TestDocument.layout(xml)
  }

  /// Xcode 11 and later show no status bar above the safe area, but documents still on
  /// the iOS 7–10 top layout guide keep its 20 points; a view narrower than an iPad's screen
  /// is in a sheet or popover, below the status bar.
  @Test func legacyTopGuidesAndSheets() throws {
    let phone = #"<device id="retina4_0" orientation="portrait" appearance="light"/>"#
    let guided = try Self.belowTopGuide(device: phone, toolsVersion: "22505")
    #expect(guided.environment.topLayoutGuideLength == 20)
    #expect(guided.frameInRoot(of: "A")?.y == 28)
    let pad =
      #"<device id="ipad9_7" orientation="portrait" layout="fullscreen" appearance="light"/>"#
    let full = try Self.belowTopGuide(device: pad, toolsVersion: "22154", width: 768, height: 1024)
    #expect(full.frameInRoot(of: "A")?.y == 28)
    let sheet = try Self.belowTopGuide(device: pad, toolsVersion: "22154", width: 704, height: 984)
    #expect(sheet.environment.topLayoutGuideLength == 0)
    #expect(sheet.frameInRoot(of: "A")?.y == 8)
  }

  /// The canvas draws a navigation bar as tall as the navigation controller's stored bar;
  /// without one, iPad canvases of Xcode 11 and later draw 50 points (iOS 12's iPad bar).
  @Test func navigationBarHeightsOnTheCanvas() throws {
    let tall = Self.navigated().replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="20" width="375" height="44"/>"#,
      with: #"<rect key="frame" x="0.0" y="20" width="375" height="56"/>"#)
    let stored = try StoryboardDocument(string: tall)
    #expect(try stored.root(named: "VC1").storedNavigationBarHeight == 56)
    #expect(try stored.layout(root: "VC1").environment.safeAreaInsets.top == 76)
    func explicitBar(device: String, toolsVersion: String) throws -> Double {
      let xml = TestDocument.storyboard(
        subviews: "",
        controllerExtra:
          #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#,
        device: device, toolsVersion: toolsVersion
      ).replacingOccurrences(
        of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
        with: #"<rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>"#)
      return try TestDocument.layout(xml).environment.safeAreaInsets.top
    }
    let modernPad =
      #"<device id="ipad9_7" orientation="portrait" layout="fullscreen" appearance="light"/>"#
    #expect(try explicitBar(device: modernPad, toolsVersion: "17701") == 50)
    let oldPad =
      #"<device id="ipad9_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#
    #expect(try explicitBar(device: oldPad, toolsVersion: "14490.70") == 64)
  }

  /// A cell xib saved by Xcode 9 or later has iOS 11's cell margins with or without safe
  /// areas: 11 points above and below, the system margin at the sides (20 in a cell at least
  /// 414 points wide); Xcode 8 drew iOS 10's 8 points.
  @Test func cellContentMarginsByXcodeEra() throws {
    func marginOrigin(toolsVersion: String, width: Int) throws -> Rect? {
      let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <objects>
                <tableViewCell contentMode="scaleToFill" id="CELL">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                    <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="CELL" id="CONTENT">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="59.5"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="A" firstAttribute="leading" secondItem="CONTENT" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstItem="A" firstAttribute="top" secondItem="CONTENT" secondAttribute="topMargin" id="c2"/>
                            <constraint firstItem="A" firstAttribute="width" constant="10" id="c3"/>
                            <constraint firstItem="A" firstAttribute="height" constant="10" id="c4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
      return try StoryboardDocument(string: xml).layout().frameInRoot(of: "A")
    }
    #expect(
      try marginOrigin(toolsVersion: "14113", width: 496)
        == Rect(x: 20, y: 11, width: 10, height: 10))
    #expect(
      try marginOrigin(toolsVersion: "14113", width: 375)
        == Rect(x: 16, y: 11, width: 10, height: 10))
    #expect(
      try marginOrigin(toolsVersion: "12121", width: 375) == Rect(x: 8, y: 8, width: 10, height: 10)
    )
  }

  @Test func multipliersWrittenAsFractions() throws {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 0, 187.5, 225),
      constraints: """
        <constraint firstItem="A" firstAttribute="top" secondItem="ROOT" secondAttribute="top" id="c1"/>
        <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c2"/>
        <constraint firstItem="A" firstAttribute="width" secondItem="ROOT" secondAttribute="width" multiplier="1/2" id="c3"/>
        <constraint firstItem="A" firstAttribute="height" secondItem="ROOT" secondAttribute="width" multiplier="3/5" id="c4"/>
        """)
    let layout = try TestDocument.layout(xml)
    #expect(layout.frameInRoot(of: "A") == Rect(x: 0, y: 0, width: 187.5, height: 225))
    let percent = try TestDocument.layout(
      xml.replacingOccurrences(of: #"multiplier="1/2""#, with: #"multiplier="24%""#))
    #expect(percent.frameInRoot(of: "A") == Rect(x: 0, y: 0, width: 90, height: 225))
    for bad in ["1/0", "1/2/3", "/2", "1:2/3", "%", "2%%", "x%", "1e12%"] {
      let broken = xml.replacingOccurrences(of: #"multiplier="1/2""#, with: "multiplier=\"\(bad)\"")
      #expect(throws: StoryboardError.self) { try StoryboardDocument(string: broken).check() }
      do {
        _ = try StoryboardDocument(string: broken, file: "f.storyboard").check()
      } catch {
        #expect("\(error)".hasSuffix(#"<constraint> multiplier="\#(bad)" is not a valid value"#))
      }
    }
  }

  /// An Xcode 8 beta document: the subview's frame is an inset whose margins are shares of
  /// the free space, written as percentages.
  @Test func percentageInsetFramesShareTheFreeSpace() throws {
    let subview = """
      <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="A">
          <frame key="frameInset" minX="49.33%" minY="50.00%" width="300" height="44"/>
          <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
      </view>
      <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="B">
          <frame key="frameInset" maxX="25%" maxY="100%" width="75" height="67"/>
          <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES"/>
      </view>
      """
    let layout = try TestDocument.layout(TestDocument.storyboard(subviews: subview))
    // 375 − 300 = 75 points free across, 49.33% of them (36.9975, on the pixel grid 37)
    // before the view; 667 − 44 down, half of them.
    #expect(layout.frameInRoot(of: "A") == Rect(x: 37, y: 311.5, width: 300, height: 44))
    // 300 points free, a quarter after the view; all 600 free points after it vertically.
    #expect(layout.frameInRoot(of: "B") == Rect(x: 225, y: 0, width: 75, height: 67))
    let bad = subview.replacingOccurrences(of: "49.33%", with: "x%")
    #expect(throws: StoryboardError.self) {
      try StoryboardDocument(string: TestDocument.storyboard(subviews: bad)).check()
    }
  }

  /// Bars placed as subviews take the height Xcode stored (UIKit gives them an intrinsic
  /// height: 44 for toolbars and navigation bars, 49 for tab bars), so pinning only their
  /// sides and one edge places them.
  @Test func barsAsSubviewsKeepTheirHeight() throws {
    let bars = [("toolbar", "T", 44.0), ("navigationBar", "N", 44.0), ("tabBar", "B", 49.0)]
    var subviews = ""
    var constraints = ""
    var y = 100.0
    for (element, id, height) in bars {
      subviews += TestDocument.view(id, 0, y, 375, height, element: element)
      constraints += """
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="\(y)" id="t\(id)"/>
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="l\(id)"/>
        <constraint firstItem="\(id)" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="r\(id)"/>

        """
      y += 100
    }
    let document = try StoryboardDocument(
      string: TestDocument.storyboard(subviews: subviews, constraints: constraints))
    let layout = try document.layout()
    #expect(layout.frameInRoot(of: "T") == Rect(x: 0, y: 100, width: 375, height: 44))
    #expect(layout.frameInRoot(of: "N") == Rect(x: 0, y: 200, width: 375, height: 44))
    #expect(layout.frameInRoot(of: "B") == Rect(x: 0, y: 300, width: 375, height: 49))
    #expect(layout.sizeFromContent.isSuperset(of: ["T", "N", "B"]))
    #expect(document.check().roots.map(\.mismatched) == [0])
  }

  /// A segmented control draws one point below the rectangle constraints bind: a view 12
  /// points below a 32-point control pinned 20 from the top sits at 63.
  @Test func segmentedControlsHaveAOnePointBottomInset() throws {
    let subviews =
      TestDocument.view("SEG", 100, 20, 167, 32, element: "segmentedControl")
      + TestDocument.view("BELOW", 100, 63, 10, 10)
    let constraints = """
      <constraint firstItem="SEG" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="s1"/>
      <constraint firstItem="SEG" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="100" id="s2"/>
      <constraint firstItem="BELOW" firstAttribute="top" secondItem="SEG" secondAttribute="bottom" constant="12" id="b1"/>
      <constraint firstItem="BELOW" firstAttribute="leading" secondItem="SEG" secondAttribute="leading" id="b2"/>
      <constraint firstItem="BELOW" firstAttribute="width" constant="10" id="b3"/>
      <constraint firstItem="BELOW" firstAttribute="height" constant="10" id="b4"/>
      """
    let document = try StoryboardDocument(
      string: TestDocument.storyboard(subviews: subviews, constraints: constraints))
    let layout = try document.layout()
    #expect(layout.frameInRoot(of: "SEG") == Rect(x: 100, y: 20, width: 167, height: 32))
    #expect(layout.frameInRoot(of: "BELOW") == Rect(x: 100, y: 63, width: 10, height: 10))
    #expect(document.check().roots.map(\.mismatched) == [0])
  }

  /// A switch or slider laid out by its autoresizing mask keeps the frame Xcode stored; one
  /// placed by constraints has its alignment insets around the rectangle they bind.
  @Test func alignmentInsetsOfSwitchesAndSliders() throws {
    let subviews =
      TestDocument.view(
        "FIXED", 20, 20, 49, 31, attributes: #"fixedFrame="YES""#, element: "switch")
      + TestDocument.view("PINNED", 20, 80, 51, 31, element: "switch")
      + TestDocument.view("SLIDER", 18, 140, 339, 31, element: "slider")
      + TestDocument.view(
        "LOOSE", 40, 200, 100, 31, attributes: #"fixedFrame="YES""#, element: "slider")
    let constraints = """
      <constraint firstItem="PINNED" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="p1"/>
      <constraint firstItem="PINNED" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="80" id="p2"/>
      <constraint firstItem="SLIDER" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="s1"/>
      <constraint firstAttribute="trailing" secondItem="SLIDER" secondAttribute="trailing" constant="20" id="s2"/>
      <constraint firstItem="SLIDER" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="140" id="s3"/>
      """
    let document = try StoryboardDocument(
      string: TestDocument.storyboard(subviews: subviews, constraints: constraints))
    let layout = try document.layout()
    #expect(layout.frameInRoot(of: "FIXED") == Rect(x: 20, y: 20, width: 49, height: 31))
    #expect(layout.frameInRoot(of: "PINNED") == Rect(x: 20, y: 80, width: 51, height: 31))
    #expect(layout.frameInRoot(of: "SLIDER") == Rect(x: 18, y: 140, width: 339, height: 31))
    #expect(layout.frameInRoot(of: "LOOSE") == Rect(x: 40, y: 200, width: 100, height: 31))
    #expect(layout.alignmentInsets["FIXED"] == nil)
    #expect(layout.alignmentInsets["SLIDER"] == EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
    #expect(document.check().roots.map(\.mismatched) == [0])
  }
}
