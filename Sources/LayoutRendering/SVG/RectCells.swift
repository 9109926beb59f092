import AutoLayout

/// Rectangles filed by the cells of a grid over an area (at most 64 × 64 cells, clamped to
/// the area and one cell around it), to find those that may overlap a box inside the area
/// without comparing it with every one: two rectangles sharing interior area inside the
/// area share a cell.
struct RectCells {
  private let originX: Double
  private let originY: Double
  private let side: Double
  private let columns: ClosedRange<Int>
  private let rows: ClosedRange<Int>
  private var cells: [Int: [Int]] = [:]

  init(area: Rect) {
    side = max(64, max(area.width, area.height) / 64)
    originX = area.x
    originY = area.y
    columns = -1...Int((area.width / side).rounded(.down)) + 1
    rows = -1...Int((area.height / side).rounded(.down)) + 1
  }

  /// The cells `rect` touches, clamped to the grid; nil when it touches none.
  private func span(_ rect: Rect) -> (ClosedRange<Int>, ClosedRange<Int>)? {
    func range(_ low: Double, _ high: Double, _ origin: Double, _ limits: ClosedRange<Int>)
      -> ClosedRange<Int>?
    {
      let first = ((low - origin) / side).rounded(.down)
      let last = ((high - origin) / side).rounded(.down)
      guard first.isFinite, last.isFinite, first <= Double(limits.upperBound),
        last >= Double(limits.lowerBound), first <= last
      else { return nil }
      return Int(max(Double(limits.lowerBound), first))...Int(min(Double(limits.upperBound), last))
    }
    guard let xs = range(rect.x, rect.maxX, originX, columns),
      let ys = range(rect.y, rect.maxY, originY, rows)
    else { return nil }
    return (xs, ys)
  }

  private func key(_ column: Int, _ row: Int) -> Int {
    (row - rows.lowerBound) * columns.count + (column - columns.lowerBound)
  }

  /// Files `rect`, number `index` of its list.
  mutating func insert(_ index: Int, _ rect: Rect) {
    guard let (xs, ys) = span(rect) else { return }
    for row in ys {
      for column in xs { cells[key(column, row), default: []].append(index) }
    }
  }

  /// Whether a rectangle of `list` filed here overlaps `box` (``NamePlacement/overlaps(_:_:)``).
  func contains(_ box: Rect, overlapping list: [Rect]) -> Bool {
    guard let (xs, ys) = span(box) else { return false }
    for row in ys {
      for column in xs {
        if let members = cells[key(column, row)],
          members.contains(where: { NamePlacement.overlaps(list[$0], box) })
        {
          return true
        }
      }
    }
    return false
  }
}
