import Cassowary
import LayoutCore

/// The built-in example `layout demo` solves: a toolbar of three buttons with intrinsic widths
/// under a title, in a 375×667 portrait screen and again after rotating to 667×375.
///
/// It shows the solver's everyday pattern: required layout, intrinsic sizes held with
/// hugging (250) and compression resistance (750), and the screen size as edit variables that
/// a rotation re-suggests.
public enum DemoScreen {
  /// Solves the example in both orientations and renders the frames as text.
  public static func render() throws(LayoutError) -> String {
    let solver = CassowarySolver()
    let width = Variable("screen.width")
    let height = Variable("screen.height")
    try solver.addEditVariable(width, priority: .strong)
    try solver.addEditVariable(height, priority: .strong)
    try solver.suggestValue(375, for: width)
    try solver.suggestValue(667, for: height)

    let names = ["title", "back", "share", "done"]
    var frames: [(String, [Variable])] = []
    for name in names {
      frames.append((name, ["x", "y", "w", "h"].map { Variable("\(name).\($0)") }))
    }
    let f = Dictionary(uniqueKeysWithValues: frames.map { ($0.0, $0.1) })
    var constraints: [Constraint] = []
    let title = f["title"]!
    constraints += [
      title[0] == 20, title[1] == 40, title[0] + title[2] == width - 20, title[3] == 44,
    ]
    let buttons = ["back", "share", "done"].map { f[$0]! }
    let intrinsic: [Double] = [60, 120, 60]
    for (i, b) in buttons.enumerated() {
      constraints += [b[1] == height - 64, b[3] == 44, b[2] >= 0]
      // The middle button hugs harder (251), so the spare width goes to the outer two.
      let hugging: Priority = i == 1 ? 251 : .defaultLow
      constraints.append(Constraint(b[2] - intrinsic[i], .lessThanOrEqual, priority: hugging))
      constraints.append(
        Constraint(b[2] - intrinsic[i], .greaterThanOrEqual, priority: .defaultHigh))
    }
    constraints += [
      buttons[0][0] == 20,
      buttons[1][0] == buttons[0][0] + buttons[0][2] + 8,
      buttons[2][0] == buttons[1][0] + buttons[1][2] + 8,
      buttons[2][0] + buttons[2][2] == width - 20,
      buttons[0][2] == buttons[2][2],
    ]
    try solver.add(constraints)

    var text = ""
    for (label, size) in [("portrait", (375.0, 667.0)), ("landscape", (667.0, 375.0))] {
      try solver.suggestValue(size.0, for: width)
      try solver.suggestValue(size.1, for: height)
      text += "\(label) \(formatNumber(size.0))x\(formatNumber(size.1))\n"
      for (name, v) in frames {
        let values = v.map { formatNumber(solver.value(of: $0)) }
        text +=
          "  \(name + String(repeating: " ", count: max(0, 6 - name.count))) (\(values[0]), \(values[1]), \(values[2]), \(values[3]))\n"
      }
    }
    return text
  }
}
