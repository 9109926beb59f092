import AutoLayout
import LayoutAdaptivity
import LayoutCore
import LayoutDevices
import LayoutStoryboard
import Testing

/// Arranged views without an intrinsic size across a stack with a non-fill alignment keep
/// their stored cross size on the saved screen (Interface Builder's canvas) and take UIKit's
/// ambiguity suppression (0) on a device.
@Suite struct CanvasCrossSizeTests {
  /// A vertical stack `STK` (spacing 8, `alignment`) under the safe area's top, 20 points in
  /// from the root's sides (335 wide): a 60 × 20 label `TTL`, a plain view `SPC` with only a
  /// 10-point height (stored 240 wide, a library view's width) and a view `FIX` with a
  /// 100 × 30 size.
  static func document(alignment: String = "center") -> String {
    TestDocument.storyboard(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="\(alignment)" \
        spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="STK">
            <rect key="frame" x="20" y="20" width="335" height="76"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" \
                translatesAutoresizingMaskIntoConstraints="NO" id="TTL">
                    <rect key="frame" x="137.5" y="0.0" width="60" height="20"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="SPC">
                    <rect key="frame" x="47.5" y="28" width="240" height="10"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="10" id="h1"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="FIX">
                    <rect key="frame" x="117.5" y="46" width="100" height="30"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="w2"/>
                        <constraint firstAttribute="height" constant="30" id="h2"/>
                    </constraints>
                </view>
            </subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="STK" firstAttribute="top" secondItem="SAFE" secondAttribute="top" id="c1"/>
        <constraint firstItem="STK" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstItem="ROOT" firstAttribute="trailing" secondItem="STK" secondAttribute="trailing" constant="20" id="c3"/>
        """)
  }

  /// On the saved screen the plain view keeps its stored 240 points, centred; the sized view
  /// and the label keep theirs; every frame matches the stored one.
  @Test func theCanvasKeepsTheStoredCrossSize() throws {
    let layout = try TestDocument.layout(Self.document())
    #expect(layout.frameInRoot(of: "STK") == Rect(x: 20, y: 20, width: 335, height: 76))
    #expect(layout.frameInRoot(of: "TTL") == Rect(x: 157.5, y: 20, width: 60, height: 20))
    #expect(layout.frameInRoot(of: "SPC") == Rect(x: 67.5, y: 48, width: 240, height: 10))
    #expect(layout.frameInRoot(of: "FIX") == Rect(x: 137.5, y: 66, width: 100, height: 30))
    let check = try StoryboardDocument(string: Self.document()).check()
    #expect(check.roots[0].matched == 5)
    #expect(check.roots[0].mismatched == 0)
  }

  /// A leading-aligned stack keeps it too, on the stack's leading edge.
  @Test func aLeadingStackKeepsItAtItsEdge() throws {
    let layout = try TestDocument.layout(Self.document(alignment: "leading"))
    #expect(layout.frameInRoot(of: "SPC") == Rect(x: 20, y: 48, width: 240, height: 10))
    #expect(layout.frameInRoot(of: "FIX") == Rect(x: 20, y: 66, width: 100, height: 30))
  }

  /// A fill stack gives every view its own width: the stored width plays no part.
  @Test func aFillStackSpansItsViews() throws {
    let layout = try TestDocument.layout(Self.document(alignment: "fill"))
    #expect(layout.frameInRoot(of: "SPC") == Rect(x: 20, y: 48, width: 335, height: 10))
  }

  /// On a device UIKit's ambiguity suppression (width 0 at priority 25) decides: the plain
  /// view is 0 wide at the stack's centre (20 + 353 / 2 on an iPhone 15, rounded to its
  /// 3x pixel grid: 196.667), 59 below the top.
  @Test func aDeviceTakesUIKitsSuppression() throws {
    let document = try StoryboardDocument(string: Self.document())
    let root = try #require(document.roots.first)
    let configuration = try DeviceConfiguration(
      device: DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait)
    let layout = try StoryboardLayout(
      document: document, root: root,
      environment: document.environment(for: root, on: configuration))
    let spacer = try #require(layout.frameInRoot(of: "SPC"))
    #expect(abs(spacer.x - 590.0 / 3) < 1e-6)
    #expect((spacer.y, spacer.width, spacer.height) == (87, 0, 10))
    let sized = try #require(layout.frameInRoot(of: "FIX"))
    #expect(abs(sized.x - 440.0 / 3) < 1e-6)
    #expect((sized.y, sized.width, sized.height) == (105, 100, 30))
  }
}
