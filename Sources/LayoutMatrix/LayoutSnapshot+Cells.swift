import LayoutRendering

extension LayoutSnapshot {
  /// For each view, the index of the nearest table or collection cell at or above it (`isCell`
  /// says which views are cells, by name), nil outside every cell: one pass, each record
  /// whose superview comes before it taking its superview's answer, as snapshots list them.
  func enclosingCells(isCell: (String) -> Bool) -> [Int?] {
    var result: [Int?] = []
    result.reserveCapacity(views.count)
    for index in views.indices {
      if isCell(views[index].name) {
        result.append(index)
      } else if let parent = views[index].superviewIndex, parent >= 0, parent < index {
        result.append(result[parent])
      } else {
        var current = views[index].superviewIndex
        var found: Int?
        var steps = 0
        while let position = current, views.indices.contains(position), steps <= views.count {
          if isCell(views[position].name) {
            found = position
            break
          }
          current = views[position].superviewIndex
          steps += 1
        }
        result.append(found)
      }
    }
    return result
  }
}
