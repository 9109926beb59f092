import LayoutText

extension LayoutEngine {
  /// How many times a pass may re-measure wrapping text and solve again.
  static let textRounds = 4

  /// Gives each view that sizes to its text the intrinsic size of that text: before solving,
  /// unwrapped; after solving, wrapped at the view's solved width. Returns whether any size
  /// changed (and so the layout must be solved again).
  @discardableResult
  func measureText(afterSolve: Bool) -> Bool {
    var changed = false
    for view in root.subtree {
      guard let content = view.textStorage, view.sizesToTextStorage else { continue }
      if afterSolve && !content.wraps { continue }
      let width = afterSolve ? view.unroundedFrameInRoot.width : nil
      let key = TextMeasurementKey(width: width, scale: scale, category: contentSizeCategory)
      if let previous = view.measuredFor, previous.scale == key.scale,
        previous.category == key.category,
        previous.width == key.width
          || (previous.width != nil && key.width != nil && abs(previous.width! - key.width!) < 1e-6)
      {
        continue
      }
      view.measuredFor = key
      do {
        let size = try content.intrinsicSize(
          width: width, scale: scale, category: contentSizeCategory, measurer: textMeasurer)
        textErrors[view.name] = nil
        if size != view.intrinsicContentSize {
          view.intrinsicContentSize = size
          changed = true
        }
      } catch {
        if textErrors[view.name] != error { logHandler?("\(view.name): \(error)") }
        textErrors[view.name] = error
      }
    }
    return changed
  }
}
