import AutoLayout
import LayoutStoryboard
import Testing

/// Sliders of Xcode 26 (iOS 26) documents: no alignment insets.
@Suite struct SliderInsetSinceXcode26Tests {
  /// A 34-point slider pinned 20 points inside the root's sides, 140 below its top, and a
  /// view 8 below the slider: in a document of Xcode 26 (toolsVersion 24127) the slider's
  /// frame is the rectangle its constraints bind (20 to 355) and the view sits 8 below its
  /// frame; in one of Xcode 16 (23504) the frame overhangs that rectangle by 2 points at
  /// each side and 1 below, the view 8 below the rectangle.
  @Test func xcode26SlidersHaveNoAlignmentInsets() throws {
    func layout(_ toolsVersion: String) throws -> StoryboardLayout {
      try StoryboardDocument(
        string: TestDocument.storyboard(
          subviews: TestDocument.view("SLIDER", 20, 140, 335, 34, element: "slider")
            + TestDocument.view("BELOW", 20, 182, 335, 10),
          constraints: """
            <constraint firstItem="SLIDER" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="s1"/>
            <constraint firstAttribute="trailing" secondItem="SLIDER" secondAttribute="trailing" constant="20" id="s2"/>
            <constraint firstItem="SLIDER" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="140" id="s3"/>
            <constraint firstItem="BELOW" firstAttribute="top" secondItem="SLIDER" secondAttribute="bottom" constant="8" id="b1"/>
            <constraint firstItem="BELOW" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="b2"/>
            <constraint firstAttribute="trailing" secondItem="BELOW" secondAttribute="trailing" constant="20" id="b3"/>
            <constraint firstItem="BELOW" firstAttribute="height" constant="10" id="b4"/>
            """, toolsVersion: toolsVersion)
      ).layout()
    }
    let after = try layout("24127")
    #expect(after.alignmentInsets["SLIDER"] == nil)
    #expect(after.frameInRoot(of: "SLIDER") == Rect(x: 20, y: 140, width: 335, height: 34))
    #expect(after.frameInRoot(of: "BELOW") == Rect(x: 20, y: 182, width: 335, height: 10))
    let before = try layout("23504")
    #expect(before.alignmentInsets["SLIDER"] == EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
    #expect(before.frameInRoot(of: "SLIDER") == Rect(x: 18, y: 140, width: 339, height: 34))
    #expect(before.frameInRoot(of: "BELOW") == Rect(x: 20, y: 181, width: 335, height: 10))
  }
}
