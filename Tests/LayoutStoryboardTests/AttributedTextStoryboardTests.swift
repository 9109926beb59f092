import AutoLayout
import Foundation
import LayoutGeometry
import LayoutStoryboard
import LayoutText
import Testing

/// A label's `<attributedString key="attributedText">` read in runs (characters, font, kern,
/// paragraph style) and measured with `--measure-text` (hand-written documents).
@Suite struct AttributedTextStoryboardTests {
  /// A label at (20, 20) pinned to the root's leading and top edges, with `fragments` as its
  /// attributed text.
  static func document(_ fragments: String, lines: String = "1", frame: String = "120") -> String {
    TestDocument.storyboard(
      subviews: """
        <label opaque="NO" usesAttributedText="YES" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="L">
            <rect key="frame" x="20" y="20" width="\(frame)" height="21"/>
            <attributedString key="attributedText">
                \(fragments)
            </attributedString>
            <nil key="highlightedColor"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="L" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="L" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="c2"/>
        """)
  }

  static func text(_ xml: String) throws -> (StoryboardText?, StoryboardDocument) {
    let document = try StoryboardDocument(string: xml, file: "attributed.storyboard")
    let view = try #require(document.roots.first?.view.subtree.first { $0.id == "L" })
    return (view.textAttributes, document)
  }

  static func fragment(_ content: String, font: String, extra: String = "") -> String {
    """
    <fragment content="\(content)">
        <attributes>
            <color key="NSColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
            \(font)
            \(extra)
        </attributes>
    </fragment>
    """
  }

  @Test func everyAttributeIsRead() throws {
    let style =
      #"<paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="4" paragraphSpacing="6" minimumLineHeight="18" maximumLineHeight="40" lineHeightMultiple="1.2" firstLineHeadIndent="3" headIndent="5" tighteningFactorForTruncation="0.0"/>"#
    let fragments = [
      Self.fragment(
        "Hello ", font: #"<font key="NSFont" metaFont="system" size="17"/>"#,
        extra: #"<real key="NSKern" value="1.5"/>"# + style),
      Self.fragment(
        "bold", font: #"<font key="NSFont" size="15" name=".AppleSystemUIFontEmphasized"/>"#),
      """
      <fragment>
          <string key="content"> and AT</string>
          <attributes><font key="NSFont" size="20" name="AmericanTypewriter-Bold"/></attributes>
      </fragment>
      <fragment>
          <string key="content" base64-UTF8="YES">
      Cg
      </string>
          <attributes><font key="NSFont" metaFont="label" size="12"/></attributes>
      </fragment>
      <fragment>
          <mutableString key="content">end</mutableString>
          <attributes/>
      </fragment>
      """,
    ].joined(separator: "\n")
    let (text, document) = try Self.text(Self.document(fragments, lines: "0"))
    let read = try #require(text)
    let attributed = try #require(read.attributed)
    let expectedStyle = ParagraphStyle(
      lineSpacing: 4, paragraphSpacing: 6, minimumLineHeight: 18, maximumLineHeight: 40,
      lineHeightMultiple: 1.2, firstLineHeadIndent: 3, headIndent: 5)
    #expect(
      attributed.runs == [
        TextRun("Hello ", font: .system(size: 17), kern: 1.5, paragraphStyle: expectedStyle),
        TextRun("bold", font: .system(size: 15, weight: .bold)),
        TextRun(
          " and AT",
          font: .custom(
            family: "AmericanTypewriter", size: 20, weight: .bold,
            postScriptName: "AmericanTypewriter-Bold")),
        TextRun("\n", font: .system(size: 12)),
        TextRun(
          "end", font: .custom(family: "Helvetica Neue", size: 12, postScriptName: "HelveticaNeue")),
      ])
    #expect(attributed.paragraphStyle == expectedStyle)
    #expect(read.text == "Hello bold and AT\nend")
    #expect(read.font == .system(size: 17))
    #expect(read.customFont == "AmericanTypewriter-Bold")
    #expect(read.numberOfLines == 0)
    #expect(document.warnings.isEmpty)
  }

  /// A font whose size the document does not write (an AppKit meta font alone, a font that
  /// follows the appearance) cannot be measured: the label keeps its stored size.
  @Test(arguments: [
    #"<font key="NSFont" metaFont="cellTitle"/>"#,
    #"<font key="NSFont" usesAppearanceFont="YES"/>"#,
  ])
  func aFontWithoutASizeIsNotMeasured(_ font: String) throws {
    let (text, _) = try Self.text(Self.document(Self.fragment("Text", font: font)))
    #expect(text == nil)
  }

  /// "Tap " regular and "here" bold at 17 pt, one line on the 2x canvas: each run in its
  /// face. With the stored sizes the label keeps its stored 120 × 21.
  @Test func twoRunsSizeTheLabel() throws {
    let xml = Self.document(
      Self.fragment("Tap ", font: #"<font key="NSFont" metaFont="system" size="17"/>"#)
        + Self.fragment("here", font: #"<font key="NSFont" metaFont="systemBold" size="17"/>"#))
    let document = try StoryboardDocument(string: xml, file: "attributed.storyboard")
    let root = try #require(document.roots.first)
    var environment = document.environment(for: root)
    let stored = try StoryboardLayout(document: document, root: root, environment: environment)
    #expect(stored.frameInRoot(of: "L") == Rect(x: 20, y: 20, width: 120, height: 21))
    environment.measuresText = true
    let measured = try StoryboardLayout(document: document, root: root, environment: environment)
    let measurer = TextMeasurer.shared
    let width =
      try measurer.width(of: "Tap ", font: ResolvedFont(size: 17))
      + measurer.width(of: "here", font: ResolvedFont(size: 17, weight: .bold))
    #expect(PixelGrid.ceil(width, scale: 2) == 69)
    #expect(measured.frameInRoot(of: "L") == Rect(x: 20, y: 20, width: 69, height: 20.5))
  }

  /// A wrapping label with `lineSpacing` 4 and `lineHeightMultiple` 1.5, pinned 150 and then
  /// 100 points wide: two lines (2 × 30.430 + 4 = 64.861 → 65), then three (99.291 → 99.5).
  @Test(arguments: [(150, 65.0), (100, 99.5)])
  func paragraphStyleAtTwoWidths(width: Int, height: Double) throws {
    let style =
      #"<paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="4" lineHeightMultiple="1.5" tighteningFactorForTruncation="0.0"/>"#
    let xml = Self.document(
      Self.fragment(
        "Lines that wrap at two widths", font: #"<font key="NSFont" metaFont="system" size="17"/>"#,
        extra: style), lines: "0", frame: "\(width)"
    ).replacingOccurrences(
      of: #"<constraint firstItem="L" firstAttribute="top""#,
      with: """
        <constraint firstItem="L" firstAttribute="width" constant="\(width)" id="w"/>
        <constraint firstItem="L" firstAttribute="top"
        """)
    let document = try StoryboardDocument(string: xml, file: "attributed.storyboard")
    let root = try #require(document.roots.first)
    var environment = document.environment(for: root)
    environment.measuresText = true
    let layout = try StoryboardLayout(document: document, root: root, environment: environment)
    #expect(
      layout.frameInRoot(of: "L") == Rect(x: 20, y: 20, width: Double(width), height: height))
  }
}
