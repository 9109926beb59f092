import AutoLayout
import LayoutStoryboard
import Testing

/// The status bar Xcode 11–14.2 shows on iPads with rounded screen corners.
@Suite struct RoundedPadStatusBarTests {
  /// The `y` of a view pinned to the safe area's top in a full-screen controller view of
  /// `width` × `height` points on `device`, saved by `toolsVersion`.
  static func topOfA(device: String, width: Int, height: Int, toolsVersion: String) throws
    -> Double?
  {
    let xml = TestDocument.storyboard(
      subviews: CanvasEraTests.pinned, constraints: CanvasEraTests.pins,
      device: #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#,
      toolsVersion: toolsVersion
    ).replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#)
    return try TestDocument.layout(xml).frameInRoot(of: "A")?.y
  }

  /// Xcode 11–14.2 simulate no 20-point status bar, but an iPad with rounded corners keeps
  /// its 24-point one, as a notched phone keeps its sensor housing's inset; a rectangular
  /// iPad's safe area starts at its top edge.
  @Test func roundedPadsKeepTheirStatusBarOnXcode11To14Point2Canvases() throws {
    for tools in ["17701", "21507"] {
      #expect(
        try Self.topOfA(device: "ipad12_9rounded", width: 1024, height: 1366, toolsVersion: tools)
          == 24)
      #expect(
        try Self.topOfA(device: "ipad11_0rounded", width: 834, height: 1194, toolsVersion: tools)
          == 24)
      #expect(
        try Self.topOfA(device: "ipad9_7", width: 768, height: 1024, toolsVersion: tools) == 0)
    }
  }
}
