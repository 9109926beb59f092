import Foundation
import LayoutText

extension StoryboardReader {
  /// The `<attributedString>` of `node` with `key` (a label's or text view's
  /// `attributedText`, a button state's or configuration's `attributedTitle`) as runs and a
  /// paragraph style, nil without one or when a run's font cannot be known (an AppKit meta
  /// font written without a size, a font that follows the appearance), so the view keeps
  /// its stored size.
  ///
  /// Each `<fragment>` is a run: its characters in `content`, or in a `<string>` or
  /// `<mutableString>` child with `key="content"` (base64 when `base64-UTF8="YES"`); its
  /// `<attributes>` give the font (`NSFont`: a `metaFont` at `size` is the system font, a
  /// `name` at `size` is that font as a `fontDescription` would name it), the kern
  /// (`NSKern`), the baseline offset (`NSBaselineOffset`) and the paragraph style
  /// (`NSParagraphStyle`: the run's own, which styles the paragraphs starting in it, as
  /// TextKit styles a paragraph by its first character; the first one written is the
  /// text's). A run without a font is in UIKit's default for attributed strings, Helvetica
  /// Neue 12 pt.
  static func attributedText(
    of node: XMLElementNode, key: String = "attributedText",
    warnings: inout [StoryboardWarning]
  ) -> (AttributedText, fonts: [(TextFont, String?)])? {
    guard let string = node.child(named: "attributedString", key: key) else {
      return nil
    }
    var runs: [TextRun] = []
    var fonts: [(TextFont, String?)] = []
    var style: ParagraphStyle?
    for fragment in string.children(named: "fragment") {
      let attributes = fragment.child(named: "attributes")
      guard
        let font = runFont(
          attributes?.children.first { $0.name == "font" && $0["key"] == "NSFont" },
          warnings: &warnings)
      else { return nil }
      func number(_ key: String) -> Double {
        attributes?.children.first { $0["key"] == key }?["value"]
          .flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? 0
      }
      let own = attributes?.child(named: "paragraphStyle", key: "NSParagraphStyle")
        .map(paragraphStyle)
      runs.append(
        TextRun(
          fragmentContent(fragment), font: font.0, kern: number("NSKern"),
          baselineOffset: number("NSBaselineOffset"), paragraphStyle: own))
      fonts.append(font)
      if style == nil { style = own }
    }
    return (AttributedText(runs: runs, paragraphStyle: style ?? .standard), fonts)
  }

  /// A fragment's characters: its `content` attribute, else its `<string>` or
  /// `<mutableString>` child with `key="content"` (decoded when written in base64).
  static func fragmentContent(_ fragment: XMLElementNode) -> String {
    if let content = fragment["content"] { return content }
    let child = fragment.children.first {
      ($0.name == "string" || $0.name == "mutableString") && $0["key"] == "content"
    }
    guard let child else { return "" }
    let text = child.text ?? ""
    guard child["base64-UTF8"] == "YES" else { return text }
    var encoded = text.filter { !$0.isWhitespace }
    while encoded.utf8.count % 4 != 0 { encoded += "=" }
    return Data(base64Encoded: encoded).flatMap { String(data: $0, encoding: .utf8) } ?? ""
  }

  /// UIKit's font for an attributed run that names none: "a 12-point Helvetica(Neue) font"
  /// (`NSAttributedString.Key.font`'s documentation).
  static let attributedDefaultFont = (
    TextFont.custom(family: "Helvetica Neue", size: 12, postScriptName: "HelveticaNeue"),
    "HelveticaNeue" as String?
  )

  /// The font of a run's `<font key="NSFont">`: the system font for a `metaFont`, the named
  /// font otherwise, at `size`; nil when its size is not written or it follows the
  /// appearance (nothing in the document says how big it is).
  static func runFont(
    _ node: XMLElementNode?, warnings: inout [StoryboardWarning]
  ) -> (TextFont, String?)? {
    guard let node else { return attributedDefaultFont }
    guard let size = node["size"], node["usesAppearanceFont"] != "YES" else { return nil }
    var description: [String: String] = ["pointSize": size]
    if let name = node["name"] {
      switch name {
      case ".AppleSystemUIFont": description["type"] = "system"
      case ".AppleSystemUIFontEmphasized":
        description["type"] = "boldSystem"
      default: description["name"] = name
      }
    } else {
      description["type"] = node["metaFont"] == "systemBold" ? "boldSystem" : "system"
    }
    let fontDescription = XMLElementNode(
      name: "fontDescription", attributes: description, children: [], location: node.location)
    return font(fontDescription, defaultSize: 17, warnings: &warnings)
  }

  /// The size-changing parts of an `NSParagraphStyle` element; absent or unreadable values
  /// are the default's (0; the tail indent may be negative). Its `<tabStops>` are the
  /// locations of its `<textTab>` children in order (an empty list: none); without the
  /// element, the default paragraph style's stops.
  static func paragraphStyle(_ node: XMLElementNode) -> ParagraphStyle {
    func value(_ name: String, negative: Bool = false) -> Double {
      node[name].flatMap(Double.init).flatMap { $0.isFinite && (negative || $0 >= 0) ? $0 : nil }
        ?? 0
    }
    var stops = ParagraphStyle.defaultTabStops
    if let list = node.child(named: "tabStops") {
      stops = list.children(named: "textTab").compactMap {
        $0["location"].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
      }.sorted()
    }
    return ParagraphStyle(
      lineSpacing: value("lineSpacing"), paragraphSpacing: value("paragraphSpacing"),
      paragraphSpacingBefore: value("paragraphSpacingBefore"),
      minimumLineHeight: value("minimumLineHeight"),
      maximumLineHeight: value("maximumLineHeight"),
      lineHeightMultiple: value("lineHeightMultiple"),
      firstLineHeadIndent: value("firstLineHeadIndent"), headIndent: value("headIndent"),
      tailIndent: value("tailIndent", negative: true), tabStops: stops,
      defaultTabInterval: value("defaultTabInterval"))
  }
}
