import LayoutRendering

/// Sizes the character area for ASCII art: the given columns, and as many rows as the
/// screen's proportions need at that width.
enum AsciiCanvas {
  /// The most rows a drawing may take, so a very tall screen stays printable.
  static let maximumRows = 200

  /// Options for drawing `snapshot` in `columns` columns (at least 20) and at most
  /// `maximumRows` rows; a tall screen is drawn narrower to fit.
  static func options(
    for snapshot: LayoutSnapshot, columns: Int, maximumRows: Int = maximumRows
  ) -> ASCIIRenderer.Options {
    let width = max(20, columns)
    let size = snapshot.screen.size
    var rows = 12
    if size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 {
      // Cells are about twice as tall as wide; one row for the caption, one for rounding.
      let drawing = (Double(width - 1) * size.height / size.width / 2).rounded(.up) + 2
      rows = Int(min(Double(max(4, maximumRows)), max(4, drawing)))
    }
    return ASCIIRenderer.Options(width: width, height: rows)
  }
}
