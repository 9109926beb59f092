import AutoLayout
import CommandTestSupport
import LayoutStoryboard
import LayoutText
import Testing

/// A storyboard whose text is measured with no font to measure it in fails to build, naming
/// the missing file, rather than sizing every label 0 × 0.
@Suite struct MissingFontImportTests {
  static let xml = TestDocument.storyboard(
    subviews: TestDocument.view(
      "NAME", 16, 28, 129.5, 20.5, attributes: #"text="Johnny Appleseed""#,
      body: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
      element: "label"),
    constraints: """
      <constraint firstItem="NAME" firstAttribute="leading" secondItem="SAFE" secondAttribute="leading" constant="16" id="c1"/>
      <constraint firstItem="NAME" firstAttribute="top" secondItem="SAFE" secondAttribute="top" constant="8" id="c2"/>
      """)

  /// Where the label is read: its start tag, line 16 of the document, ends at column 142.
  static let labelLocation = "t.storyboard:16:142"

  @Test func measuredTextWithoutFontsFails() throws {
    let document = try StoryboardDocument(string: Self.xml, file: "t.storyboard")
    let root = try document.root(named: "VC1")
    var environment = document.environment(for: root)
    let nowhere = TextMeasurer(locator: FontLocator(directories: ["/nonexistent"]))
    // Stored sizes measure nothing: the layout builds.
    let stored = try StoryboardLayout(
      document: document, root: root, environment: environment, textMeasurer: nowhere)
    #expect(stored.frameInRoot(of: "NAME") == Rect(x: 16, y: 28, width: 129.5, height: 20.5))
    environment.measuresText = true
    // At the label whose text needed the font, so commands print file:line:column.
    let label = try #require(root.view.subtree.first { $0.id == "NAME" })
    #expect(label.location.description == Self.labelLocation)
    #expect(
      throws: StoryboardError.textNotMeasurable(
        label.location, id: "NAME",
        reason: "font file Inter-Regular.otf not found in /nonexistent; install Debian's "
          + "fonts-inter (Tools/setup does) or set LAYOUT_FONT_DIR to a folder holding Inter's "
          + ".otf files")
    ) {
      _ = try StoryboardLayout(
        document: document, root: root, environment: environment, textMeasurer: nowhere)
    }
  }
}
