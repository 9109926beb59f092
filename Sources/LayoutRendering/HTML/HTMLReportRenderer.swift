import AutoLayout

/// Writes an HTML report for one or more screens: a summary table, then for each screen its
/// SVG drawing, its frames table and its diagnostics. The page is self-contained (inline
/// SVG and CSS) so it can be attached to a CI run and opened anywhere.
public enum HTMLReportRenderer {
  /// The page, ending with a newline.
  ///
  /// - Parameters:
  ///   - title: the page heading (the layout's name).
  ///   - scale: SVG units per point for the drawings.
  /// - Throws: ``RenderingError/invalidScale(_:)`` unless `scale` is positive and finite,
  ///   ``RenderingError/invalidScreenSize(width:height:)`` for a screen without a positive
  ///   finite size.
  public static func render(_ snapshots: [LayoutSnapshot], title: String, scale: Double = 0.75)
    throws(RenderingError) -> String
  {
    var body = ["<h1>\(Markup.escape(title))</h1>"]
    body += summary(snapshots)
    for (number, snapshot) in snapshots.enumerated() {
      body.append("<section id=\"screen-\(number + 1)\">")
      body.append("<h2>\(Markup.escape(snapshot.screen.caption))</h2>")
      if let backend = snapshot.backend {
        body.append("<p>backend: \(Markup.escape(backend))</p>")
      }
      body.append("<div class=\"row\">")
      body.append("<figure>")
      body.append(try SVGRenderer.render(snapshot, scale: scale).trimmingTrailingNewline)
      body.append("</figure>")
      body += frames(snapshot)
      body.append("</div>")
      body += diagnostics(snapshot.diagnostics)
      body.append("</section>")
    }
    return HTMLPage.render(title: title, body: body)
  }

  /// One line per screen: where it is, its status and counts.
  static func summary(_ snapshots: [LayoutSnapshot]) -> [String] {
    var lines = [
      "<table class=\"summary\">",
      "<tr><th>screen</th><th>status</th><th>views</th><th>conflicts</th>"
        + "<th>ambiguous items</th></tr>",
    ]
    for (number, snapshot) in snapshots.enumerated() {
      let status = snapshot.status
      let statusClass = status == "ok" ? "status-ok" : "status-problem"
      lines.append(
        "<tr><td><a href=\"#screen-\(number + 1)\">\(Markup.escape(snapshot.screen.caption))</a>"
          + "</td><td class=\"\(statusClass)\">\(status)</td>"
          + "<td class=\"number\">\(snapshot.views.count)</td>"
          + "<td class=\"number\">\(snapshot.diagnostics.conflicts.count)</td>"
          + "<td class=\"number\">\(snapshot.diagnostics.ambiguous.count)</td></tr>")
    }
    lines.append("</table>")
    return lines
  }

  /// The frames table of one screen, names indented by nesting.
  static func frames(_ snapshot: LayoutSnapshot) -> [String] {
    var lines = [
      "<table class=\"frames\">",
      "<tr><th>view</th><th>class</th><th>text</th><th>x</th><th>y</th><th>width</th>"
        + "<th>height</th><th>window x</th><th>window y</th><th>flags</th></tr>",
    ]
    for record in snapshot.views {
      var flags: [String] = []
      if record.isHidden { flags.append("hidden") }
      if record.isAmbiguous {
        flags.append(
          "ambiguous: " + record.ambiguousVariables.map(\.rawValue).joined(separator: ", "))
      }
      let numbers = [
        record.frame.x, record.frame.y, record.frame.width, record.frame.height,
        record.rootFrame.x, record.rootFrame.y,
      ].map { "<td class=\"number\">\(NumberText.format($0))</td>" }.joined()
      let indent = snapshot.indentation(of: record, unit: "&#160;&#160;")
      lines.append(
        "<tr><td>\(indent)\(Markup.escape(record.name))</td>"
          + "<td>\(Markup.escape(record.className))</td>"
          + "<td>\(Markup.escape(record.text ?? ""))</td>\(numbers)"
          + "<td>\(Markup.escape(flags.joined(separator: "; ")))</td></tr>")
    }
    lines.append("</table>")
    return lines
  }

  /// The diagnostics of one screen as headed lists.
  static func diagnostics(_ diagnostics: LayoutDiagnostics) -> [String] {
    if diagnostics.isEmpty {
      return ["<p class=\"status-ok\">No conflicts, no ambiguity.</p>"]
    }
    var lines: [String] = []
    if !diagnostics.conflicts.isEmpty {
      lines.append("<h3>Unsatisfiable constraints</h3>")
      for conflict in diagnostics.conflicts {
        lines.append(
          "<p>Broke <code>\(Markup.escape(conflict.broken))</code> out of:</p>")
        guard conflict.isListedInFull else {
          lines.append(
            "<p>(a set of \(conflict.constraintCount) constraints, counted: past the first "
              + "\(ConflictReport.maximumListedInFull) conflicts, sets of more than "
              + "\(ConflictReport.maximumSetListedPastTheFirst) are not listed)</p>")
          continue
        }
        lines.append(
          "<pre>" + conflict.constraints.map(Markup.escape).joined(separator: "\n") + "</pre>")
      }
    }
    if !diagnostics.brokenConstraints.isEmpty {
      lines.append("<h3>Broken now</h3>")
      lines.append(list(diagnostics.brokenConstraints))
    }
    if !diagnostics.rejected.isEmpty {
      lines.append("<h3>Rejected constraints</h3>")
      lines.append(list(diagnostics.rejected))
    }
    if !diagnostics.ambiguous.isEmpty {
      lines.append("<h3>Ambiguous layout</h3>")
      lines.append(list(diagnostics.ambiguous.map(\.qualifiedVariables)))
    }
    return lines
  }

  private static func list(_ items: [String]) -> String {
    "<ul>" + items.map { "<li><code>\(Markup.escape($0))</code></li>" }.joined() + "</ul>"
  }
}
