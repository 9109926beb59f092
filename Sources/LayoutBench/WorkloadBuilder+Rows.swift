import LayoutCore

extension WorkloadBuilder {
  /// n label-and-field rows in a scroll view between a 64 pt navigation bar and a 49 pt tab
  /// bar: hugging (250/251) and compression resistance (749/750) on widths and heights, the
  /// field filling to the trailing edge, centres aligned, each row's guide pulled up weakly.
  mutating func rows(_ n: Int) -> (Variable, Variable) {
    let (width, height) = container()
    let margin = 16.0
    let spacing = 8.0
    let rowSpacing = 8.0
    let scroll = frame("scroll")
    add(WorkloadSide(scroll["l"]!), .equal)
    add(WorkloadSide(scroll["t"]!), .equal, WorkloadSide(64))
    add(WorkloadSide(scroll["w"]!), .equal, WorkloadSide(width))
    add(
      WorkloadSide([(1, scroll["t"]!), (1, scroll["h"]!)]), .equal, WorkloadSide(height, -49))
    add(WorkloadSide(scroll["h"]!), .greaterThanOrEqual, WorkloadSide(), .strong)
    var previous: (label: [String: Variable], field: [String: Variable], guide: Variable)?
    for i in 0..<n {
      let guide = variable("row\(i).guide")
      let label = frame("row\(i).label")
      let field = frame("row\(i).field")
      let labelWidth = 40.0 + Double((37 * i) % 80)
      let fieldWidth = 80.0 + Double((53 * i) % 240)
      add(WorkloadSide(label["l"]!), .equal, WorkloadSide(margin))
      add(
        WorkloadSide(field["l"]!), .equal,
        WorkloadSide([(1, label["l"]!), (1, label["w"]!)], spacing))
      add(
        WorkloadSide([(1, field["l"]!), (1, field["w"]!)]), .equal,
        WorkloadSide(scroll["w"]!, -margin))
      add(WorkloadSide(label["w"]!), .greaterThanOrEqual)
      add(WorkloadSide(field["w"]!), .greaterThanOrEqual)
      add(WorkloadSide(label["w"]!), .greaterThanOrEqual, WorkloadSide(labelWidth), 750)
      add(WorkloadSide(label["w"]!), .lessThanOrEqual, WorkloadSide(labelWidth), 251)
      add(WorkloadSide(field["w"]!), .greaterThanOrEqual, WorkloadSide(fieldWidth), 749)
      add(WorkloadSide(field["w"]!), .lessThanOrEqual, WorkloadSide(fieldWidth), 250)
      add(WorkloadSide(label["h"]!), .greaterThanOrEqual, WorkloadSide(21), 750)
      add(WorkloadSide(label["h"]!), .lessThanOrEqual, WorkloadSide(21), 250)
      add(WorkloadSide(field["h"]!), .greaterThanOrEqual, WorkloadSide(31), 750)
      add(WorkloadSide(field["h"]!), .lessThanOrEqual, WorkloadSide(31), 250)
      add(
        WorkloadSide([(1, field["t"]!), (0.5, field["h"]!)]), .equal,
        WorkloadSide([(1, label["t"]!), (0.5, label["h"]!)]))
      add(WorkloadSide(label["t"]!), .greaterThanOrEqual, WorkloadSide(guide))
      add(WorkloadSide(field["t"]!), .greaterThanOrEqual, WorkloadSide(guide))
      add(WorkloadSide(label["t"]!), .equal, WorkloadSide(guide), .weak)
      add(WorkloadSide(field["t"]!), .equal, WorkloadSide(guide), .weak)
      if let previous {
        add(
          WorkloadSide(guide), .greaterThanOrEqual,
          WorkloadSide([(1, previous.label["t"]!), (1, previous.label["h"]!)], rowSpacing))
        add(
          WorkloadSide(guide), .greaterThanOrEqual,
          WorkloadSide([(1, previous.field["t"]!), (1, previous.field["h"]!)], rowSpacing))
        add(WorkloadSide(guide), .equal, WorkloadSide(previous.guide), .weak)
      } else {
        add(WorkloadSide(guide), .equal)
      }
      previous = (label, field, guide)
    }
    let contentHeight = variable("scroll.contentHeight")
    if let last = previous {
      add(
        WorkloadSide(contentHeight), .greaterThanOrEqual,
        WorkloadSide([(1, last.label["t"]!), (1, last.label["h"]!)], rowSpacing))
      add(
        WorkloadSide(contentHeight), .greaterThanOrEqual,
        WorkloadSide([(1, last.field["t"]!), (1, last.field["h"]!)], rowSpacing))
    }
    add(WorkloadSide(contentHeight), .equal, WorkloadSide(), .weak)
    return (width, height)
  }
}
