import CommandTestSupport
import Foundation
import Testing

/// `convert` writes the stored cross size a non-fill stack's plain arranged view keeps on the
/// saved screen, so the converted file gives the frames Interface Builder shows.
@Suite struct CanvasCrossSizeConvertTests {
  /// A centred vertical stack holding a plain view with only a 10-point height, stored 240
  /// wide (`LayoutStoryboardTests.CanvasCrossSizeTests`' document, without its label).
  static let document = StoryboardFixture.storyboard(
    subviews: """
      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" \
      spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="STK">
          <rect key="frame" x="20" y="20" width="335" height="10"/>
          <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="SPC">
                  <rect key="frame" x="47.5" y="0.0" width="240" height="10"/>
                  <constraints>
                      <constraint firstAttribute="height" constant="10" id="h1"/>
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

  @Test func theConvertedFileKeepsTheCanvasWidth() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-cross-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.document.write(
      to: folder.appendingPathComponent("spacer.storyboard"), atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["convert", "spacer.storyboard"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("view1.width == 240 @26 #IB-canvas-cross-size"))
    #expect(
      result.standardError
        == "note: checked: the layout file gives the same frames for all 3 views on iPhone 8 portrait\n"
    )
  }
}
