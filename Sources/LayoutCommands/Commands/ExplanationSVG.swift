import LayoutExplain
import LayoutRendering

/// Draws an ``Explanation`` as a standalone SVG document for `layout explain --format svg`:
/// a heading, the diagram of the views and conflicting constraints
/// (``ExplanationDiagram``), then the same account as the text output, with each
/// constraint under the number the diagram shows.
enum ExplanationSVG {
  /// The blank border around everything, in SVG units.
  static let padding = 16.0
  /// The height of one line of the account.
  static let lineHeight = 16.0
  /// Where long lines of the account wrap, in characters.
  static let wrapColumn = 100

  /// The stylesheet, embedded so the file looks the same anywhere.
  static let style = """
    <style>
    .view rect{fill:#dbeafe;fill-opacity:0.55;stroke:#1d4ed8;stroke-width:1}
    .view.involved rect{fill:#fee2e2;stroke:#dc2626;stroke-width:1.5}
    .name{font-size:10px;fill:#1e3a8a}
    .constraint line{stroke:#b91c1c;stroke-width:1.5}
    .constraint.broken line{stroke-dasharray:5 3}
    .number{font-size:10px;font-weight:bold;fill:#b91c1c}
    .heading{font-size:16px;font-weight:bold;fill:#111827}
    .line{font-size:12px;fill:#111827}
    .line.title{font-weight:bold}
    .line.note{fill:#4b5563}
    </style>
    """

  /// The SVG text, ending with a newline.
  static func render(_ explanation: Explanation) -> String {
    let diagram = ExplanationDiagram(explanation)
    let account = lines(explanation)
    var body = [text("Auto Layout conflict log: \(explanation.fileName)", x: 0, y: 16, "heading")]
    var y = 32.0
    if diagram.width > 0 {
      body.append("<g transform=\"translate(0,\(number(y)))\">")
      body += diagram.elements.map { "  " + $0 }
      body.append("</g>")
      y += diagram.height + 20
    }
    for (line, kind) in account {
      y += lineHeight
      body.append(text(line, x: 0, y: y, kind.isEmpty ? "line" : "line \(kind)"))
    }
    let longest = account.map(\.text.count).max() ?? 0
    let width = max(diagram.width, Double(longest) * 12 * 0.6, 320) + 2 * padding
    let height = y + 6 + 2 * padding
    let open =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" "
      + "height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\" "
      + "font-family=\"Helvetica, Arial, sans-serif\">"
    let group = "<g transform=\"translate(\(number(padding)),\(number(padding)))\">"
    return ([open, style, group] + body.map { "  " + $0 } + ["</g>", "</svg>"])
      .joined(separator: "\n") + "\n"
  }

  /// The account under the diagram: each line with its style (`title`, `note` or plain).
  static func lines(_ explanation: Explanation) -> [(text: String, kind: String)] {
    var result: [(text: String, kind: String)] = []
    func add(_ line: String, _ kind: String = "", indent: String = "") {
      let wrapped = wrap(line, width: wrapColumn - indent.count)
      for (index, part) in wrapped.enumerated() {
        result.append((indent + (index == 0 ? "" : "  ") + part, kind))
      }
    }
    let numbers = Dictionary(
      explanation.constraints.enumerated().map { ($0.element.address, $0.offset + 1) },
      uniquingKeysWith: { first, _ in first })
    let entries = Dictionary(
      explanation.constraints.map { ($0.address, $0) }, uniquingKeysWith: { first, _ in first })
    func named(_ address: String) -> String {
      guard let entry = entries[address], let number = numbers[address] else { return address }
      return "[\(number)] \(entry.description)  (\(entry.provenance), line \(entry.line))"
    }
    if let headline = explanation.noConflictHeadline { add(headline, "title") }
    for (index, conflict) in explanation.conflicts.enumerated() {
      let axis = conflict.axis.map { " (\($0.rawValue))" } ?? ""
      add("Conflict \(index + 1)\(axis): \(conflict.summary)", "title")
      for address in conflict.constraints { add(named(address), indent: "  ") }
      add(
        "\(conflict.framework) broke: " + (conflict.uikitBroke.map(named) ?? "unknown"),
        indent: "  ")
      add(
        "We would break: \(named(conflict.wouldBreak)), because \(conflict.reason).", indent: "  ")
      for fix in conflict.fixes { add("Fix: " + fix.summary, indent: "  ") }
    }
    if !explanation.missing.isEmpty {
      add("Missing from the log:", "title")
      for item in explanation.missing { add("- " + item, "note", indent: "  ") }
    }
    if !explanation.issues.isEmpty {
      add("Could not read:", "title")
      for issue in explanation.issues { add("line \(issue)", "note", indent: "  ") }
    }
    return result
  }

  /// `line` cut at spaces into parts of at most `width` characters (longer words stay
  /// whole).
  static func wrap(_ line: String, width: Int) -> [String] {
    var parts: [String] = []
    var current = ""
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      if !current.isEmpty, current.count + 1 + word.count > width {
        parts.append(current)
        current = String(word)
      } else {
        current += current.isEmpty ? String(word) : " " + word
      }
    }
    parts.append(current)
    return parts
  }

  /// A `<text>` element with escaped content.
  static func text(_ content: String, x: Double, y: Double, _ kind: String) -> String {
    "<text class=\"\(kind)\" x=\"\(number(x))\" y=\"\(number(y))\" xml:space=\"preserve\">"
      + "\(Markup.escape(content))</text>"
  }

  /// A coordinate with at most two decimals.
  static func number(_ value: Double) -> String {
    NumberText.format(value, decimals: 2)
  }
}
