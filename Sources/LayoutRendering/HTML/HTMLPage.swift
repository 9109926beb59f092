/// The page shell shared by HTML outputs: doctype, UTF-8, title and a small stylesheet
/// that needs no network.
enum HTMLPage {
  static let style = """
    <style>
    body{font-family:Helvetica,Arial,sans-serif;margin:24px;color:#111827;background:#f9fafb}
    h1{font-size:22px}h2{font-size:18px;margin-top:28px}h3{font-size:15px}
    .row{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
    figure{margin:0;background:#fff;border:1px solid #e5e7eb;padding:8px}
    figure.unsatisfiable,figure.rejected{border-color:#dc2626}
    figure.ambiguous{border-color:#f59e0b}
    figcaption{font-size:12px;color:#4b5563;margin-top:4px}
    table{border-collapse:collapse;font-size:12px;background:#fff}
    th,td{border:1px solid #e5e7eb;padding:3px 8px;text-align:left}
    td.number{text-align:right;font-variant-numeric:tabular-nums}
    .status-ok{color:#047857}.status-problem{color:#b91c1c;font-weight:bold}
    pre{background:#fff;border:1px solid #e5e7eb;padding:8px;font-size:12px;overflow-x:auto}
    </style>
    """

  /// A complete document around `body` lines, ending with a newline.
  static func render(title: String, body: [String]) -> String {
    let head = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<title>\(Markup.escape(title))</title>",
      style,
      "</head>",
      "<body>",
    ]
    return (head + body + ["</body>", "</html>"]).joined(separator: "\n") + "\n"
  }
}
