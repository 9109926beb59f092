// A program outside the repository's package, built by Tools/consumer-test against this
// package by path: what an app sees after `import AdaptiveLayout` (plus the dense backend's
// and the device matrix's own products). It lays out a screen from code and from a layout
// file on a catalog device, with both backends, runs a layout file on every iPhone for its
// problems, and exits non-zero on any frame or problem that is not the expected one.
import AdaptiveLayout
import DenseSimplex
import Foundation
import LayoutMatrix

var failures = 0
@MainActor func expect(_ actual: Rect, _ expected: Rect, _ what: String) {
  if actual != expected {
    print("FAIL \(what): \(actual), expected \(expected)")
    failures += 1
  } else {
    print("ok   \(what): \(actual)")
  }
}

let iPhone = try DeviceCatalog.lookup("iPhone 15")
let portrait = try iPhone.geometry(in: .portrait)
let screen = Size(width: portrait.size.width, height: portrait.size.height)

for backend in [SolverBackend.cassowary, .dense] {
  // From code: a title pinned 20 pt inside the top-leading corner, 200 wide, 44 high.
  let engine = LayoutEngine(backend: backend, rootSize: screen, scale: 3)
  let title = View("title")
  try engine.root.addSubview(title)
  try title.makeConstraints { $0.top.leading.equalToSuperview().inset(20) }
  try LayoutConstraint.activate([
    title.widthAnchor.constraint(equalToConstant: 200),
    title.heightAnchor.constraint(equalToConstant: 44),
  ])
  try engine.layoutIfNeeded()
  expect(title.frame, Rect(x: 20, y: 20, width: 200, height: 44), "\(backend) code")

  // From a layout file: a bar across the root under its top edge.
  let file = try LayoutFileParser.parse(
    """
    view bar
    view name: UILabel { text "Johnny Appleseed"; font 15 }
    name.leading == bar.leading
    name.top == bar.bottom + 8
    H:|-16-[bar]-16-|
    bar.top == root.top + 10
    bar.height == 50
    """)
  let fileEngine = LayoutEngine(backend: backend, rootSize: screen, scale: 3)
  let lowered = try file.resolved().install(
    in: fileEngine, traits: TraitCollection(portrait.sizeClasses))
  try fileEngine.layoutIfNeeded()
  guard let bar = lowered.views["bar"] else {
    print("FAIL \(backend) layout file: no view 'bar'")
    exit(1)
  }
  expect(bar.frame, Rect(x: 16, y: 10, width: 361, height: 50), "\(backend) layout file")
  // A label sized by its measured text (HarfBuzz and FreeType), as UIKit sizes it.
  if let name = lowered.views["name"] {
    expect(
      name.frame, Rect(x: 16, y: 68, width: 382.0 / 3, height: 18), "\(backend) measured label")
  } else {
    print("FAIL \(backend) layout file: no view 'name'")
    failures += 1
  }
}
// The device matrix without the command line: a 400-point box is off the screen exactly
// where the window is narrower than 400 points.
let box = try LayoutSource.parse(
  bytes: Array(
    """
    view box
    box.top == root.safeArea.top
    box.leading == root.leading
    box.width == 400
    box.height == 40
    """.utf8), path: "box.layout")
let phones = DeviceCatalog.all.filter { $0.family == .iPhone }
let configurations = LayoutEnvironment.configurations(
  of: box.layout, devices: phones, multitasking: false)
let screens = MatrixSolver.solve(box, configurations: configurations, jobs: 2)
let offScreen = screens.filter { $0.problems.contains { $0.kind == .offScreen } }
let narrow = configurations.filter { $0.windowSize.width < 400 }
if screens.count != configurations.count || offScreen.map(\.configuration) != narrow
  || narrow.isEmpty || narrow.count == configurations.count
{
  print("FAIL matrix: \(offScreen.count) of \(screens.count) off-screen, expected \(narrow.count)")
  failures += 1
} else {
  print(
    "ok   matrix: box off-screen in \(offScreen.count) of \(screens.count) iPhone configurations")
  print(ProblemReport.lines(offScreen[0].problems, source: box), terminator: "")
}
if failures > 0 {
  print("\(failures) failed")
  exit(1)
}
print("consumer: every frame as expected")
