import AutoLayout
import LayoutCore

/// Draws a snapshot as ASCII boxes that fit a terminal area.
///
/// The screen is scaled by one factor on both axes, with each character cell taken to be
/// ``Options/cellAspect`` times as tall as it is wide, so shapes keep their proportions.
/// Every visible view is a `+--+` box with its name in the top border (followed by `?` when
/// its frame is ambiguous) and its text on the first line inside. Views are drawn parents
/// first and siblings back to front; each box blanks its interior, so front views cover
/// what lies behind them. Views are clipped to the screen (what lies off-screen is not
/// drawn, and the screen's edge is drawn over them) but not to their superviews, since UIKit
/// does not clip subviews by default. A layout that has no frames
/// (``LayoutSnapshot/failure``) is its caption and the reason instead.
public enum ASCIIRenderer {
  /// The terminal area and drawing choices.
  public struct Options: Hashable, Sendable {
    /// Columns available.
    public var width: Int
    /// Rows available, the caption included.
    public var height: Int
    /// How many times taller than wide a character cell is (about 2 in most fonts).
    public var cellAspect: Double
    /// Whether the first row names the screen.
    public var showsCaption: Bool

    /// Makes options.
    public init(width: Int, height: Int, cellAspect: Double = 2, showsCaption: Bool = true) {
      self.width = width
      self.height = height
      self.cellAspect = cellAspect
      self.showsCaption = showsCaption
    }
  }

  /// The drawing, one line per row, trailing spaces removed; at most `options.height`
  /// lines of at most `options.width` characters.
  ///
  /// - Throws: ``RenderingError/canvasTooSmall(width:height:)`` when fewer than 3 columns
  ///   or 3 drawing rows are available, ``RenderingError/invalidScale(_:)`` for a
  ///   non-positive cell aspect, ``RenderingError/invalidScreenSize(width:height:)`` for a
  ///   screen without a positive finite size.
  public static func render(_ snapshot: LayoutSnapshot, options: Options) throws(RenderingError)
    -> String
  {
    let captionRows = options.showsCaption ? 1 : 0
    let drawingRows = options.height - captionRows
    guard options.width >= 3, drawingRows >= 3 else {
      throw .canvasTooSmall(width: options.width, height: options.height)
    }
    guard options.cellAspect.isFinite, options.cellAspect > 0 else {
      throw .invalidScale(options.cellAspect)
    }
    try snapshot.screen.validateSize()
    if let failure = snapshot.failure {
      return unsolved(snapshot, reason: failure, options: options)
    }
    let size = snapshot.screen.size
    // Edges map to cell indices, so a screen spans width - 1 column steps.
    let columnsPerPoint = min(
      Double(options.width - 1) / size.width,
      Double(drawingRows - 1) * options.cellAspect / size.height)
    let rowsPerPoint = columnsPerPoint / options.cellAspect
    func cells(_ rect: Rect) -> CharacterGrid.CellRect {
      CharacterGrid.CellRect(
        left: cell(rect.x, columnsPerPoint), top: cell(rect.y, rowsPerPoint) + captionRows,
        right: cell(rect.maxX, columnsPerPoint),
        bottom: cell(rect.maxY, rowsPerPoint) + captionRows)
    }

    var grid = CharacterGrid(width: options.width, height: options.height)
    if options.showsCaption {
      grid.write(printable(snapshot.screen.caption), column: 0, row: 0, limit: options.width)
    }
    let screen = cells(snapshot.screen.bounds)
    grid.box(screen)
    grid.clip = screen
    for record in snapshot.drawnViews {
      let box = cells(record.rootFrame)
      grid.box(box)
      // Labels stop at the box's right edge or the screen's, whichever comes first.
      let room = min(box.right, screen.right) - box.left - 1
      let label = record.name + (record.isAmbiguous ? "?" : "")
      grid.write(printable(label), column: box.left + 1, row: box.top, limit: room)
      if let text = record.text, box.bottom - box.top >= 2 {
        grid.write(printable(text), column: box.left + 1, row: box.top + 1, limit: room)
      }
    }
    // The screen's edge stays visible over views that cross it, showing where they are cut;
    // labels written on the edge (a view flush with the top) are kept.
    grid.outline(screen, keepingText: true)
    return grid.rendered(rows: screen.bottom + 1)
  }

  /// The caption and why the layout has no frames (`not solved: REASON`, wrapped at word
  /// breaks to the width), in place of an empty screen that would pass for a layout.
  static func unsolved(_ snapshot: LayoutSnapshot, reason: String, options: Options) -> String {
    let width = options.width
    var lines: [String] = []
    if options.showsCaption {
      lines.append(String(printable(snapshot.screen.caption).prefix(width)))
    }
    var line = ""
    for word in printable("not solved: \(reason)").split(separator: " ") {
      var rest = Substring(word)
      if !line.isEmpty, line.count + 1 + rest.count <= width {
        line += " " + rest
        continue
      }
      if !line.isEmpty { lines.append(line) }
      while rest.count > width {
        lines.append(String(rest.prefix(width)))
        rest = rest.dropFirst(width)
      }
      line = String(rest)
    }
    if !line.isEmpty { lines.append(line) }
    return lines.prefix(options.height).map { $0 + "\n" }.joined()
  }

  /// The cell an edge at `points` falls on; far-off values are pinned so the arithmetic
  /// cannot overflow (clipping hides them anyway).
  private static func cell(_ points: Double, _ cellsPerPoint: Double) -> Int {
    let value = (points * cellsPerPoint).rounded(.toNearestOrAwayFromZero)
    guard value.isFinite else { return value < 0 ? -1_000_000 : 1_000_000 }
    return Int(max(-1_000_000, min(1_000_000, value)))
  }

  /// Text safe for one terminal line: line breaks and tabs become spaces, and other control
  /// and bidirectional formatting characters `?`, so a name cannot move the cursor, start an
  /// escape sequence or reorder the line.
  static func printable(_ text: String) -> String {
    let spaced = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    return TerminalText.printable(spaced)
  }
}
