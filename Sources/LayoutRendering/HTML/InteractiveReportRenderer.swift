/// Writes the interactive report (`matrix --report`, `check --report`, `render --format html`):
/// one self-contained HTML page (inline style and script, no network) holding every
/// configuration's frames as one embedded JSON blob, with controls to pick the device,
/// orientation, window and content size, a problems-only filter, a view tree, and the
/// constraints that place the selected view with their sources.
///
/// Only the selected configuration is drawn, on demand, so the page opens quickly for large
/// matrices. A URL fragment (`#device=iphone-15&orientation=landscapeLeft&view=title`)
/// selects a configuration and a view, so a CI link can point at a failing screen.
public enum InteractiveReportRenderer {
  /// The `generator` meta tag that marks a page as this report, so a later run may replace it.
  public static let generator = "AdaptiveLayout interactive report"

  /// The page, ending with a newline.
  ///
  /// - Parameter picker: the label of the first control, which lists the screens'
  ///   ``ScreenInfo/deviceName``s (`Device`; `Screen` when they name scenes).
  /// - Throws: ``RenderingError/reportSize(configurations:)`` for no screens or more than
  ///   ``ReportLimits/maximumConfigurations``.
  public static func render(_ screens: [ReportScreen], title: String, picker: String = "Device")
    throws(RenderingError) -> String
  {
    guard (1...ReportLimits.maximumConfigurations).contains(screens.count) else {
      throw .reportSize(configurations: screens.count)
    }
    // `<` only occurs inside JSON strings, where `\u003c` means the same: the blob can then
    // never close its script element or open a comment.
    var data = ""
    for character in ReportData.json(screens, title: title).unicodeScalars {
      if character == "<" { data += "\\u003c" } else { data.unicodeScalars.append(character) }
    }
    let lines = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<meta name=\"generator\" content=\"\(generator)\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>\(Markup.escape(title.isEmpty ? "Layout report" : title))</title>",
      "<style>", ReportStyle.css, "</style>",
      "</head>",
      "<body>",
      ReportMarkup.body(title: title, picker: picker),
      "<script type=\"application/json\" id=\"report-data\">",
      data,
      "</script>",
      "<script>", ReportScript.javaScript, "</script>",
      "</body>",
      "</html>",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}

extension ReportScreen {
  /// A screen whose problems are read from the snapshot's own diagnostics, for callers that
  /// have no problem list of their own (conflicts, rejected constraints, ambiguity).
  public init(diagnosing snapshot: LayoutSnapshot) {
    let diagnostics = snapshot.diagnostics
    var problems = diagnostics.conflicts.map {
      ReportProblem(kind: "unsatisfiable", message: "broke \($0.broken)", isError: true)
    }
    problems += diagnostics.rejected.map {
      ReportProblem(kind: "rejected", message: $0, isError: true)
    }
    problems += diagnostics.ambiguous.map {
      ReportProblem(
        kind: "ambiguous", message: "\($0.qualifiedVariables) not determined", isError: true)
    }
    self.init(snapshot: snapshot, problems: problems)
  }
}
