import LayoutGeometry
import LayoutStoryboard
import LayoutText
import Testing

/// `check` measures text styles at the Dynamic Type size the saving Xcode's canvas had:
/// extra small for Xcode 12.5 to 13 (toolsVersion 18000 to 20999), large otherwise; a
/// fixed-size font never moves, and `contentSize` given by the caller wins.
@Suite struct CanvasContentSizeTests {
  /// A body-style label and a fixed 17 pt label, each pinned to the root's leading and top
  /// edges, the first stored at the extra-small body size (14 pt: a line of 16.707, 17 on the
  /// 2x grid, and 94.5 wide) and the second at 17 pt (20.287, 20.5 on the grid, 112 wide).
  static let subviews = """
    <label opaque="NO" text="Remember Me" translatesAutoresizingMaskIntoConstraints="NO" id="B">
        <rect key="frame" x="16" y="20" width="94.5" height="17"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
    </label>
    <label opaque="NO" text="Remember Me" translatesAutoresizingMaskIntoConstraints="NO" id="F">
        <rect key="frame" x="16" y="60" width="112" height="20.5"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
    </label>
    """
  static let constraints = """
    <constraint firstItem="B" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="16" id="c1"/>
    <constraint firstItem="B" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="c2"/>
    <constraint firstItem="F" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="16" id="c3"/>
    <constraint firstItem="F" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="60" id="c4"/>
    """

  static func document(toolsVersion: String) throws -> StoryboardDocument {
    try StoryboardDocument(
      string: TestDocument.storyboard(
        subviews: subviews, constraints: constraints, toolsVersion: toolsVersion),
      file: "canvas.storyboard")
  }

  /// The measured sizes by label id.
  static func measured(
    toolsVersion: String, contentSize: ContentSizeCategory? = nil
  ) throws -> [String: Size] {
    let texts = try document(toolsVersion: toolsVersion)
      .check(measuresText: true, contentSize: contentSize).roots.flatMap(\.texts)
    return Dictionary(uniqueKeysWithValues: texts.map { ($0.id, $0.measured) })
  }

  @Test(arguments: ["18122", "19529", "20037"])
  func xcode12Point5To13MeasureTextStylesExtraSmall(toolsVersion: String) throws {
    #expect(try Self.document(toolsVersion: toolsVersion).canvasContentSize == .extraSmall)
    let sizes = try Self.measured(toolsVersion: toolsVersion)
    #expect(sizes["B"] == Size(width: 94.5, height: 17))
    #expect(sizes["F"] == Size(width: 112, height: 20.5))
    let checks = try Self.document(toolsVersion: toolsVersion).check(measuresText: true)
    #expect(checks.roots.map(\.mismatched) == [0])
  }

  @Test(arguments: ["14490.70", "17701", "21225", "24412", "32700.99.1234", ""])
  func otherXcodesMeasureTextStylesLarge(toolsVersion: String) throws {
    #expect(try Self.document(toolsVersion: toolsVersion).canvasContentSize == .large)
    let sizes = try Self.measured(toolsVersion: toolsVersion)
    #expect(sizes["B"] == Size(width: 112, height: 20.5))
    #expect(sizes["F"] == Size(width: 112, height: 20.5))
  }

  @Test func aCategoryAskedForWins() throws {
    #expect(
      try Self.measured(toolsVersion: "19529", contentSize: .large)["B"]
        == Size(width: 112, height: 20.5))
    #expect(
      try Self.measured(toolsVersion: "21225", contentSize: .extraSmall)["B"]
        == Size(width: 94.5, height: 17))
  }

  /// With stored sizes nothing is measured, so the canvas's size changes no frame.
  @Test func storedSizesDoNotDependOnTheCanvasSize() throws {
    let document = try Self.document(toolsVersion: "19529")
    let roots = document.check().roots
    #expect(roots.flatMap(\.texts).isEmpty)
    #expect(roots.map(\.mismatched) == [0])
  }
}
