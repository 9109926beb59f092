/// Helpers that write SVG elements with escaped attribute values and tidy numbers.
enum SVGMarkup {
  /// The stylesheet every SVG carries, so a file looks the same alone or inside a report.
  ///
  /// A class's font size here overrides a `font-size` attribute (CSS beats presentation
  /// attributes), so sizes that vary are written as inline `style` and measured text has a
  /// class (`text`) that sets no size.
  static let style = """
    <style>
    .screen{fill:#ffffff;stroke:#1f2937;stroke-width:1.5}
    .unsafe{fill:#6b7280;fill-opacity:0.28;fill-rule:evenodd}
    .margins{fill:#3b82f6;fill-opacity:0.12;fill-rule:evenodd}
    .view rect{fill:#dbeafe;fill-opacity:0.55;stroke:#1d4ed8;stroke-width:1}
    .view.ambiguous rect{fill:#fee2e2;stroke:#dc2626;stroke-width:1.5;stroke-dasharray:4 2}
    .name{font-size:10px;fill:#1e3a8a}
    .view.ambiguous .name{fill:#b91c1c}
    .content{font-size:11px;fill:#111827}
    .text{fill:#111827}
    .title{font-size:14px;font-weight:bold;fill:#111827}
    .caption{font-size:11px;fill:#4b5563}
    .note{font-size:11px;fill:#b91c1c}
    .heading{font-size:16px;font-weight:bold;fill:#111827}
    </style>
    """

  /// Font family for all text, set once on the root element.
  static let fontFamily = "Helvetica, Arial, sans-serif"

  /// A rough width of `text` at `fontSize` (average glyph width 0.6 em), used only to size
  /// documents so long notes are not cut off.
  static func estimatedWidth(_ text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * 0.6
  }

  /// `name="value"` pairs, values escaped.
  static func attributes(_ pairs: [(String, String)]) -> String {
    pairs.map { " \($0.0)=\"\(Markup.escape($0.1))\"" }.joined()
  }

  /// A number for an attribute.
  static func number(_ value: Double) -> String {
    value.isFinite ? NumberText.format(value, decimals: 2) : "0"
  }

  /// An empty element such as `<rect .../>`.
  static func empty(_ name: String, _ pairs: [(String, String)]) -> String {
    "<\(name)\(attributes(pairs))/>"
  }

  /// An element with escaped text content.
  static func text(_ name: String, _ pairs: [(String, String)], _ content: String) -> String {
    "<\(name)\(attributes(pairs))>\(Markup.escape(content))</\(name)>"
  }

  /// A complete standalone document around `body` (already in document coordinates).
  static func document(width: Double, height: Double, body: [String]) -> String {
    let open =
      "<svg xmlns=\"http://www.w3.org/2000/svg\""
      + attributes([
        ("width", number(width)), ("height", number(height)),
        ("viewBox", "0 0 \(number(width)) \(number(height))"),
        ("font-family", fontFamily),
      ]) + ">"
    return ([open, style] + body + ["</svg>"]).joined(separator: "\n") + "\n"
  }
}
