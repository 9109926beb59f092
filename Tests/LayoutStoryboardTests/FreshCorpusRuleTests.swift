import AutoLayout
import LayoutStoryboard
import Testing

/// Rules found on the fresh training part of the public corpus (Corpus/README.md), each on
/// a small hand-written document.
@Suite struct FreshCorpusRuleTests {
  /// Xcode 15 and later (toolsVersion 22xxx on) show the 20-point status bar of phones
  /// without a sensor housing again (from Xcode 14.3 on: `SecondFreshCorpusRuleTests`);
  /// Xcode 11–14.2 show none. Notched phones keep the catalog's inset (48 on an iPhone 11).
  @Test func statusBarIsBackSinceXcode15() throws {
    let modern = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
    #expect(try CanvasEraTests.topOfA(device: modern, toolsVersion: "21507") == 0)
    #expect(try CanvasEraTests.topOfA(device: modern, toolsVersion: "22154") == 20)
    #expect(try CanvasEraTests.topOfA(device: modern, toolsVersion: "24127") == 20)
    let notched = #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#
    #expect(try CanvasEraTests.topOfA(device: notched, toolsVersion: "23504") == 48)
  }

  /// A controller's view in a navigation stack stored shorter than the screen (603 of 667
  /// points) sits below an opaque navigation bar: the bar and the status bar are above it,
  /// so its safe area starts at its top. Filling the screen, it sits under the bar.
  @Test func aShortRootInANavigationStackSitsBelowTheBar() throws {
    let short = CorpusRuleTests.navigated().replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="375" height="603"/>"#)
    let below = try StoryboardDocument(string: short).layout(root: "VC1")
    #expect(below.environment.safeAreaInsets.top == 0)
    #expect(below.frameInRoot(of: "A") == Rect(x: 0, y: 8, width: 375, height: 10))
    let under = try StoryboardDocument(string: CorpusRuleTests.navigated()).layout(root: "VC1")
    #expect(under.frameInRoot(of: "A") == Rect(x: 0, y: 72, width: 375, height: 10))
  }

  /// A root stored below the screen's top edge (at y = 64, under an opaque navigation bar)
  /// sits below the bars even when its stored height is the screen's: its top layout guide
  /// is empty.
  @Test func aRootStoredBelowTheTopSitsBelowOpaqueBars() throws {
    let phone = #"<device id="retina4_7" orientation="portrait"/>"#
    let layout = try CorpusRuleTests.belowTopGuide(device: phone, toolsVersion: "11542")
    #expect(layout.environment.topLayoutGuideLength == 20)
    let below = try CorpusRuleTests.belowTopGuide(
      device: phone, toolsVersion: "11542", y: 64,
      topBar:
        #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
    )
    #expect(below.environment.topLayoutGuideLength == 0)
    #expect(below.frameInRoot(of: "A") == Rect(x: 0, y: 8, width: 10, height: 10))
  }

  /// A controller with a *Freeform* simulated size is laid out on a canvas of its own width:
  /// 375 points wide in a document saved for a 414-point iPhone 11, its view takes the
  /// 16-point system margins of a 375-point screen, not the 414-point screen's 20.
  @Test func aFreeformControllerTakesTheMarginsOfItsOwnWidth() throws {
    func leadingOfA(freeform: Bool, width: Int) throws -> Double? {
      let metrics = """
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        <size key="freeformSize" width="\(width)" height="1000"/>
        """
      let xml = TestDocument.storyboard(
        subviews: CanvasEraTests.pinned, constraints: CanvasEraTests.pins,
        controllerExtra: freeform ? metrics : "",
        device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
        toolsVersion: "22154"
      ).replacingOccurrences(
        of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
        with: #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="1000"/>"#)
      return try TestDocument.layout(xml).frameInRoot(of: "A")?.x
    }
    #expect(try leadingOfA(freeform: true, width: 375) == 16)
    #expect(try leadingOfA(freeform: true, width: 414) == 20)
    #expect(try leadingOfA(freeform: false, width: 375) == 20)
  }
}
