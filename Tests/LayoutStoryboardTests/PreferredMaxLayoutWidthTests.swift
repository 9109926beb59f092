import AutoLayout
import LayoutGeometry
import LayoutStoryboard
import Testing

/// A multi-line label with an explicit `preferredMaxLayoutWidth` takes the height of its
/// text wrapped at that width, whatever width its constraints give it; a label without one
/// wraps at its own width, and a single-line label ignores it.
@Suite struct PreferredMaxLayoutWidthTests {
  static let text = "Wraps at its preferred width, not at its own"

  /// A label pinned 20 points inside the root's leading and top (and trailing, when
  /// `stretched`), so it is 335 points wide on the 375-point canvas.
  static func label(id: String, y: Int, extra: String) -> String {
    """
    <label opaque="NO" text="\(text)" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="20" y="\(y)" width="335" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
    </label>
    """
  }

  static func pins(id: String, y: Int, stretched: Bool) -> String {
    var xml = """
      <constraint firstItem="\(id)" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="\(id)1"/>
      <constraint firstItem="\(id)" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="\(y)" id="\(id)2"/>
      """
    if stretched {
      xml += """

        <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="20" id="\(id)3"/>
        """
    }
    return xml
  }

  @Test func explicitPreferredWidthSetsTheWrappedHeight() throws {
    let subviews = [
      Self.label(id: "P", y: 20, extra: #"numberOfLines="0" preferredMaxLayoutWidth="120""#),
      Self.label(id: "A", y: 200, extra: #"numberOfLines="0""#),
      Self.label(id: "Z", y: 300, extra: #"numberOfLines="0" preferredMaxLayoutWidth="0.0""#),
      Self.label(id: "O", y: 400, extra: #"preferredMaxLayoutWidth="120""#),
    ].joined(separator: "\n")
    let constraints = [
      Self.pins(id: "P", y: 20, stretched: true), Self.pins(id: "A", y: 200, stretched: true),
      Self.pins(id: "Z", y: 300, stretched: true), Self.pins(id: "O", y: 400, stretched: false),
    ].joined(separator: "\n")
    let document = try StoryboardDocument(
      string: TestDocument.storyboard(subviews: subviews, constraints: constraints),
      file: "preferred.storyboard")
    let root = try #require(document.roots.first)
    let byID = Dictionary(uniqueKeysWithValues: root.view.subtree.map { ($0.id, $0) })
    #expect(byID["P"]?.textAttributes?.preferredMaxLayoutWidth == 120)
    #expect(byID["A"]?.textAttributes?.preferredMaxLayoutWidth == nil)
    // 0 is Interface Builder's "automatic".
    #expect(byID["Z"]?.textAttributes?.preferredMaxLayoutWidth == nil)
    var environment = document.environment(for: root)
    environment.measuresText = true
    let layout = try StoryboardLayout(document: document, root: root, environment: environment)
    // Four lines at 120 points (4 × 20.29, on the 2x grid), in a 335-point frame.
    #expect(layout.frameInRoot(of: "P") == Rect(x: 20, y: 20, width: 335, height: 81.5))
    // Automatic: one line at its own 335 points.
    #expect(layout.frameInRoot(of: "A") == Rect(x: 20, y: 200, width: 335, height: 20.5))
    #expect(layout.frameInRoot(of: "Z") == Rect(x: 20, y: 300, width: 335, height: 20.5))
    // Single line: the preferred width is for multi-line labels.
    #expect(layout.frameInRoot(of: "O") == Rect(x: 20, y: 400, width: 323.5, height: 20.5))
  }
}
