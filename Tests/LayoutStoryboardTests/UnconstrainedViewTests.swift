import AutoLayout
import LayoutStoryboard
import Testing

/// Views that opt out of autoresizing (`translatesAutoresizingMaskIntoConstraints="NO"`) but
/// that no installed constraint mentions.
@Suite struct UnconstrainedViewTests {
  /// In every Xcode format such a view is laid out by its autoresizing mask from its stored
  /// frame (before Xcode 8 by IB's prototyping constraints, since Xcode 8 because a view
  /// without constraints uses autoresizing), not left at the origin: a text field stored at
  /// (139, 7) in a 375-point view keeps that frame. A field one constraint mentions is laid
  /// out by Auto Layout.
  @Test func aViewNoConstraintMentionsKeepsItsStoredFrame() throws {
    let field = """
      <textField opaque="NO" contentMode="scaleToFill" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="F">
          <rect key="frame" x="139" y="7" width="220" height="30"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
      </textField>
      """
    let holder = """
      <view contentMode="scaleToFill" id="H">
          <rect key="frame" x="0.0" y="100" width="375" height="44"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
          <subviews>\(field)</subviews>
      </view>
      """
    for tools in ["10117", "14490.70", "21701"] {
      let layout = try TestDocument.layout(
        TestDocument.storyboard(subviews: holder, toolsVersion: tools))
      #expect(
        layout.frameInRoot(of: "F") == Rect(x: 139, y: 107, width: 220, height: 30), "\(tools)")
    }
    let pinned = TestDocument.storyboard(
      subviews: holder,
      constraints:
        #"<constraint firstItem="F" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c1"/>"#
    )
    #expect(try TestDocument.layout(pinned).frameInRoot(of: "F")?.x == 20)
  }
}
