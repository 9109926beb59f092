/// A fixed-size grid of characters that drawing writes into, clipped to a rectangle of
/// cells so nothing lands outside the area a caller allows.
struct CharacterGrid {
  /// A rectangle of cells, bounds inclusive.
  struct CellRect: Equatable {
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int

    func contains(column: Int, row: Int) -> Bool {
      column >= left && column <= right && row >= top && row <= bottom
    }
  }

  let width: Int
  let height: Int
  private var cells: [[Character]]
  /// Cells outside this rectangle are never written.
  var clip: CellRect

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    clip = CellRect(left: 0, top: 0, right: width - 1, bottom: height - 1)
  }

  mutating func set(_ character: Character, column: Int, row: Int) {
    guard clip.contains(column: column, row: row), column >= 0, row >= 0, column < width,
      row < height
    else { return }
    cells[row][column] = character
  }

  /// Draws `text` from `column` on `row`, at most `limit` characters.
  mutating func write(_ text: String, column: Int, row: Int, limit: Int) {
    guard limit > 0 else { return }
    for (offset, character) in text.prefix(limit).enumerated() {
      set(character, column: column + offset, row: row)
    }
  }

  /// Draws a box with `+` corners and blanks its interior, so what it covers (a parent's
  /// text) does not show through.
  mutating func box(_ rect: CellRect) {
    guard rect.right >= rect.left, rect.bottom >= rect.top else { return }
    if rect.right - rect.left >= 2, rect.bottom - rect.top >= 2 {
      for row in (rect.top + 1)..<rect.bottom {
        for column in (rect.left + 1)..<rect.right { set(" ", column: column, row: row) }
      }
    }
    outline(rect, keepingText: false)
  }

  /// Draws only the border of a box, leaving its interior alone. With `keepingText`, cells
  /// holding anything but blanks and lines (labels) are left as they are.
  mutating func outline(_ rect: CellRect, keepingText: Bool) {
    guard rect.right >= rect.left, rect.bottom >= rect.top else { return }
    func draw(_ character: Character, _ column: Int, _ row: Int) {
      if keepingText, row >= 0, row < height, column >= 0, column < width,
        !" -|+".contains(cells[row][column])
      {
        return
      }
      set(character, column: column, row: row)
    }
    for column in rect.left...rect.right {
      let isCorner = column == rect.left || column == rect.right
      draw(isCorner ? "+" : "-", column, rect.top)
      draw(isCorner ? "+" : "-", column, rect.bottom)
    }
    if rect.bottom - rect.top >= 2 {
      for row in (rect.top + 1)..<rect.bottom {
        draw("|", rect.left, row)
        draw("|", rect.right, row)
      }
    }
  }

  /// The rows from the first up to `rows`, trailing spaces removed, each ending in a
  /// newline.
  func rendered(rows: Int) -> String {
    cells.prefix(rows).map { line -> String in
      var text = String(line)
      while text.last == " " { text.removeLast() }
      return text + "\n"
    }.joined()
  }
}
