/// A ``ConflictDiagram`` as one self-contained HTML page for `layout explain --format html`:
/// the heading, the same schematic as the SVG output (inline, no network), then the
/// explanation as text.
public enum ConflictDiagramHTML {
  /// The page, ending with a newline.
  public static func render(_ diagram: ConflictDiagram) -> String {
    var body = ["<h1>\(Markup.escape(diagram.title))</h1>"]
    if !diagram.panels.isEmpty || diagram.omittedPanels > 0 {
      let svg = ConflictDiagramSVG.render(diagram, account: false)
      body.append("<figure class=\"conflicts\">")
      body.append(svg.hasSuffix("\n") ? String(svg.dropLast()) : svg)
      body.append("</figure>")
    }
    body.append("<div class=\"account\">")
    for line in diagram.account {
      // Not the SVG's `line` class: the inline SVG's stylesheet applies to the whole page.
      let classes = [line.kind.rawValue] + (line.indent > 0 ? ["indent"] : [])
      let element = line.kind == .title ? "h2" : "p"
      body.append(
        "<\(element) class=\"\(classes.joined(separator: " "))\">\(Markup.escape(line.text))"
          + "</\(element)>")
    }
    body.append("</div>")
    let head = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<title>\(Markup.escape(diagram.title))</title>",
      style,
      "</head>",
      "<body>",
    ]
    return (head + body + ["</body>", "</html>"]).joined(separator: "\n") + "\n"
  }

  /// The page's stylesheet, embedded so the page needs no network.
  static let style = """
    <style>
    body{font-family:Helvetica,Arial,sans-serif;margin:24px;color:#111827;background:#f9fafb}
    h1{font-size:20px}
    figure{margin:0 0 16px;background:#fff;border:1px solid #e5e7eb;padding:8px}
    .account p{margin:2px 0;font-size:13px}.account p.indent{margin-left:24px}
    .account p.note{color:#4b5563}.account h2{font-size:15px;margin:16px 0 4px}
    figure.conflicts{overflow-x:auto}
    </style>
    """
}
