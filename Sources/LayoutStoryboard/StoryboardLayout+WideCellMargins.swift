extension StoryboardLayout {
  /// The narrowest table (or cell) whose cells take 20-point side margins in a compact width
  /// on the canvas of Xcode 26 (toolsVersion 24000 on): 393 points, the iPhone 14 Pro and
  /// later Pro phones; earlier Xcodes from 390 points (``wideCellMarginWidthBeforeXcode26``).
  /// Interface Builder stores 20-point cell margins on 393-point canvases, on 390-point ones
  /// 20 before Xcode 26 and 16 since, while a controller's root view keeps 16 below 414
  /// points (`Sources/LayoutStoryboard/README.md`, *Cell margins from 393 points* and
  /// *Fresh eleven and twelve: sheets, entry points, phone screens and 390-point cells*).
  static let wideCellMarginWidth = 393.0
  /// The same width before Xcode 26: 390 points, the iPhone 12 to 14.
  static let wideCellMarginWidthBeforeXcode26 = 390.0

  /// Whether a table cell or its content view sits in a table (or is a cell) at least
  /// ``wideCellMarginWidth`` wide, by the stored frames of the view, its cell and its table.
  func isInWideTable(_ model: StoryboardView, table: StoryboardView?) -> Bool {
    let cell = model.element == "tableViewCellContentView" ? superviews[model.id] : model.id
    let widths = [model.id, cell, table?.id].compactMap { $0 }.compactMap {
      storedFrames[$0]?.width
    }
    let threshold =
      document.isXcode26OrLater ? Self.wideCellMarginWidth : Self.wideCellMarginWidthBeforeXcode26
    return (widths.max() ?? 0) >= threshold - 0.5
  }
}
