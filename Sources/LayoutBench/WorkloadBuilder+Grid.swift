import Foundation
import LayoutCore

extension WorkloadBuilder {
  /// ⌈√n⌉ columns of cells: neighbours spaced 2 pt apart, widths and heights equal within a
  /// row and down the first column, tops aligned in a row (redundant equalities), the first
  /// row pinned to the trailing edge and the first column to the bottom edge, other rows and
  /// columns fitting inside; a weak 80 × 44 size per cell.
  mutating func grid(_ n: Int) -> (Variable, Variable) {
    let (width, height) = container()
    let pad = 8.0
    let spacing = 2.0
    let columnCount = Self.ceilSquareRoot(n)
    let rowCount = (n + columnCount - 1) / columnCount
    var cells: [[[String: Variable]]] = Array(repeating: [], count: rowCount)
    for k in 0..<n {
      let (row, column) = k.quotientAndRemainder(dividingBy: columnCount)
      let cell = frame("c\(k)")
      cells[row].append(cell)
      if column == 0 {
        add(WorkloadSide(cell["l"]!), .equal, WorkloadSide(pad))
      } else {
        let previous = cells[row][column - 1]
        let first = cells[row][0]
        add(
          WorkloadSide(cell["l"]!), .equal,
          WorkloadSide([(1, previous["l"]!), (1, previous["w"]!)], spacing))
        add(WorkloadSide(cell["w"]!), .equal, WorkloadSide(first["w"]!))
        add(WorkloadSide(cell["h"]!), .equal, WorkloadSide(first["h"]!))
        add(WorkloadSide(cell["t"]!), .equal, WorkloadSide(first["t"]!))
      }
      if row == 0 {
        add(WorkloadSide(cell["t"]!), .equal, WorkloadSide(pad))
      } else {
        let above = cells[row - 1][column]
        add(
          WorkloadSide(cell["t"]!), .equal,
          WorkloadSide([(1, above["t"]!), (1, above["h"]!)], spacing))
        if column == 0 {
          add(WorkloadSide(cell["w"]!), .equal, WorkloadSide(above["w"]!))
          add(WorkloadSide(cell["h"]!), .equal, WorkloadSide(above["h"]!))
        }
      }
      add(WorkloadSide(cell["w"]!), .greaterThanOrEqual)
      add(WorkloadSide(cell["h"]!), .greaterThanOrEqual)
      add(WorkloadSide(cell["w"]!), .equal, WorkloadSide(80), .weak)
      add(WorkloadSide(cell["h"]!), .equal, WorkloadSide(44), .weak)
    }
    for (row, cellsInRow) in cells.enumerated() {
      let last = cellsInRow[cellsInRow.count - 1]
      add(
        WorkloadSide([(1, last["l"]!), (1, last["w"]!)], pad),
        row == 0 ? .equal : .lessThanOrEqual, WorkloadSide(width))
    }
    for column in 0..<columnCount {
      let rowsInColumn = cells.filter { $0.count > column }.count
      let last = cells[rowsInColumn - 1][column]
      add(
        WorkloadSide([(1, last["t"]!), (1, last["h"]!)], pad),
        column == 0 ? .equal : .lessThanOrEqual, WorkloadSide(height))
    }
    return (width, height)
  }

  /// The smallest c with c² ≥ n, in integers.
  static func ceilSquareRoot(_ n: Int) -> Int {
    var c = max(1, Int(Double(n).squareRoot()))
    while c * c < n { c += 1 }
    while c > 1 && (c - 1) * (c - 1) >= n { c -= 1 }
    return c
  }
}
