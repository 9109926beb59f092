import LayoutRendering

extension LayoutSnapshot {
  /// For each view, the index of the nearest table or collection cell at or above it (`isCell`
  /// says which views are cells, by name), nil outside every cell.
  func enclosingCells(isCell: (String) -> Bool) -> [Int?] {
    nearestAncestors(includingSelf: true) { isCell(views[$0].name) }
  }
}
