import LayoutGeometry
import LayoutStoryboard
import Testing

/// A label's text that ends in spaces is measured with them, and a label whose text is one
/// space is a space wide, as Xcode stores such labels (LayoutText README, *Trailing spaces*).
@Suite struct TrailingSpaceLabelTests {
  /// Two 17 pt semibold labels, "Size:" and "Size: ", and a 14 pt label of one space, pinned
  /// 20 points from the root's leading edge, one under the other.
  static let subviews = """
    <label opaque="NO" text="Size:" translatesAutoresizingMaskIntoConstraints="NO" id="A">
        <rect key="frame" x="20" y="20" width="38.5" height="20.5"/>
        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
    </label>
    <label opaque="NO" text="Size: " translatesAutoresizingMaskIntoConstraints="NO" id="B">
        <rect key="frame" x="20" y="50" width="43" height="20.5"/>
        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
    </label>
    <label opaque="NO" text=" " translatesAutoresizingMaskIntoConstraints="NO" id="C">
        <rect key="frame" x="20" y="80" width="4" height="17"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
    </label>
    """
  static let constraints = """
    <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c1"/>
    <constraint firstItem="A" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="c2"/>
    <constraint firstItem="B" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c3"/>
    <constraint firstItem="B" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="50" id="c4"/>
    <constraint firstItem="C" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c5"/>
    <constraint firstItem="C" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="80" id="c6"/>
    """

  static func frames() throws -> [String: Rect] {
    let document = try StoryboardDocument(
      string: TestDocument.storyboard(
        subviews: subviews, constraints: constraints, safeAreas: false),
      file: "spaces.storyboard")
    let root = try #require(document.roots.first)
    var environment = document.environment(for: root)
    environment.measuresText = true
    let layout = try StoryboardLayout(document: document, root: root, environment: environment)
    var frames: [String: Rect] = [:]
    for id in ["A", "B", "C"] { frames[id] = try #require(layout.frameInRoot(of: id)) }
    return frames
  }

  @Test func trailingSpacesWidenTheLabel() throws {
    // On the iPhone 8's 2x grid: "Size:" 38.33 → 38.5, "Size: " 42.33 → 42.5 (stored 43,
    // within a pixel), one space at 14 pt 3.5.
    let frames = try Self.frames()
    #expect(frames["A"] == Rect(x: 20, y: 20, width: 38.5, height: 20.5))
    #expect(frames["B"] == Rect(x: 20, y: 50, width: 42.5, height: 20.5))
    #expect(frames["C"] == Rect(x: 20, y: 80, width: 4, height: 17))
  }
}
