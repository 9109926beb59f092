import CommandTestSupport
import LayoutCommands
import Testing

/// The scene of the layout-guide conversion tests: a controller under a navigation bar whose
/// view `ROOT` holds `A`, 10 high, 8 below the top layout guide, and `B`, 10 high, 8 above the
/// bottom one, both full width.
enum LayoutGuideScene {
  /// The document's text from the controller's `<layoutGuides>` to `</document>`, for a root
  /// `width` × `height` with `B` stored at `bottomY`; `autoresizesRoot` adds the root's
  /// autoresizing mask, as Xcode 7 wrote it.
  static func controllerToEnd(width: Int, height: Int, bottomY: Int, autoresizesRoot: Bool)
    -> String
  {
    let autoresizing =
      autoresizesRoot
      ? "\n" + String(repeating: " ", count: 20)
        + "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>"
      : ""
    return """
                      <layoutGuides>
                          <viewControllerLayoutGuide type="top" id="TLG"/>
                          <viewControllerLayoutGuide type="bottom" id="BLG"/>
                      </layoutGuides>
                      <view key="view" contentMode="scaleToFill" id="ROOT">
                          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>\(autoresizing)
                          <subviews>
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                                  <rect key="frame" x="0.0" y="72" width="\(width)" height="10"/>
                              </view>
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="B">
                                  <rect key="frame" x="0.0" y="\(bottomY)" width="\(width)" height="10"/>
                              </view>
                          </subviews>
                          <constraints>
                              <constraint firstItem="A" firstAttribute="top" secondItem="TLG" secondAttribute="bottom" constant="8" id="c1"/>
                              <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c2"/>
                              <constraint firstItem="A" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c3"/>
                              <constraint firstItem="A" firstAttribute="height" constant="10" id="c4"/>
                              <constraint firstItem="BLG" firstAttribute="top" secondItem="B" secondAttribute="bottom" constant="8" id="c5"/>
                              <constraint firstItem="B" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c6"/>
                              <constraint firstItem="B" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c7"/>
                              <constraint firstItem="B" firstAttribute="height" constant="10" id="c8"/>
                          </constraints>
                      </view>
                      <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                  </viewController>
              </objects></scene>
          </scenes>
      </document>
      """
  }

  /// The frames `layout solve --format json` gives for `file` among `files` on `device`, by
  /// view name (the storyboard's ids, the layout file's names).
  static func frames(of file: String, in files: MemoryFiles, on device: String) throws
    -> [String: [Double]]
  {
    let result = SolveAction.run(
      SolveAction.Options(
        file: file, selection: ScreenSelection(devices: [device]), format: .json),
      files: files)
    #expect(result.status == .success, "\(result.standardError)")
    return try file.hasSuffix(".layout")
      ? SolvedFrames.layout(result.standardOutput)
      : SolvedFrames.storyboard(result.standardOutput)
  }
}
