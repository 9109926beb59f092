import AutoLayout
import Foundation
import LayoutGeometry
import LayoutStoryboard
import LayoutText
import Testing

/// A button's attributed title (classic and configuration buttons) and a text view's
/// attributed text, read in runs and measured with `--measure-text`; and the paragraph
/// style's other attributes as Interface Builder writes them (hand-written documents on a
/// 2x canvas).
@Suite struct AttributedTitleStoryboardTests {
  static let system16 = #"<font key="NSFont" metaFont="system" size="16"/>"#

  /// `element` `V` at (20, 20) pinned to the root's leading and top edges, with `body`
  /// inside it and `constraints` beside the pins.
  static func document(
    _ element: String, attributes: String = "", body: String, frame: String = "120",
    constraints: String = ""
  ) -> String {
    TestDocument.storyboard(
      subviews: """
        <\(element) opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="V">
            <rect key="frame" x="20" y="20" width="\(frame)" height="30"/>
            \(body)
        </\(element)>
        """,
      constraints: """
        <constraint firstItem="V" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="V" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="c2"/>
        \(constraints)
        """)
  }

  static func attributed(_ key: String, _ fragments: String) -> String {
    #"<attributedString key="\#(key)">"# + fragments + "</attributedString>"
  }

  static func fragment(_ content: String, font: String = system16, extra: String = "")
    -> String
  {
    #"<fragment content="\#(content)"><attributes>\#(font)\#(extra)</attributes></fragment>"#
  }

  /// The view `V` with stored sizes and with measured text.
  static func frames(_ xml: String) throws -> (stored: Rect?, measured: Rect?) {
    let document = try StoryboardDocument(string: xml, file: "attributed.storyboard")
    let root = try #require(document.roots.first)
    var environment = document.environment(for: root)
    let stored = try StoryboardLayout(document: document, root: root, environment: environment)
    environment.measuresText = true
    let measured = try StoryboardLayout(document: document, root: root, environment: environment)
    return (stored.frameInRoot(of: "V"), measured.frameInRoot(of: "V"))
  }

  static func text(_ xml: String) throws -> (StoryboardText?, [StoryboardWarning]) {
    let document = try StoryboardDocument(string: xml, file: "attributed.storyboard")
    let view = try #require(document.roots.first?.view.subtree.first { $0.id == "V" })
    return (view.textAttributes, document.warnings)
  }

  static func width(_ text: String, _ font: TextFont) throws -> Double {
    try TextMeasurer.shared.width(of: text, font: font.resolved())
  }

  /// "Learn more" at 16 pt in a classic button's normal state replaces its plain title: the
  /// button is the title's width on the 2x grid and its line (19.091) on the pixel grid plus
  /// 6 points above and below, 31.5 (a plain title would be 32, its line in whole points).
  @Test func aClassicButtonTakesItsAttributedTitle() throws {
    let body =
      #"<state key="normal" title="Plain">"#
      + Self.attributed("attributedTitle", Self.fragment("Learn more")) + "</state>"
    let xml = Self.document(
      "button", attributes: #"buttonType="system" hasAttributedTitle="YES""#, body: body)
    let (text, warnings) = try Self.text(xml)
    let read = try #require(text)
    #expect(read.text == "Learn more")
    #expect(read.attributed?.runs == [TextRun("Learn more", font: .system(size: 16))])
    #expect(warnings.isEmpty)
    let width = try Self.width("Learn more", .system(size: 16))
    #expect(PixelGrid.ceil(width, scale: 2) == 82.5)
    let (stored, measured) = try Self.frames(xml)
    #expect(stored == Rect(x: 20, y: 20, width: 120, height: 30))
    #expect(measured == Rect(x: 20, y: 20, width: 82.5, height: 31.5))
  }

  /// Two runs, the second bold at 20 pt: the line is the 20 pt line's (23.867 → 24) and the
  /// width each run's.
  @Test func aTwoRunTitleIsAsTallAsItsTallestRun() throws {
    let body =
      #"<state key="normal">"#
      + Self.attributed(
        "attributedTitle",
        Self.fragment("Sign ")
          + Self.fragment("up", font: #"<font key="NSFont" metaFont="systemBold" size="20"/>"#))
      + "</state>"
    let xml = Self.document("button", attributes: #"buttonType="system""#, body: body)
    let width =
      try Self.width("Sign ", .system(size: 16))
      + Self.width("up", .system(size: 20, weight: .bold))
    let (_, measured) = try Self.frames(xml)
    #expect(
      measured
        == Rect(
          x: 20, y: 20, width: max(30, PixelGrid.ceil(width, scale: 2)), height: 24 + 12))
  }

  /// An attributed title without characters is no title, and one in a font of unknown size
  /// cannot be measured: the button keeps its stored size.
  @Test(arguments: [
    Self.attributed("attributedTitle", ""),
    Self.attributed(
      "attributedTitle", Self.fragment("Size?", font: #"<font key="NSFont" metaFont="cellTitle"/>"#)
    ),
  ])
  func titlesThatCannotBeMeasured(_ title: String) throws {
    let xml = Self.document(
      "button", attributes: #"buttonType="system""#,
      body: #"<state key="normal">"# + title + "</state>")
    #expect(try Self.text(xml).0 == nil)
    #expect(try Self.frames(xml).measured == Rect(x: 20, y: 20, width: 120, height: 30))
  }

  /// A configuration button's attributed title in its runs' fonts inside a medium button's
  /// insets (12 beside, 7 above and below): 16 pt, 19.091 + 14 → 33.5 on the 2x grid.
  @Test func aConfigurationButtonTakesItsAttributedTitle() throws {
    let body =
      #"<buttonConfiguration key="configuration" style="plain">"#
      + Self.attributed("attributedTitle", Self.fragment("Save"))
      + "</buttonConfiguration>"
    let xml = Self.document("button", body: body)
    let read = try #require(try Self.text(xml).0)
    #expect(read.font == .system(size: 16))
    #expect(read.configurationInsets == TextContent.mediumConfigurationInsets)
    let width = try Self.width("Save", .system(size: 16))
    let (_, measured) = try Self.frames(xml)
    #expect(
      measured
        == Rect(
          x: 20, y: 20, width: PixelGrid.ceil(PixelGrid.ceil(width, scale: 2) + 24, scale: 2),
          height: 33.5))
  }

  /// A text view that does not scroll wraps its attributed text inside its insets (5 beside,
  /// 8 above and below), `lineSpacing` 4 between lines: pinned 160 wide, two lines (2 ×
  /// 19.091 + 4 + 16 = 58.182 → 58.5); 110 wide, three (81.273 → 81.5).
  @Test(arguments: [(160, 58.5), (110, 81.5)])
  func aTextViewWrapsItsAttributedText(width: Int, height: Double) throws {
    let style =
      #"<paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="4" tighteningFactorForTruncation="0.0"/>"#
    let xml = Self.document(
      "textView", attributes: #"scrollEnabled="NO" editable="NO""#,
      body: Self.attributed(
        "attributedText", Self.fragment("Words that wrap in a text view", extra: style)),
      frame: "\(width)",
      constraints:
        #"<constraint firstItem="V" firstAttribute="width" constant="\#(width)" id="w"/>"#)
    let read = try #require(try Self.text(xml).0)
    #expect(read.attributed?.paragraphStyle == ParagraphStyle(lineSpacing: 4))
    let (_, measured) = try Self.frames(xml)
    #expect(measured == Rect(x: 20, y: 20, width: Double(width), height: height))
  }

  /// The paragraph style's other size-changing attributes and a run's baseline offset, read
  /// as written: a negative tail indent, the tab stops in order, the default tab interval.
  @Test func everyOtherParagraphAttributeIsRead() throws {
    let style = """
      <paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" paragraphSpacingBefore="5" tailIndent="-12" defaultTabInterval="36" tighteningFactorForTruncation="0.0">
          <tabStops>
              <textTab alignment="left" location="60"><options/></textTab>
              <textTab alignment="left" location="24"><options/></textTab>
          </tabStops>
      </paragraphStyle>
      """
    let xml = Self.document(
      "label", attributes: #"usesAttributedText="YES" numberOfLines="0""#,
      body: Self.attributed(
        "attributedText",
        Self.fragment("A&#9;B", extra: style + #"<real key="NSBaselineOffset" value="2.5"/>"#)))
    let (text, warnings) = try Self.text(xml)
    let attributed = try #require(text?.attributed)
    let expectedStyle = ParagraphStyle(
      paragraphSpacingBefore: 5, tailIndent: -12, tabStops: [24, 60], defaultTabInterval: 36)
    #expect(
      attributed.runs == [
        TextRun(
          "A\tB", font: .system(size: 16), baselineOffset: 2.5, paragraphStyle: expectedStyle)
      ])
    #expect(attributed.paragraphStyle == expectedStyle)
    #expect(warnings.isEmpty)
    // Without `<tabStops>`, the default style's stops.
    let plain = Self.document(
      "label", attributes: #"usesAttributedText="YES""#,
      body: Self.attributed(
        "attributedText",
        Self.fragment(
          "A",
          extra:
            #"<paragraphStyle key="NSParagraphStyle" alignment="left" baseWritingDirection="natural"/>"#
        )))
    #expect(try Self.text(plain).0?.attributed?.paragraphStyle == .standard)
  }
}
