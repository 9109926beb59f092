// Writes the interactive report for a synthetic matrix, without solving: COUNT configurations
// (1,000 by default) of a screen of ROWS x COLUMNS labelled views (20 x 20 = 400), each
// configuration a different width so that no two share frames (the worst case for the
// report's sharing). Prints the page's size and the time taken to build it; `run.sh` then
// opens the page in headless Chromium and reads how long it took to become usable.
//
//   swift run -c release ReportBenchmark OUT.html [COUNT] [ROWS] [COLUMNS]
import Foundation
import AutoLayout
import LayoutRendering

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  FileHandle.standardError.write(
    Data("usage: ReportBenchmark OUT.html [COUNT] [ROWS] [COLUMNS]\n".utf8))
  exit(2)
}
let count = arguments.count > 2 ? Int(arguments[2]) ?? 1_000 : 1_000
let rows = arguments.count > 3 ? Int(arguments[3]) ?? 20 : 20
let columns = arguments.count > 4 ? Int(arguments[4]) ?? 20 : 20

func screen(_ number: Int) -> ReportScreen {
  let width = 320.0 + Double(number % 700)
  let height = 852.0
  let cell = (width - 32) / Double(columns)
  var views = [
    ViewRecord(
      name: "root", frame: Rect(x: 0, y: 0, width: width, height: height),
      rootFrame: Rect(x: 0, y: 0, width: width, height: height))
  ]
  for row in 0..<rows {
    for column in 0..<columns {
      let frame = Rect(
        x: 16 + Double(column) * cell, y: 59 + Double(row) * 22, width: cell, height: 20)
      var view = ViewRecord(
        name: "v\(row)_\(column)", className: "UILabel", text: "\(row),\(column)",
        superviewIndex: 0, depth: 1, frame: frame, rootFrame: frame)
      view.placements = [
        PlacingConstraint(
          axis: .horizontal, text: "v\(row)_\(column).width == v\(row)_0.width",
          source: "grid.layout:\(row * columns + column + 1):1", holds: true),
        PlacingConstraint(
          axis: .vertical, text: "v\(row)_\(column).height == 20",
          source: "grid.layout:\(row * columns + column + 1):30", holds: true),
      ]
      views.append(view)
    }
  }
  let info = ScreenInfo(
    title: "Grid", deviceName: "Device \(number / 4)",
    orientation: ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"][
      number % 4], size: Size(width: width, height: height), scale: 3)
  return ReportScreen(snapshot: LayoutSnapshot(screen: info, views: views))
}

let start = Date()
let screens = (0..<count).map(screen)
let page = try InteractiveReportRenderer.render(screens, title: "Grid")
let elapsed = Date().timeIntervalSince(start)
try page.write(toFile: arguments[1], atomically: true, encoding: .utf8)
print(
  "configurations \(count), views \(rows * columns + 1), bytes \(page.utf8.count), "
    + "built in \(String(format: "%.2f", elapsed)) s")
