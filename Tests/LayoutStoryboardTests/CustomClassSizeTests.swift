import AutoLayout
import LayoutCore
import LayoutStoryboard
import Testing

/// Views of the app's own `UIView` subclasses (`customClass`), which Interface Builder lays
/// out with their class's `intrinsicContentSize` (an `@IBDesignable` view runs on the canvas):
/// without the class's code, their stored size is their intrinsic size.
@Suite struct CustomClassSizeTests {
  static func document(_ attributes: String, body: String = "") -> String {
    TestDocument.storyboard(
      subviews: TestDocument.view("STARS", 127.5, 100, 120, 20, attributes: attributes, body: body),
      constraints: """
        <constraint firstItem="STARS" firstAttribute="centerX" secondItem="ROOT" secondAttribute="centerX" id="c1"/>
        <constraint firstItem="STARS" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="c2"/>
        """)
  }

  /// A rating view positioned by its centre and top only keeps its stored 120 × 20 size
  /// (it came out 0 × 0 at the centre before), and is listed as sized from content.
  @Test func aCustomViewWithoutConstraintsOnItsSizeKeepsItsStoredSize() throws {
    let layout = try TestDocument.layout(
      Self.document(#"customClass="RatingView" customModule="Stars""#))
    #expect(layout.frameInRoot(of: "STARS") == Rect(x: 127.5, y: 100, width: 120, height: 20))
    #expect(layout.sizeFromContent.contains("STARS"))
  }

  /// A placeholder intrinsic size wins; a plain `UIView` has no intrinsic size (0 × 0 at
  /// the centre); a custom view with subviews is sized by them, not by its stored size.
  @Test func placeholdersPlainViewsAndContainersAreUnchanged() throws {
    let placeholder = try TestDocument.layout(
      Self.document(
        #"customClass="RatingView" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="10""#
      ))
    #expect(placeholder.frameInRoot(of: "STARS") == Rect(x: 137.5, y: 100, width: 100, height: 10))
    let plain = try TestDocument.layout(Self.document(""))
    #expect(plain.frameInRoot(of: "STARS") == Rect(x: 187.5, y: 100, width: 0, height: 0))
    #expect(!plain.sizeFromContent.contains("STARS"))
    let container = try TestDocument.layout(
      Self.document(
        #"customClass="RatingView""#,
        body: """
          <subviews>\(TestDocument.view("STAR", 0, 0, 30, 20))</subviews>
          <constraints>
              <constraint firstItem="STAR" firstAttribute="leading" secondItem="STARS" secondAttribute="leading" id="s1"/>
              <constraint firstItem="STAR" firstAttribute="trailing" secondItem="STARS" secondAttribute="trailing" id="s2"/>
              <constraint firstItem="STAR" firstAttribute="top" secondItem="STARS" secondAttribute="top" id="s3"/>
              <constraint firstItem="STAR" firstAttribute="bottom" secondItem="STARS" secondAttribute="bottom" id="s4"/>
              <constraint firstItem="STAR" firstAttribute="width" constant="30" id="s5"/>
              <constraint firstItem="STAR" firstAttribute="height" constant="20" id="s6"/>
          </constraints>
          """))
    #expect(container.frameInRoot(of: "STARS") == Rect(x: 172.5, y: 100, width: 30, height: 20))
    #expect(!container.sizeFromContent.contains("STARS"))
  }
}
