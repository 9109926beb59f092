/// Draws a ``ConflictDiagram`` as a standalone SVG document for `layout explain --format
/// svg`: a heading, one schematic per conflict (``SchematicLayout``), a legend, then the
/// explanation's text with each constraint under the number its marker shows.
public enum ConflictDiagramSVG {
  /// The blank border around everything, in SVG units.
  static let padding = 16.0
  /// The height of one line of the explanation.
  static let lineHeight = 16.0
  /// Where long lines of the explanation wrap, in characters.
  static let wrapColumn = 100
  /// The space between panels.
  static let panelGap = 28.0

  /// The SVG text, ending with a newline. With `account` false, the heading and the text
  /// are left out (the HTML page sets them as HTML).
  public static func render(_ diagram: ConflictDiagram, account: Bool = true) -> String {
    var body: [String] = []
    var y = 0.0
    var width = 320.0
    if account {
      body.append(text(diagram.title, x: 0, y: 16, "heading"))
      width = max(width, Double(diagram.title.count) * 16 * 0.6)
      y = 32
    }
    for panel in diagram.panels {
      let layout = SchematicLayout(panel)
      body.append(text(panel.title, x: 0, y: y + 13, "caption"))
      width = max(width, Double(panel.title.count) * 13 * 0.6)
      y += 22
      body.append("<g class=\"panel\" transform=\"translate(0,\(number(y)))\">")
      body += figure(layout).map { "  " + $0 }
      body.append("</g>")
      width = max(width, layout.width)
      y += layout.height
      if panel.omittedConstraints > 0 {
        let note = "\(panel.omittedConstraints) more constraints of this conflict are not drawn"
        body.append(text(note, x: 0, y: y + 14, "line note"))
        y += 16
      }
      y += panelGap
    }
    if diagram.omittedPanels > 0 {
      body.append(
        text(
          "\(diagram.omittedPanels) more conflicts are not drawn (the text lists them)", x: 0,
          y: y + 12, "line note"))
      y += 24
    }
    if !diagram.panels.isEmpty {
      let (elements, size) = legend(diagram)
      body.append("<g class=\"legend\" transform=\"translate(0,\(number(y)))\">")
      body += elements.map { "  " + $0 }
      body.append("</g>")
      width = max(width, size.width)
      y += size.height
    }
    if account {
      for line in diagram.account {
        let indent = String(repeating: "  ", count: line.indent)
        let parts = wrap(line.text, width: wrapColumn - indent.count)
        for (index, part) in parts.enumerated() {
          y += lineHeight
          let content = indent + (index == 0 ? "" : "  ") + part
          let kind = line.kind == .plain ? "line" : "line \(line.kind.rawValue)"
          body.append(text(content, x: 0, y: y, kind))
          width = max(width, Double(content.count) * 12 * 0.6)
        }
      }
    }
    let totalWidth = width + 2 * padding
    let totalHeight = y + 6 + 2 * padding
    let open =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(totalWidth))\" "
      + "height=\"\(number(totalHeight))\" viewBox=\"0 0 \(number(totalWidth)) "
      + "\(number(totalHeight))\" font-family=\"Helvetica, Arial, sans-serif\">"
    let group = "<g transform=\"translate(\(number(padding)),\(number(padding)))\">"
    return ([open, style, group] + body.map { "  " + $0 } + ["</g>", "</svg>"])
      .joined(separator: "\n") + "\n"
  }

  /// The stylesheet, embedded so the file looks the same anywhere: boxes, markers, text,
  /// and one class per constraint style.
  static var style: String {
    var rules = [
      ".view rect{fill:#f8fafc;fill-opacity:0.7;stroke:#475569;stroke-width:1}",
      ".view .name{font-size:11px;font-weight:bold;fill:#0f172a}",
      ".view .size{font-size:11px;fill:#334155}",
      ".tick{stroke-width:1.2}",
      ".marker rect{fill:#ffffff;stroke-width:1}",
      ".marker text{font-size:10px;font-weight:bold}",
      ".heading{font-size:16px;font-weight:bold;fill:#111827}",
      ".caption{font-size:13px;font-weight:bold;fill:#111827}",
      ".legend text{font-size:11px;fill:#111827}",
      ".line{font-size:12px;fill:#111827}",
      ".line.title{font-weight:bold}",
      ".line.note{fill:#4b5563}",
    ]
    for style in ConstraintStyle.all {
      let c = "." + style.cssClass
      rules.append(
        "\(c) .styled{stroke:\(style.colour);stroke-width:\(number(style.width));"
          + "stroke-dasharray:\(style.dash)}")
      rules.append("\(c) .tick{stroke:\(style.colour)}")
      rules.append("\(c) circle,\(c) .across{fill:#ffffff;stroke:\(style.colour);stroke-width:1.5}")
      rules.append("\(c).marker rect{stroke:\(style.colour)}\(c).marker text{fill:\(style.colour)}")
    }
    return "<style>\n" + rules.joined(separator: "\n") + "\n</style>"
  }

  /// One panel's elements, with its top-left corner at (0, 0).
  static func figure(_ layout: SchematicLayout) -> [String] {
    var elements: [String] = []
    for box in layout.boxes {
      let r = box.rect
      elements += [
        "<g class=\"view\">",
        "  <title>\(Markup.escape(box.name + " (" + box.lines[1] + ")"))</title>",
        "  <rect x=\"\(number(r.x))\" y=\"\(number(r.y))\" width=\"\(number(r.width))\" "
          + "height=\"\(number(r.height))\" rx=\"3\"/>",
        "  " + text(box.lines[0], x: r.x + 6, y: r.y + 13, "name"),
        "  " + text(box.lines[1], x: r.x + 6, y: r.y + 27, "size"),
        "</g>",
      ]
    }
    for glyph in layout.glyphs {
      let style = ConstraintStyle.of(glyph.constraint)
      elements.append("<g class=\"constraint \(style.cssClass)\">")
      elements.append("  <title>\(Markup.escape(glyph.constraint.description))</title>")
      for shape in glyph.shapes { elements.append("  " + svg(shape)) }
      elements.append("</g>")
    }
    for (marker, glyph) in zip(layout.markers, layout.glyphs) {
      let style = ConstraintStyle.of(glyph.constraint)
      let r = marker.rect
      elements += [
        "<g class=\"marker \(style.cssClass)\">",
        "  <rect x=\"\(number(r.x))\" y=\"\(number(r.y))\" width=\"\(number(r.width))\" "
          + "height=\"\(number(r.height))\" rx=\"3\"/>",
        "  " + text(marker.text, x: r.x + 4, y: r.y + 12, "label"),
        "</g>",
      ]
    }
    return elements
  }

  /// A shape as an SVG element.
  static func svg(_ shape: SchematicLayout.Shape) -> String {
    switch shape {
    case .styled(let x1, let y1, let x2, let y2): line("styled", x1, y1, x2, y2)
    case .tick(let x1, let y1, let x2, let y2): line("tick", x1, y1, x2, y2)
    case .centre(let x, let y):
      "<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"3.5\"/>"
    case .across(let x, let y):
      "<rect class=\"across\" x=\"\(number(x - 3.5))\" y=\"\(number(y - 3.5))\" width=\"7\" "
        + "height=\"7\" transform=\"rotate(45 \(number(x)) \(number(y)))\"/>"
    }
  }

  static func line(_ kind: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> String
  {
    "<line class=\"\(kind)\" x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" "
      + "y2=\"\(number(y2))\"/>"
  }

  /// The legend: a sample of each line style the diagram uses, then the glyphs.
  static func legend(_ diagram: ConflictDiagram) -> (
    elements: [String], size: (width: Double, height: Double)
  ) {
    let used = Set(diagram.panels.flatMap(\.constraints).map { ConstraintStyle.of($0).cssClass })
    let styles = ConstraintStyle.all.filter { used.contains($0.cssClass) }
    var elements = [text("Legend", x: 0, y: 12, "caption")]
    var y = 28.0
    var width = 0.0
    for style in styles {
      elements += [
        "<g class=\"\(style.cssClass)\">",
        "  " + line("styled", 0, y - 4, 40, y - 4),
        "  " + text(style.label, x: 50, y: y, "entry"),
        "</g>",
      ]
      width = max(width, 50 + Double(style.label.count) * 6.6)
      y += 16
    }
    let key = [
      ("edge", SchematicLayout.Shape.tick(x1: 20, y1: y - 9, x2: 20, y2: y + 1)),
      ("centre", .centre(x: 20, y: y + 12)),
      ("size (dimension line)", .tick(x1: 4, y1: y + 23, x2: 4, y2: y + 33)),
      ("attribute on the other axis", .across(x: 20, y: y + 44)),
    ]
    elements.append("<g class=\"c-user\">")
    for (offset, (label, shape)) in key.enumerated() {
      let row = y + 16 * Double(offset)
      elements.append("  " + svg(shape))
      if offset == 2 {
        elements.append("  " + line("styled", 4, row - 4, 36, row - 4))
        elements.append("  " + line("tick", 36, row - 9, 36, row + 1))
      }
      elements.append("  " + text(label, x: 50, y: row, "entry"))
      width = max(width, 50 + Double(label.count) * 6.6)
    }
    elements.append("</g>")
    y += 16 * Double(key.count)
    return (elements, (width, y))
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
