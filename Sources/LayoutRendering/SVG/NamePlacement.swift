import AutoLayout

/// Places view names so that none is drawn over another name or over any view's text: inside
/// the view's top corner when the view has room there, else just outside it (above, below,
/// right, left) within the screen, else nowhere (the name stays in the view's tooltip).
/// Greedy, in drawing order, so containers (drawn first) keep their corners.
struct NamePlacement {
  /// The area names must stay inside (the screen, in figure coordinates).
  let area: Rect
  /// Areas no name may cover: every view's text.
  let obstacles: [Rect]
  /// The font size of names.
  let fontSize: Double
  /// The names placed so far.
  private(set) var placed: [Rect] = []
  /// The obstacles and the placed names by the cells of the area they touch, so a candidate
  /// is compared with its neighbours rather than every name (a sheet of 887 screens of 490
  /// views each was quadratic).
  private var obstacleCells: RectCells
  private var placedCells: RectCells

  /// Makes a placement for names in `area` avoiding `obstacles`.
  init(area: Rect, obstacles: [Rect], fontSize: Double) {
    self.area = area
    self.obstacles = obstacles
    self.fontSize = fontSize
    obstacleCells = RectCells(area: area)
    placedCells = RectCells(area: area)
    for (index, obstacle) in obstacles.enumerated() { obstacleCells.insert(index, obstacle) }
  }

  /// A name's box height: the font size plus room for descenders.
  var lineHeight: Double { fontSize * 1.25 }

  /// The distance from a name box's top to its baseline.
  var baselineOffset: Double { fontSize * 0.95 }

  /// The box for `name` labelling `frame`, recorded as taken, or nil when no place is free.
  mutating func place(_ name: String, for frame: Rect) -> Rect? {
    let width = SVGMarkup.estimatedWidth(name, fontSize: fontSize)
    let height = lineHeight
    let inset = 3.0
    var candidates: [Rect] = []
    if frame.width >= width + 2 * inset, frame.height >= height + 2 {
      candidates.append(Rect(x: frame.x + inset, y: frame.y + 1, width: width, height: height))
      candidates.append(
        Rect(x: frame.maxX - inset - width, y: frame.y + 1, width: width, height: height))
      candidates.append(
        Rect(x: frame.x + inset, y: frame.maxY - 1 - height, width: width, height: height))
    }
    candidates += [
      Rect(x: frame.x, y: frame.y - height - 1, width: width, height: height),
      Rect(x: frame.x, y: frame.maxY + 1, width: width, height: height),
      Rect(x: frame.maxX + 2, y: frame.y, width: width, height: height),
      Rect(x: frame.x - 2 - width, y: frame.y, width: width, height: height),
    ]
    guard let box = candidates.first(where: isFree) else { return nil }
    placedCells.insert(placed.count, box)
    placed.append(box)
    return box
  }

  /// Whether `box` lies in the area and covers no name and no text.
  func isFree(_ box: Rect) -> Bool {
    box.x >= area.x - 1e-9 && box.y >= area.y - 1e-9 && box.maxX <= area.maxX + 1e-9
      && box.maxY <= area.maxY + 1e-9
      && !placedCells.contains(box, overlapping: placed)
      && !obstacleCells.contains(box, overlapping: obstacles)
  }

  /// Whether two rectangles share interior area (touching edges do not count).
  static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
      && a.width > 0 && a.height > 0 && b.width > 0 && b.height > 0
  }
}
