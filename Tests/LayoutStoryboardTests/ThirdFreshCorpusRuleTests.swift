import AutoLayout
import LayoutStoryboard
import Testing

/// Rules found on the third fresh training part of the public corpus (`fresh3-train`,
/// Corpus/README.md), each on a small hand-written document.
@Suite struct ThirdFreshCorpusRuleTests {
  /// An iPhone 11 storyboard saved by `toolsVersion` whose controller `VC1` has a
  /// 414 × `height` root holding `A` (8 below the safe area's top) and `B` (8 above its
  /// bottom), optionally the root of a navigation controller whose bar Xcode stored at
  /// `bar` (y, height).
  static func sheet(
    toolsVersion: String, height: Int = 848, bar: (Double, Double)? = nil,
    controllerAttributes: String = ""
  ) throws -> StoryboardLayout {
    var xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 0, 414, 10) + TestDocument.view("B", 0, 0, 414, 10),
      constraints: """
        <constraint firstItem="A" firstAttribute="top" secondItem="SAFE" secondAttribute="top" constant="8" id="c1"/>
        <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c2"/>
        <constraint firstItem="A" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="A" firstAttribute="height" constant="10" id="c4"/>
        <constraint firstItem="SAFE" firstAttribute="bottom" secondItem="B" secondAttribute="bottom" constant="8" id="c5"/>
        <constraint firstItem="B" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c6"/>
        <constraint firstItem="B" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c7"/>
        <constraint firstItem="B" firstAttribute="height" constant="10" id="c8"/>
        """,
      device: SecondFreshCorpusRuleTests.notched, toolsVersion: toolsVersion
    ).replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="414" height="\#(height)"/>"#
    ).replacingOccurrences(
      of: #"<viewController id="VC1""#,
      with: #"<viewController \#(controllerAttributes) id="VC1""#)
    if let (y, barHeight) = bar {
      xml = xml.replacingOccurrences(
        of: "</scenes>",
        with: CorpusRuleTests.navigationScene().replacingOccurrences(
          of: #"<rect key="frame" x="0.0" y="20" width="375" height="44"/>"#,
          with: #"<rect key="frame" x="0.0" y="\#(y)" width="414" height="\#(barHeight)"/>"#)
          + "</scenes>"
      ).replacingOccurrences(
        of: #"initialViewController="VC1""#, with: #"initialViewController="NAV""#)
    }
    return try StoryboardDocument(string: xml).layout(root: "VC1")
  }

  /// Since Xcode 16.3 a page sheet on a phone with a sensor housing (an iPhone 11 root of
  /// 848 points, the screen below its 48-point status bar) has no safe-area inset at its
  /// bottom, and the canvas draws its navigation controller's bar where that controller's
  /// scene stores it: at y = 20 with a 106-point large-title bar the safe area starts at
  /// 126, at y = 16 with a 54-point bar at 70; without a navigation controller it starts
  /// below the status bar (48). Xcode 16.2 keeps the home indicator's 34 points and the bar
  /// at the sheet's top; a full-screen root keeps the doubled insets whatever the stored bar.
  @Test func sinceXcode16Point3APageSheetHasNoBottomInsetAndTheStoredBar() throws {
    let large = try Self.sheet(toolsVersion: "24128", bar: (20, 106))
    #expect(large.environment.safeAreaInsets.top == 126)
    #expect(large.environment.safeAreaInsets.bottom == 0)
    #expect(large.frameInRoot(of: "A") == Rect(x: 0, y: 134, width: 414, height: 10))
    #expect(large.frameInRoot(of: "B") == Rect(x: 0, y: 830, width: 414, height: 10))
    let standard = try Self.sheet(toolsVersion: "24765", bar: (16, 54))
    #expect(standard.environment.safeAreaInsets.top == 70)
    let plain = try Self.sheet(toolsVersion: "24128")
    #expect(plain.environment.safeAreaInsets.top == 48)
    #expect(plain.environment.safeAreaInsets.bottom == 0)
    let before = try Self.sheet(toolsVersion: "23504", bar: (0, 56))
    #expect(before.environment.safeAreaInsets.top == 56)
    #expect(before.environment.safeAreaInsets.bottom == 34)
    let fullScreen = try Self.sheet(toolsVersion: "24128", height: 896, bar: (20, 54))
    #expect(fullScreen.environment.safeAreaInsets.top == 150)
    #expect(fullScreen.environment.safeAreaInsets.bottom == 68)
  }

  /// A controller presented over the whole screen (`modalPresentationStyle="fullScreen"`)
  /// is never in a sheet: its iPhone 11 root of 852 points (the screen below Xcode 13's
  /// 44-point status bar) sits at the screen's top under the status bar (44), and the home
  /// indicator, 44 points below it, does not reach it (0). Without that style the same root
  /// is a page sheet: no status bar over it, the home indicator's 34 points at its bottom.
  @Test func aControllerPresentedFullScreenIsNotASheet() throws {
    let full = try Self.sheet(
      toolsVersion: "19162", height: 852,
      controllerAttributes: #"modalPresentationStyle="fullScreen""#)
    #expect(full.environment.safeAreaInsets.top == 44)
    #expect(full.environment.safeAreaInsets.bottom == 0)
    #expect(full.frameInRoot(of: "A") == Rect(x: 0, y: 52, width: 414, height: 10))
    #expect(full.frameInRoot(of: "B") == Rect(x: 0, y: 834, width: 414, height: 10))
    let sheet = try Self.sheet(toolsVersion: "19162", height: 852)
    #expect(sheet.environment.safeAreaInsets.top == 0)
    #expect(sheet.environment.safeAreaInsets.bottom == 34)
  }

  /// A controller's root shorter than the screen with no bar above it sits at the screen's
  /// top: the screen's bottom inset reaches it only where it overlaps the root. On an
  /// iPhone 11 (Xcode 12: 44 and 34 points) a root of 880 points keeps 18 of the home
  /// indicator's 34, one of 813 (above a tab bar's 83) none; a full-screen root all 34.
  @Test func aRootShorterThanTheScreenKeepsOnlyTheBottomInsetItOverlaps() throws {
    for (height, bottom) in [(880, 18.0), (813, 0), (896, 34)] {
      let layout = try Self.sheet(toolsVersion: "17701", height: height)
      #expect(layout.environment.safeAreaInsets.top == 44)
      #expect(layout.environment.safeAreaInsets.bottom == bottom)
    }
  }

  /// Xcode 5 to 7 lay a constraint to the top layout guide's `top` out at the guide's
  /// bottom: under a navigation bar (a 64-point guide) a view pinned 8 below the guide's
  /// top sits at y = 72, as pinned to its bottom; from Xcode 8 on, the guide's top is the
  /// root's top (y = 8).
  @Test func beforeXcode8TheTopGuidesTopIsItsBottom() throws {
    func y(toolsVersion: String, attribute: String) throws -> Double? {
      let layout = try CorpusRuleTests.belowTopGuide(
        device: "", toolsVersion: toolsVersion, attribute: attribute, storedY: 72,
        topBar: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
      #expect(layout.environment.topLayoutGuideLength == 64)
      return layout.frameInRoot(of: "A")?.y
    }
    #expect(try y(toolsVersion: "5056", attribute: "top") == 72)
    #expect(try y(toolsVersion: "10117", attribute: "top") == 72)
    #expect(try y(toolsVersion: "10117", attribute: "bottom") == 72)
    #expect(try y(toolsVersion: "11201", attribute: "top") == 8)
  }
}
