import AutoLayout
import LayoutCore
import LayoutStoryboard
import Testing

/// Scrolling text views of the app's own class (`customClass` on a `<textView>`): UIKit gives
/// a scrolling text view no intrinsic size, so a subclass that grows with its text computes
/// one in its own code, which Interface Builder runs; without that code the stored size is
/// its intrinsic size.
@Suite struct CustomTextViewSizeTests {
  /// A text view `TXT` pinned 20 points from the root's sides and 100 below its top, nothing
  /// on its height, stored 335 × 70.
  static func document(_ attributes: String) -> String {
    TestDocument.storyboard(
      subviews: """
        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
        text="Bio" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="TXT">
            <rect key="frame" x="20" y="100" width="335" height="70"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
        </textView>
        """,
      constraints: """
        <constraint firstItem="TXT" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="ROOT" firstAttribute="trailing" secondItem="TXT" secondAttribute="trailing" constant="20" id="c2"/>
        <constraint firstItem="TXT" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="c3"/>
        """)
  }

  /// The app's growing text view keeps its stored 70-point height and is listed as sized
  /// from content.
  @Test func aCustomScrollingTextViewKeepsItsStoredHeight() throws {
    let layout = try TestDocument.layout(
      Self.document(#"customClass="GrowingTextView" customModule="App""#))
    #expect(layout.frameInRoot(of: "TXT") == Rect(x: 20, y: 100, width: 335, height: 70))
    #expect(layout.sizeFromContent.contains("TXT"))
  }

  /// UIKit's own scrolling text view has no intrinsic size: nothing holds its height up.
  @Test func aPlainScrollingTextViewHasNoIntrinsicSize() throws {
    let layout = try TestDocument.layout(Self.document(""))
    #expect(layout.frameInRoot(of: "TXT") == Rect(x: 20, y: 100, width: 335, height: 0))
    #expect(!layout.sizeFromContent.contains("TXT"))
  }
}
