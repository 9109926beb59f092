import LayoutCore

extension WorkloadBuilder {
  /// n equal-width buttons separated by n + 1 equal-width spacers across the container, each
  /// button hugging and resisting compression around an intrinsic width (about 500 pt in all,
  /// so portrait compresses and landscape leaves room in the spacers), centred vertically.
  mutating func chain(_ n: Int) -> (Variable, Variable) {
    let (width, height) = container()
    let spacers = (0...n).map { frame("spacer\($0)", ["l", "w"]) }
    let buttons = (0..<n).map { frame("button\($0)") }
    add(WorkloadSide(spacers[0]["l"]!), .equal)
    add(WorkloadSide(spacers[0]["w"]!), .greaterThanOrEqual)
    add(WorkloadSide(buttons[0]["w"]!), .greaterThanOrEqual)
    let scale = 400.0 / Double(n)
    for i in 0..<n {
      let button = buttons[i]
      add(
        WorkloadSide(button["l"]!), .equal,
        WorkloadSide([(1, spacers[i]["l"]!), (1, spacers[i]["w"]!)]))
      add(
        WorkloadSide(spacers[i + 1]["l"]!), .equal,
        WorkloadSide([(1, button["l"]!), (1, button["w"]!)]))
      if i > 0 { add(WorkloadSide(button["w"]!), .equal, WorkloadSide(buttons[0]["w"]!)) }
      let intrinsic = scale * (0.75 + 0.5 * (Double((29 * i) % 61) / 60.0))
      add(WorkloadSide(button["w"]!), .greaterThanOrEqual, WorkloadSide(intrinsic), 750)
      add(WorkloadSide(button["w"]!), .lessThanOrEqual, WorkloadSide(intrinsic), 250)
      add(WorkloadSide(button["h"]!), .greaterThanOrEqual, WorkloadSide(44), 750)
      add(WorkloadSide(button["h"]!), .lessThanOrEqual, WorkloadSide(44), 250)
      add(
        WorkloadSide([(1, button["t"]!), (0.5, button["h"]!)]), .equal,
        WorkloadSide([(0.5, height)]))
    }
    for i in 1...n { add(WorkloadSide(spacers[i]["w"]!), .equal, WorkloadSide(spacers[0]["w"]!)) }
    add(
      WorkloadSide([(1, spacers[n]["l"]!), (1, spacers[n]["w"]!)]), .equal, WorkloadSide(width))
    return (width, height)
  }
}
