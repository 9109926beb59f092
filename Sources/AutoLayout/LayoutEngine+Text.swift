import LayoutText

extension LayoutEngine {
  /// How many times a pass may re-measure wrapping text and solve again.
  static let textRounds = 4
  private static let baselineAttributes: Set<LayoutAttribute> = [.firstBaseline, .lastBaseline]

  /// Gives each view that sizes to its text the intrinsic size of that text: before solving,
  /// unwrapped; after solving, wrapped at the view's solved width. Returns whether any size
  /// changed (and so the layout must be solved again).
  @discardableResult
  func measureText(afterSolve: Bool) -> Bool {
    guard mayHaveText else { return false }
    var changed = false
    var movedBaselines: Set<ObjectIdentifier> = []
    for view in root.subtree {
      guard let content = view.textStorage, view.sizesToTextStorage else { continue }
      // An explicit preferred width fixes where the text wraps: measured once, before solving.
      if afterSolve && (!content.wraps || content.wrappingWidth != nil) { continue }
      let width = content.wrappingWidth ?? (afterSolve ? view.unroundedFrameInRoot.width : nil)
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
        let (size, baselines) = try content.measure(
          width: width, scale: scale, category: contentSizeCategory, measurer: textMeasurer)
        textErrors[view.name] = nil
        if size != view.intrinsicContentSize {
          view.intrinsicContentSize = size
          changed = true
        }
        if baselines != view.textBaselines {
          view.textBaselines = baselines
          if view.firstBaselineOffsetFromTop == nil || view.lastBaselineOffsetFromBottom == nil {
            movedBaselines.insert(ObjectIdentifier(view))
          }
        }
      } catch {
        if textErrors[view.name] != error { logHandler?("\(view.name): \(error)") }
        textErrors[view.name] = error
      }
    }
    if !movedBaselines.isEmpty, resyncBaselines(of: movedBaselines) { changed = true }
    return changed
  }

  /// Queues the baseline constraints of `views` to be read again; returns whether there were
  /// any.
  private func resyncBaselines(of views: Set<ObjectIdentifier>) -> Bool {
    guard readsBaselines else { return false }
    var found = false
    for record in records.values {
      let constraint = record.constraint
      let first =
        Self.baselineAttributes.contains(constraint.firstAttribute)
        && views.contains(ObjectIdentifier(constraint.firstItem))
      let second =
        Self.baselineAttributes.contains(constraint.secondAttribute)
        && constraint.secondItem.map { views.contains(ObjectIdentifier($0)) } == true
      if first || second {
        enqueue(constraint)
        found = true
      }
    }
    return found
  }
}
