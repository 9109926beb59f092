import LayoutGeometry

extension StoryboardLayout {
  /// The width UIKit's classic accessories take from a cell's content view (iOS 7 to 10
  /// metrics, as Interface Builder stores them beside the content view's frame).
  static let accessoryWidths: [String: Double] = [
    "disclosureIndicator": 33, "checkmark": 39, "detailButton": 47,
    "detailDisclosureButton": 67,
  ]

  /// The frame a table cell or its content view has when the document stores none (Xcode 6
  /// and 7 leave out a content view's `rect`, sometimes the cell's too): the cell spans its
  /// table at its row height, the content view fills the cell less the accessory and the
  /// separator's line. Nil for any other view or when a frame is stored.
  func implicitCellFrame(_ model: StoryboardView) -> Rect? {
    guard model.storedFrame(for: sizeClasses) == nil, model.frameInset == nil else { return nil }
    switch model.element {
    case "tableViewCell":
      guard let table = tableOfCell(model),
        let width = cellFrame(table.id)?.width
      else { return nil }
      let height =
        model.contentAttributes["rowHeight"].flatMap(Double.init)
        ?? table.contentAttributes["rowHeight"].flatMap(Double.init) ?? 44
      return Rect(x: 0, y: 0, width: width, height: height)
    case "tableViewCellContentView":
      guard let cellID = superviews[model.id], let cell = models[cellID],
        cell.element == "tableViewCell", let bounds = cellFrame(cellID)
      else { return nil }
      let accessory = cell.contentAttributes["accessoryType"].flatMap { Self.accessoryWidths[$0] }
      let noSeparator = tableOfCell(cell)?.contentAttributes["separatorStyle"] == "none"
      // The cell's own row height wins over a stale stored cell frame (a frameless content
      // view inside a 44-point cell frame with rowHeight 40 holds views pinned 39 tall).
      let height = cell.contentAttributes["rowHeight"].flatMap(Double.init) ?? bounds.height
      return Rect(
        x: 0, y: 0, width: bounds.width - (accessory ?? 0), height: height - (noSeparator ? 0 : 1))
    default:
      return nil
    }
  }

  /// A view's stored frame, or the implicit one of a cell stored without a frame.
  private func cellFrame(_ id: String) -> Rect? {
    if let stored = storedFrames[id] { return stored }
    return models[id].flatMap { implicitCellFrame($0) }
  }
}
