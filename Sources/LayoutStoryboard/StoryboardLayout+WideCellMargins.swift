extension StoryboardLayout {
  /// The narrowest table (or cell) whose cells take 20-point side margins in a compact width:
  /// 393 points, the iPhone 14 Pro and later Pro phones. Interface Builder stores 20-point
  /// cell margins on 393-point canvases and 16-point ones on 390-point canvases, while a
  /// controller's root view keeps 16 below 414 points (`Sources/LayoutStoryboard/README.md`,
  /// *Cell margins from 393 points*).
  static let wideCellMarginWidth = 393.0

  /// Whether a table cell or its content view sits in a table (or is a cell) at least
  /// ``wideCellMarginWidth`` wide, by the stored frames of the view, its cell and its table.
  func isInWideTable(_ model: StoryboardView, table: StoryboardView?) -> Bool {
    let cell = model.element == "tableViewCellContentView" ? superviews[model.id] : model.id
    let widths = [model.id, cell, table?.id].compactMap { $0 }.compactMap {
      storedFrames[$0]?.width
    }
    let threshold = document.isXcode26OrLater ? Self.wideCellMarginWidth : 390
    return (widths.max() ?? 0) >= threshold - 0.5
  }
}
