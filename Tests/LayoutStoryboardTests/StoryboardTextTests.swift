import AutoLayout
import LayoutGeometry
import LayoutStoryboard
import LayoutText
import Testing

/// Texts and fonts read from Interface Builder documents, and views sized by their measured
/// text: hand-written documents with labels of known fonts.
@Suite struct StoryboardTextTests {
  /// A document with one label whose `fontDescription` is `font`, pinned at (20, 20) from the
  /// root's top-left; the label starts on `labelLine`.
  static func labelDocument(
    font: String, text: String = "Label", frame: String = #"width="42" height="21""#,
    extra: String = ""
  ) -> String {
    let label = """
      <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="L" \(extra)>
          <rect key="frame" x="20" y="20" \(frame)/>
          \(font)
      </label>
      """
    return TestDocument.storyboard(
      subviews: label,
      constraints: """
        <constraint firstItem="L" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="L" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="c2"/>
        """)
  }

  static func label(_ xml: String) throws -> (StoryboardView, StoryboardDocument) {
    let document = try StoryboardDocument(string: xml, file: "text.storyboard")
    let view = try #require(document.roots.first?.view.subtree.first { $0.id == "L" })
    return (view, document)
  }

  /// The line of `xml` holding `needle` (1-based).
  static func line(of needle: String, in xml: String) -> Int {
    let lines = xml.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.contains(needle) } ?? -1) + 1
  }

  @Test(arguments: [
    (
      #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
      TextFont.system(size: 17), nil as String?
    ),
    (
      #"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>"#,
      .system(size: 15, weight: .semibold), nil
    ),
    (
      #"<fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>"#,
      .system(size: 20, weight: .bold), nil
    ),
    (
      #"<fontDescription key="fontDescription" type="italicSystem" pointSize="13"/>"#,
      .system(size: 13, italic: true), nil
    ),
    (
      #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, .style(.body), nil
    ),
    (
      #"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#,
      .style(.headline), nil
    ),
    (
      #"<fontDescription key="fontDescription" style="UICTFontTextStyleCaption2"/>"#,
      .style(.caption2), nil
    ),
    (
      #"<fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="18"/>"#,
      .custom(
        family: "Helvetica Neue", size: 18, weight: .light,
        postScriptName: "HelveticaNeue-Light"), "HelveticaNeue-Light"
    ),
    (
      #"<fontDescription key="fontDescription" name="Avenir-HeavyOblique" family="Avenir" pointSize="12"/>"#,
      .custom(
        family: "Avenir", size: 12, weight: .heavy, italic: true,
        postScriptName: "Avenir-HeavyOblique"), "Avenir-HeavyOblique"
    ),
    (
      #"<fontDescription key="fontDescription" name="Lato-BoldItalic" pointSize="20"/>"#,
      .custom(
        family: "Lato", size: 20, weight: .bold, italic: true, postScriptName: "Lato-BoldItalic"),
      "Lato-BoldItalic"
    ),
    (
      #"<fontDescription key="fontDescription" name="AmericanTypewriter" family="American Typewriter" pointSize="17"/>"#,
      .custom(family: "American Typewriter", size: 17, postScriptName: "AmericanTypewriter"),
      "AmericanTypewriter"
    ),
    // A variable font's named instance, as Core Text names it: the style after the last `_`.
    (
      #"<fontDescription key="fontDescription" name="DMSans-9ptRegular_Bold" family="DM Sans" pointSize="20"/>"#,
      .custom(family: "DM Sans", size: 20, weight: .bold, postScriptName: "DMSans-9ptRegular_Bold"),
      "DMSans-9ptRegular_Bold"
    ),
    ("", .system(size: 17), nil),
  ])
  func fontDescriptionsAreRead(_ xml: String, font: TextFont, custom: String?) throws {
    let (view, document) = try Self.label(Self.labelDocument(font: xml))
    let text = try #require(view.textAttributes)
    #expect(text.font == font)
    #expect(text.customFont == custom)
    #expect(text.isSystemFont == (custom == nil))
    #expect(document.warnings.isEmpty)
  }

  @Test(arguments: [
    (
      #"<fontDescription key="fontDescription" style="UICTFontTextStyleShout"/>"#,
      "unknown text style \"UICTFontTextStyleShout\"; expected one of UICTFontTextStyleBody, UICTFontTextStyleHeadline, …, or largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2; measured as the system font at 17 pt",
      TextFont.system(size: 17)
    ),
    (
      #"<fontDescription key="fontDescription" type="system" pointSize="0"/>"#,
      "font pointSize \"0\" is not a size from 1 to 1000 points; measured at 17 pt",
      .system(size: 17)
    ),
    (
      #"<fontDescription key="fontDescription" type="system" pointSize="10000"/>"#,
      "font pointSize \"10000\" is not a size from 1 to 1000 points; measured at 17 pt",
      .system(size: 17)
    ),
    (
      #"<fontDescription key="fontDescription" type="system" pointSize="big"/>"#,
      "font pointSize \"big\" is not a size from 1 to 1000 points; measured at 17 pt",
      .system(size: 17)
    ),
    (
      #"<fontDescription key="fontDescription" type="system" weight="fat" pointSize="15"/>"#,
      "unknown font weight \"fat\"; expected one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black; measured as regular",
      .system(size: 15)
    ),
    (
      #"<fontDescription key="fontDescription" type="comicSystem" pointSize="15"/>"#,
      "unknown font type \"comicSystem\"; expected system, boldSystem or italicSystem; measured as the system font",
      .system(size: 15)
    ),
  ])
  func badFontValuesWarnAtTheirLine(_ xml: String, message: String, font: TextFont) throws {
    let document = Self.labelDocument(font: xml)
    let (view, read) = try Self.label(document)
    #expect(view.textAttributes?.font == font)
    let warning = try #require(read.warnings.first)
    #expect(read.warnings.count == 1)
    #expect(warning.message == message)
    #expect(warning.location.line == Self.line(of: "fontDescription", in: document))
    #expect(warning.description.hasPrefix("text.storyboard:\(warning.location.line):"))
    #expect(warning.description.contains(": warning: " + message))
  }

  @Test func badNumberOfLinesWarnsAndMeasuresOneLine() throws {
    let xml = Self.labelDocument(font: "", extra: #"numberOfLines="-2""#)
    let (view, document) = try Self.label(xml)
    #expect(view.textAttributes?.numberOfLines == 1)
    #expect(
      document.warnings.map(\.message) == [
        "numberOfLines \"-2\" is not a whole number ≥ 0; measured as 1 line"
      ])
    #expect(document.warnings.first?.location.line == Self.line(of: "numberOfLines", in: xml))
  }

  @Test func lineBreakModesAreRead() throws {
    for (written, mode) in [
      ("wordWrap", LineBreakMode.wordWrapping), ("characterWrap", .charWrapping),
      ("clip", .clipping), ("headTruncation", .truncatingHead),
      ("tailTruncation", .truncatingTail), ("middleTruncation", .truncatingMiddle),
    ] {
      let xml = Self.labelDocument(font: "", extra: #"lineBreakMode="\#(written)""#)
      let (view, document) = try Self.label(xml)
      #expect(view.textAttributes?.lineBreakMode == mode, "\(written)")
      #expect(document.warnings.isEmpty)
    }
  }

  @Test func anUnknownLineBreakModeWarnsAndKeepsTheDefault() throws {
    let xml = Self.labelDocument(font: "", extra: #"lineBreakMode="wordWrapping""#)
    let (view, document) = try Self.label(xml)
    #expect(view.textAttributes?.lineBreakMode == nil)
    #expect(
      document.warnings.map(\.message) == [
        "lineBreakMode \"wordWrapping\" is not one of characterWrap, clip, headTruncation, "
          + "middleTruncation, tailTruncation, wordWrap; the view's default is used"
      ])
    #expect(document.warnings.first?.location.line == Self.line(of: "lineBreakMode", in: xml))
  }

  @Test func eachElementGivesItsText() throws {
    let views = """
      <label opaque="NO" numberOfLines="0" lineBreakMode="wordWrap" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="LS">
          <rect key="frame" x="0" y="0" width="100" height="41"/>
          <string key="text">Two
      lines</string>
          <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
      </label>
      <button opaque="NO" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="BT">
          <rect key="frame" x="0" y="50" width="46" height="30"/>
          <state key="normal" title="Button"/>
      </button>
      <button opaque="NO" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="BI">
          <rect key="frame" x="0" y="90" width="46" height="30"/>
          <state key="normal" title="Go" image="arrow"/>
      </button>
      <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="BC">
          <rect key="frame" x="0" y="130" width="75" height="35"/>
          <buttonConfiguration key="configuration" style="filled" title="Button"/>
      </button>
      <textField opaque="NO" borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="TF">
          <rect key="frame" x="0" y="170" width="100" height="34"/>
          <fontDescription key="fontDescription" type="system" pointSize="14"/>
      </textField>
      <textView clipsSubviews="YES" scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="TV">
          <rect key="frame" x="0" y="210" width="200" height="40"/>
          <string key="text">Notes</string>
      </textView>
      """
    let document = try StoryboardDocument(
      string: TestDocument.storyboard(subviews: views), file: "text.storyboard")
    let byID = Dictionary(
      uniqueKeysWithValues: try #require(document.roots.first).view.subtree.map { ($0.id, $0) })
    #expect(
      byID["LS"]?.textAttributes
        == StoryboardText(
          text: "Two\nlines", font: .style(.body), numberOfLines: 0, lineBreakMode: .wordWrapping,
          adjustsFontForContentSizeCategory: true))
    #expect(byID["BT"]?.textAttributes == StoryboardText(text: "Button", font: .system(size: 15)))
    #expect(byID["BI"]?.textAttributes == nil)
    #expect(
      byID["BC"]?.textAttributes
        == StoryboardText(
          text: "Button", font: .style(.body),
          configurationInsets: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)))
    #expect(
      byID["TF"]?.textAttributes
        == StoryboardText(text: "Name", font: .system(size: 14), isPlaceholder: true))
    #expect(byID["TV"]?.textAttributes == StoryboardText(text: "Notes", font: .system(size: 14)))
  }

  /// A label's text set by a user-defined runtime attribute (a `<label>` element is UILabel
  /// or a subclass of it) is the text measured, replacing the inspector's; runtime attributes
  /// of other key paths or types, and other views' `text` attributes, are not text.
  @Test func runtimeAttributeTextIsMeasured() throws {
    let views = """
      <label opaque="NO" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="R" customClass="PaddedLabel" customModule="App">
          <rect key="frame" x="0" y="0" width="42" height="21"/>
          <fontDescription key="fontDescription" type="system" pointSize="15"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="number" keyPath="text">
                  <integer key="value" value="3"/>
              </userDefinedRuntimeAttribute>
              <userDefinedRuntimeAttribute type="string" keyPath="text" value="Set at load"/>
          </userDefinedRuntimeAttributes>
      </label>
      <label opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="N">
          <rect key="frame" x="0" y="30" width="42" height="21"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="string" keyPath="text" value="No inspector text"/>
          </userDefinedRuntimeAttributes>
      </label>
      <label opaque="NO" text="Kept" translatesAutoresizingMaskIntoConstraints="NO" id="K">
          <rect key="frame" x="0" y="60" width="42" height="21"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="string" keyPath="layer.name" value="Other"/>
          </userDefinedRuntimeAttributes>
      </label>
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="V" customClass="RatingView">
          <rect key="frame" x="0" y="90" width="100" height="20"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="string" keyPath="text" value="(124)"/>
          </userDefinedRuntimeAttributes>
      </view>
      """
    let document = try StoryboardDocument(
      string: TestDocument.storyboard(subviews: views), file: "text.storyboard")
    let byID = Dictionary(
      uniqueKeysWithValues: try #require(document.roots.first).view.subtree.map { ($0.id, $0) })
    #expect(
      byID["R"]?.textAttributes == StoryboardText(text: "Set at load", font: .system(size: 15)))
    #expect(
      byID["N"]?.textAttributes
        == StoryboardText(text: "No inspector text", font: .system(size: 17)))
    #expect(byID["K"]?.textAttributes == StoryboardText(text: "Kept", font: .system(size: 17)))
    #expect(byID["V"]?.textAttributes == nil)
    #expect(document.warnings.isEmpty)
  }

  /// Measured, "Label" in the 17 pt system font is 41.42 × 20.29 points, rounded up to the
  /// 2x pixel grid; without measuring it keeps the 42 × 21 Xcode stored.
  @Test func measuredTextReplacesTheStoredSize() throws {
    let document = try StoryboardDocument(
      string: Self.labelDocument(
        font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#),
      file: "text.storyboard")
    let root = try #require(document.roots.first)
    let stored = try StoryboardLayout(document: document, root: root)
    #expect(stored.frameInRoot(of: "L") == Rect(x: 20, y: 20, width: 42, height: 21))
    #expect(stored.sizeFromContent == ["L"])
    #expect(stored.measuredText.isEmpty)
    var environment = document.environment(for: root)
    environment.measuresText = true
    let measured = try StoryboardLayout(document: document, root: root, environment: environment)
    #expect(measured.frameInRoot(of: "L") == Rect(x: 20, y: 20, width: 41.5, height: 20.5))
    #expect(measured.sizeFromContent.isEmpty)
    #expect(measured.measuredText == ["L"])
  }

  /// A text style follows the content size category: body is 40 pt at AX3, one line
  /// 40 × 2444/2048 = 47.73 points tall, 48 on the 2x grid; a fixed size does not move.
  @Test func textStylesScaleWithTheContentSize() throws {
    for (font, height) in [
      (#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, 48.0),
      (#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#, 20.5),
    ] {
      let document = try StoryboardDocument(
        string: Self.labelDocument(font: font), file: "text.storyboard")
      let root = try #require(document.roots.first)
      var environment = document.environment(for: root)
      environment.measuresText = true
      environment.contentSizeCategory = .accessibilityExtraLarge
      let layout = try StoryboardLayout(document: document, root: root, environment: environment)
      #expect(layout.frameInRoot(of: "L")?.height == height)
    }
  }

  /// The check compares measured with stored sizes: "Label" (41.5 measured, 42 stored: −1.19%)
  /// and "Label Label" stored 8 points too wide (height right for both); the wrapped label
  /// is left out of the single-line figures.
  @Test func checkReportsMeasuredAgainstStored() throws {
    let views = """
      <label opaque="NO" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="A">
          <rect key="frame" x="20" y="20" width="42" height="20.5"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      <label opaque="NO" text="Label Label" translatesAutoresizingMaskIntoConstraints="NO" id="B">
          <rect key="frame" x="20" y="60" width="95" height="20.5"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      <label opaque="NO" text="Many words wrapping" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="C">
          <rect key="frame" x="20" y="100" width="60" height="61"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """
    var constraints = ""
    for (index, id) in ["A", "B", "C"].enumerated() {
      constraints += """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="l\(id)"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="\(20 + 40 * index)" id="t\(id)"/>

        """
    }
    constraints += """
      <constraint firstItem="C" firstAttribute="width" constant="60" id="wC"/>
      """
    let document = try StoryboardDocument(
      string: TestDocument.storyboard(subviews: views, constraints: constraints),
      file: "text.storyboard")
    let checks = document.check(measuresText: true).roots.flatMap(\.texts)
    #expect(checks.map(\.id) == ["A", "B", "C"])
    let a = try #require(checks.first)
    #expect(a.measured == Size(width: 41.5, height: 20.5))
    #expect(a.stored == Size(width: 42, height: 20.5))
    #expect(a.widthFromText && a.heightFromText && a.heightMatches)
    #expect(checks[2].numberOfLines == 0)
    #expect(!checks[2].isSingleLineSystemLabel)
    let accuracy = TextAccuracy(checks)
    #expect(accuracy.heightSample == 2)
    #expect(accuracy.heightMatches == 2)
    #expect(accuracy.heightMatchRate == 1)
    #expect(accuracy.widthSample == 2)
    let errorB = abs(checks[1].measured.width - 95) / 95
    #expect(accuracy.medianWidthError == (0.5 / 42 + errorB) / 2)
    #expect(document.check().roots.flatMap(\.texts).isEmpty)
  }

  /// An empty label measures 0 × 0 as UIKit sizes it, whatever frame Xcode kept for it (here
  /// the library's 42 × 21): it is listed but left out of the accuracy figures, while the
  /// label with text beside it counts.
  @Test func emptyLabelIsLeftOutOfTheFigures() throws {
    let views = """
      <label opaque="NO" text="" translatesAutoresizingMaskIntoConstraints="NO" id="E">
          <rect key="frame" x="20" y="20" width="42" height="21"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      <label opaque="NO" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="A">
          <rect key="frame" x="20" y="60" width="42" height="20.5"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """
    var constraints = ""
    for (index, id) in ["E", "A"].enumerated() {
      constraints += """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="l\(id)"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="\(20 + 40 * index)" id="t\(id)"/>

        """
    }
    let document = try StoryboardDocument(
      string: TestDocument.storyboard(subviews: views, constraints: constraints),
      file: "empty.storyboard")
    let checks = document.check(measuresText: true).roots.flatMap(\.texts)
    #expect(checks.map(\.id) == ["E", "A"])
    #expect(checks.map(\.isEmpty) == [true, false])
    #expect(checks[0].measured == Size(width: 0, height: 0))
    #expect(checks[0].stored == Size(width: 42, height: 21))
    #expect(checks[0].heightFromText && !checks[0].heightMatches)
    #expect(checks.map(\.isSingleLineSystemLabel) == [false, true])
    let accuracy = TextAccuracy(checks)
    #expect(accuracy.heightSample == 1)
    #expect(accuracy.heightMatches == 1)
    #expect(accuracy.widthSample == 1)
  }
}
