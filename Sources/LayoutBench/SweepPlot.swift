import Foundation
import LayoutCore

/// An SVG plot of time against N on log–log axes: one line per workload kind and backend,
/// build time on the left panel and per-step re-solve time on the right.
public enum SweepPlot {
  /// Renders the table as a standalone SVG document.
  public static func svg(_ table: SweepTable) -> String {
    let panelWidth = 420.0
    let panelHeight = 300.0
    let margin = 60.0
    let width = 2 * panelWidth + 3 * margin
    let height = panelHeight + 2 * margin + 20 * Double(series(table).count)
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(formatFixed(width, 1))" height="\(formatFixed(height, 1))" \
      font-family="sans-serif" font-size="11">
      <rect width="100%" height="100%" fill="white"/>

      """
    let panels: [(String, String, (SweepTable.Entry) -> Double?)] = [
      ("build (ms)", "build", { $0.buildMilliseconds }),
      ("step (µs)", "step", { $0.stepMicroseconds }),
    ]
    let colors = [
      "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf",
    ]
    let allSeries = series(table)
    for (p, panel) in panels.enumerated() {
      let x0 = margin + Double(p) * (panelWidth + margin)
      let y0 = margin
      let points = table.entries.compactMap { e in panel.2(e).map { (Double(e.n), $0) } }.filter {
        $0.0 > 0 && $0.1 > 0
      }
      guard let minN = points.map(\.0).min(), let maxN = points.map(\.0).max(),
        let minT = points.map(\.1).min(), let maxT = points.map(\.1).max()
      else { continue }
      let lx = (log10(minN), max(log10(maxN), log10(minN) + 1))
      let ly = (floorLog(minT), max(ceilLog(maxT), floorLog(minT) + 1))
      func px(_ n: Double) -> Double { x0 + (log10(n) - lx.0) / (lx.1 - lx.0) * panelWidth }
      func py(_ t: Double) -> Double {
        y0 + panelHeight - (log10(t) - ly.0) / (ly.1 - ly.0) * panelHeight
      }
      svg +=
        "<rect x=\"\(formatFixed(x0, 1))\" y=\"\(formatFixed(y0, 1))\" width=\"\(formatFixed(panelWidth, 1))\" height=\"\(formatFixed(panelHeight, 1))\" fill=\"none\" stroke=\"#888\"/>\n"
      svg +=
        "<text x=\"\(formatFixed(x0 + panelWidth / 2, 1))\" y=\"\(formatFixed(y0 - 10, 1))\" text-anchor=\"middle\">\(panel.0) against N (log–log)</text>\n"
      var decade = ly.0
      while decade <= ly.1 {
        let y = py(pow10(decade))
        svg +=
          "<line x1=\"\(formatFixed(x0, 1))\" y1=\"\(formatFixed(y, 1))\" x2=\"\(formatFixed(x0 + panelWidth, 1))\" y2=\"\(formatFixed(y, 1))\" stroke=\"#eee\"/>\n"
        svg +=
          "<text x=\"\(formatFixed(x0 - 4, 1))\" y=\"\(formatFixed(y + 4, 1))\" text-anchor=\"end\">\(formatNumber(pow10(decade)))</text>\n"
        decade += 1
      }
      for n in unique(table.entries.map(\.n)).sorted() {
        svg +=
          "<text x=\"\(formatFixed(px(Double(n)), 1))\" y=\"\(formatFixed(y0 + panelHeight + 14, 1))\" text-anchor=\"middle\">\(n)</text>\n"
      }
      for (s, key) in allSeries.enumerated() {
        let line = table.entries.filter { $0.kind == key.kind && $0.backend == key.backend }.sorted
        { $0.n < $1.n }
        .compactMap { e in panel.2(e).map { (Double(e.n), $0) } }
        guard !line.isEmpty else { continue }
        let color = colors[s % colors.count]
        let dash = key.backend == allSeries.first?.backend ? "" : " stroke-dasharray=\"5,3\""
        let path = line.map { "\(formatFixed(px($0.0), 1)),\(formatFixed(py($0.1), 1))" }.joined(
          separator: " ")
        svg +=
          "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\"\(dash)/>\n"
        for point in line {
          svg +=
            "<circle cx=\"\(formatFixed(px(point.0), 1))\" cy=\"\(formatFixed(py(point.1), 1))\" r=\"2.5\" fill=\"\(color)\"/>\n"
        }
      }
    }
    for (s, key) in allSeries.enumerated() {
      let y = margin + panelHeight + 40 + 20 * Double(s)
      svg +=
        "<line x1=\"\(formatFixed(margin, 1))\" y1=\"\(formatFixed(y - 4, 1))\" x2=\"\(formatFixed(margin + 30, 1))\" y2=\"\(formatFixed(y - 4, 1))\" stroke=\"\(colors[s % colors.count])\" stroke-width=\"2\"/>\n"
      svg +=
        "<text x=\"\(formatFixed(margin + 36, 1))\" y=\"\(formatFixed(y, 1))\">\(escape(key.kind)) — \(escape(key.backend))</text>\n"
    }
    return svg + "</svg>\n"
  }

  struct SeriesKey: Hashable {
    var kind: String
    var backend: String
  }

  static func series(_ table: SweepTable) -> [SeriesKey] {
    unique(table.entries.map { SeriesKey(kind: $0.kind, backend: $0.backend) })
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}

func floorLog(_ x: Double) -> Double { log10(x).rounded(.down) }
func ceilLog(_ x: Double) -> Double { log10(x).rounded(.up) }
func pow10(_ e: Double) -> Double { pow(10.0, e) }
