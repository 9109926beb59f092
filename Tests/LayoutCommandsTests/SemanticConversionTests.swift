import CommandTestSupport
import LayoutCommands
import Testing

/// `layout convert` keeps a view's `semanticContentAttribute` as `semantic VALUE`, so the
/// layout file lays the view's content out in the same direction as the document.
@Suite struct SemanticConversionTests {
  /// `A` is forced right to left; `B` is pinned 10
  /// points from its leading edge, so it is stored at its right end.
  static let xib = SampleXibs.pinnedView().replacingOccurrences(
    of: #"id="A">"#, with: #"id="A" semanticContentAttribute="forceRightToLeft">"#
  )
  .replacingOccurrences(
    of: #"<rect key="frame" x="10" y="10" width="50" height="20"/>"#,
    with: """
      <rect key="frame" x="10" y="10" width="50" height="20"/>
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="B">
              <rect key="frame" x="30" y="0.0" width="10" height="20"/>
          </view>
      </subviews>
      <constraints>
          <constraint firstItem="B" firstAttribute="leading" secondItem="A" secondAttribute="leading" constant="10" id="b1"/>
          <constraint firstItem="B" firstAttribute="top" secondItem="A" secondAttribute="top" id="b2"/>
          <constraint firstItem="B" firstAttribute="width" constant="10" id="b3"/>
          <constraint firstItem="B" firstAttribute="height" constant="20" id="b4"/>
      </constraints>
      """)

  @Test func aForcedViewIsWrittenWithItsDirection() throws {
    let files = MemoryFiles(["a.xib": Self.xib])
    let result = ConvertAction.run(
      ConvertAction.Options(file: "a.xib", output: "a.layout"), files: files)
    #expect(result.status == .success, "\(result.standardError)")
    let text = try #require(files["a.layout"])
    #expect(text.contains("  semantic forceRightToLeft\n"), "\(text)")
    // The document and the layout file put B at the right end of A (x 10 + 50 − 10 − 10 = 40).
    let document = SolveAction.run(
      SolveAction.Options(file: "a.xib", format: .json), files: files)
    #expect(try SolvedFrames.storyboard(document.standardOutput)["B"] == [40, 10, 10, 20])
    let layout = SolveAction.run(
      SolveAction.Options(file: "a.layout", format: .json), files: files)
    #expect(layout.status == .success, "\(layout.standardError)")
    let frames = try SolvedFrames.layout(layout.standardOutput)
    #expect(frames.values.contains([40, 10, 10, 20]), "\(frames)")
  }
}
