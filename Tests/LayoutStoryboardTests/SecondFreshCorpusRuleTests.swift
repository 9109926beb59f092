import AutoLayout
import LayoutStoryboard
import Testing

/// Rules found on the second fresh training part of the public corpus (`fresh2-train`,
/// Corpus/README.md), each on a small hand-written document.
@Suite struct SecondFreshCorpusRuleTests {
  static let notched = #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#

  /// The top and bottom safe-area insets of the test controller (a 414 × `height` root) on
  /// an iPhone 11 canvas saved by `toolsVersion`.
  static func insets(toolsVersion: String, height: Int = 896) throws -> (Double, Double) {
    let xml = TestDocument.storyboard(
      subviews: CanvasEraTests.pinned, constraints: CanvasEraTests.pins, device: notched,
      toolsVersion: toolsVersion
    ).replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="414" height="\#(height)"/>"#)
    let insets = try TestDocument.layout(xml).environment.safeAreaInsets
    return (insets.top, insets.bottom)
  }

  /// Since Xcode 16.3 (toolsVersion 23727) the canvas insets a full-screen controller on a
  /// phone with a sensor housing by the status bar and the home indicator twice: 96 and 68
  /// points on an iPhone 11 (48 and 34). Xcode 16.2 (23504) and prerelease builds of
  /// unknown version once; a sheet (848 points tall) by the status bar once, with no inset
  /// at its bottom (``ThirdFreshCorpusRuleTests``).
  @Test func sinceXcode16Point3NotchedPhonesAreInsetTwice() throws {
    #expect(try Self.insets(toolsVersion: "23727") == (96, 68))
    #expect(try Self.insets(toolsVersion: "24765") == (96, 68))
    #expect(try Self.insets(toolsVersion: "23504") == (48, 34))
    #expect(try Self.insets(toolsVersion: "32700.99.1234") == (48, 34))
    #expect(try Self.insets(toolsVersion: "24506", height: 848) == (48, 0))
    let phone = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
    #expect(try CanvasEraTests.topOfA(device: phone, toolsVersion: "24765") == 20)
  }

  /// Xcode 11 to 14.2 show no status bar on phones without a sensor housing, above the safe
  /// area and above the old top layout guide alike; Xcode 14.3 (toolsVersion 21701) and
  /// later show its 20 points on both again.
  @Test func statusBarIsBackSinceXcode14Point3() throws {
    let phone = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
    #expect(try CanvasEraTests.topOfA(device: phone, toolsVersion: "21507") == 0)
    #expect(try CanvasEraTests.topOfA(device: phone, toolsVersion: "21701") == 20)
    for (tools, top) in [("15400", 0.0), ("20037", 0), ("21507", 0), ("21701", 20), ("22505", 20)] {
      let guided = try CorpusRuleTests.belowTopGuide(device: phone, toolsVersion: tools)
      #expect(guided.environment.topLayoutGuideLength == top)
      #expect(guided.frameInRoot(of: "A")?.y == top + 8)
    }
  }

  /// A tab bar controller that is the root of a navigation controller shows its children
  /// under the navigation bar as well as above its tab bar: the child's safe area is 64
  /// points from the top (status bar and bar) and 49 from the bottom. Outside a navigation
  /// stack the same child has only the status bar above it.
  @Test func aTabBarControllerInANavigationStackShowsItsChildrenUnderTheBar() throws {
    let tabScene = """
      <scene sceneID="S3"><objects>
          <tabBarController id="TAB" sceneMemberID="viewController">
              <tabBar key="tabBar" contentMode="scaleToFill" id="TABBAR">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                  <autoresizingMask key="autoresizingMask"/>
              </tabBar>
              <connections><segue destination="VC1" kind="relationship" relationship="viewControllers" id="t1"/></connections>
          </tabBarController>
      </objects></scene>
      """
    let navigated = CorpusRuleTests.navigated()
      .replacingOccurrences(
        of: #"destination="VC1" kind="relationship" relationship="rootViewController""#,
        with: #"destination="TAB" kind="relationship" relationship="rootViewController""#
      )
      .replacingOccurrences(of: "</scenes>", with: tabScene + "</scenes>")
    let inStack = try StoryboardDocument(string: navigated).layout(root: "VC1")
    #expect(inStack.environment.safeAreaInsets.top == 64)
    #expect(inStack.environment.safeAreaInsets.bottom == 49)
    #expect(inStack.frameInRoot(of: "A") == Rect(x: 0, y: 72, width: 375, height: 10))
    let alone = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 28, 375, 10),
      constraints: """
        <constraint firstItem="A" firstAttribute="top" secondItem="SAFE" secondAttribute="top" constant="8" id="c1"/>
        <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c2"/>
        <constraint firstItem="A" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="A" firstAttribute="height" constant="10" id="c4"/>
        """
    ).replacingOccurrences(of: "</scenes>", with: tabScene + "</scenes>")
      .replacingOccurrences(
        of: #"initialViewController="VC1""#, with: #"initialViewController="TAB""#)
    let tabbed = try StoryboardDocument(string: alone).layout(root: "VC1")
    #expect(tabbed.environment.safeAreaInsets.top == 20)
    #expect(tabbed.environment.safeAreaInsets.bottom == 49)
    #expect(tabbed.frameInRoot(of: "A") == Rect(x: 0, y: 28, width: 375, height: 10))
  }
  /// A phone's controller view as tall as the screen below the status bar (10 points lower
  /// under a sensor housing) is in a page sheet: the status bar stays above the sheet, a
  /// navigation bar is inside it over the root's top, the home indicator reaches into it.
  /// An iPhone 11 root of 838 points (896 − 48 − 10) has a 0-point top and a 34-point
  /// bottom (800 points tall it is not a sheet: the status bar reaches it, the home
  /// indicator 96 points below it does not, ``ThirdFreshCorpusRuleTests``); an iPhone 8 Plus
  /// root of 716 points (736 − 20), root of a navigation
  /// controller, has the bar's 44 points above it; shorter by the bar as well, it sits
  /// below the bar.
  @Test func aPhoneRootAsTallAsTheScreenBelowTheStatusBarIsInASheet() throws {
    #expect(try Self.insets(toolsVersion: "22154", height: 838) == (0, 34))
    #expect(try Self.insets(toolsVersion: "22154", height: 848) == (0, 34))
    #expect(try Self.insets(toolsVersion: "22154", height: 800) == (48, 0))
    func navigatedTop(height: Int) throws -> Double {
      let xml = TestDocument.storyboard(
        subviews: CanvasEraTests.pinned, constraints: CanvasEraTests.pins,
        device: #"<device id="retina5_5" orientation="portrait" appearance="light"/>"#,
        toolsVersion: "22154"
      ).replacingOccurrences(
        of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
        with: #"<rect key="frame" x="0.0" y="0.0" width="414" height="\#(height)"/>"#
      ).replacingOccurrences(
        of: "</scenes>", with: CorpusRuleTests.navigationScene() + "</scenes>"
      ).replacingOccurrences(
        of: #"initialViewController="VC1""#, with: #"initialViewController="NAV""#)
      return try StoryboardDocument(string: xml).layout(root: "VC1").environment
        .safeAreaInsets.top
    }
    #expect(try navigatedTop(height: 716) == 44)
    #expect(try navigatedTop(height: 672) == 0)
    #expect(try navigatedTop(height: 736) == 64)
  }
  /// Since Xcode 14 the 375 × 812 canvas (`retina5_9`) is an iPhone 13 mini's: a 50-point
  /// status bar (twice since Xcode 16.3); before, an iPhone XS's 44.
  @Test func theRetina5_9CanvasIsAMiniSinceXcode14() throws {
    let mini = #"<device id="retina5_9" orientation="portrait" appearance="light"/>"#
    func top(_ tools: String) throws -> Double? {
      let xml = TestDocument.storyboard(
        subviews: CanvasEraTests.pinned, constraints: CanvasEraTests.pins, device: mini,
        toolsVersion: tools
      ).replacingOccurrences(
        of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
        with: #"<rect key="frame" x="0.0" y="0.0" width="375" height="812"/>"#)
      return try TestDocument.layout(xml).frameInRoot(of: "A")?.y
    }
    #expect(try top("19455") == 44)
    #expect(try top("23504") == 50)
    #expect(try top("23727") == 100)
  }
  /// A controller pushed from a tab that is no navigation controller goes onto the
  /// navigation stack around the tab bar controller and covers the tab bar; pushed by a tab's
  /// own navigation controller, it keeps the tab bar.
  @Test func aPushFromATabOutsideItsOwnStackCoversTheTabBar() throws {
    func document(tabHoldsTheStack: Bool) -> String {
      let push = #"<segue destination="VC2" kind="show" id="p1"/>"#
      let pushed = CorpusRuleTests.controllerScene("VC2", root: "ROOT2", connections: "")
      let tab = """
        <scene sceneID="S3"><objects>
            <tabBarController id="TAB" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="TABBAR">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tabBar>
                <connections><segue destination="\(tabHoldsTheStack ? "NAV" : "VC1")" kind="relationship" relationship="viewControllers" id="t1"/></connections>
            </tabBarController>
        </objects></scene>
        """
      var xml = CorpusRuleTests.navigated()
        .replacingOccurrences(
          of: "</viewController>", with: "<connections>\(push)</connections></viewController>"
        )
        .replacingOccurrences(of: "</scenes>", with: tab + pushed + "</scenes>")
      if !tabHoldsTheStack {
        xml = xml.replacingOccurrences(
          of: #"destination="VC1" kind="relationship" relationship="rootViewController""#,
          with: #"destination="TAB" kind="relationship" relationship="rootViewController""#)
      } else {
        xml = xml.replacingOccurrences(
          of: #"initialViewController="NAV""#, with: #"initialViewController="TAB""#)
      }
      return xml
    }
    let outer = try StoryboardDocument(string: document(tabHoldsTheStack: false))
    #expect(try outer.root(named: "VC1").simulatedBottomBar == "simulatedTabBarMetrics")
    #expect(try outer.root(named: "VC2").simulatedBottomBar == nil)
    #expect(try outer.root(named: "VC2").simulatedTopBar == "simulatedNavigationBarMetrics")
    let inner = try StoryboardDocument(string: document(tabHoldsTheStack: true))
    #expect(try inner.root(named: "VC2").simulatedBottomBar == "simulatedTabBarMetrics")
    #expect(try inner.root(named: "VC2").simulatedTopBar == "simulatedNavigationBarMetrics")
  }
  /// A controller whose simulated top bar is a navigation bar (here the storyboard's entry,
  /// in a storyboard without a navigation controller) is shown in a navigation stack on the
  /// canvas, so a controller it pushes is inferred under a navigation bar too; pushed from a
  /// controller without one, it is not.
  @Test func aPushFromAControllerSimulatingANavigationBarIsUnderTheBar() throws {
    func pushedTop(sourceMetrics: String) throws -> Double {
      let pushed = CorpusRuleTests.controllerScene("VC2", root: "ROOT2", connections: "")
      let xml = TestDocument.storyboard(
        subviews: "",
        controllerExtra: sourceMetrics
          + #"<connections><segue destination="VC2" kind="show" id="p1"/></connections>"#
      ).replacingOccurrences(of: "</scenes>", with: pushed + "</scenes>")
      return try StoryboardDocument(string: xml).layout(root: "VC2").environment
        .safeAreaInsets.top
    }
    let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    #expect(try pushedTop(sourceMetrics: bar) == 64)
    #expect(try pushedTop(sourceMetrics: "") == 20)
  }
}
