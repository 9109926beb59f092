import LayoutText

extension View {
  /// The text the view shows. While ``sizesToText`` is true the engine measures it before
  /// each pass and makes it the intrinsic content size.
  public var textContent: TextContent? {
    get { textStorage }
    set {
      guard newValue != textStorage else { return }
      textStorage = newValue
      measuredFor = nil
      if newValue == nil { textBaselines = nil }
      if newValue != nil { engine?.mayHaveText = true }
      engine?.setNeedsLayout()
    }
  }

  /// Whether the intrinsic size comes from ``textContent`` (false when it was written by hand).
  public var sizesToText: Bool {
    get { sizesToTextStorage }
    set {
      sizesToTextStorage = newValue
      measuredFor = nil
      engine?.setNeedsLayout()
    }
  }

  /// The layout of ``textContent`` in the frame the last pass gave the view, with the lines it
  /// shows: truncated where the lines ran out, the height cut them or a single line is wider
  /// than its frame; a label that shrinks to fit (``TextContent/minimumScaleFactor``) at the
  /// smallest scale when that is what fits. Nil without text.
  public func laidOutText(
    category: ContentSizeCategory, measurer: TextMeasurer = .shared
  ) throws(TextError) -> TextLayout? {
    guard let content = textContent else { return nil }
    if let attributed = content.attributed {
      let layout = try laidOutAttributed(
        attributed, content: content, category: category, fontScale: 1, measurer: measurer)
      // A shrinking label's attributed text shrinks as its plain text does: every run's font
      // by the same factor.
      guard layout.isTruncated, content.role == .label, let factor = content.minimumScaleFactor,
        factor > 0, factor < 1
      else { return layout }
      let shrunk = try laidOutAttributed(
        attributed, content: content, category: category, fontScale: factor, measurer: measurer)
      return shrunk.isTruncated ? layout : shrunk
    }
    let font = content.resolvedFont(at: category)
    let layout = try laidOutText(content, font: font, measurer: measurer)
    // A label that shrinks its text to fit truncates only what does not fit at its smallest
    // scale (UIKit shrinks step by step; here the smallest scale decides).
    guard layout.isTruncated, content.role == .label, let factor = content.minimumScaleFactor,
      factor > 0, factor < 1
    else { return layout }
    var smallest = font
    smallest.size *= factor
    let shrunk = try laidOutText(content, font: smallest, measurer: measurer)
    return shrunk.isTruncated ? layout : shrunk
  }

  /// The text in `font` laid out in the solved frame, cut where it does not fit.
  private func laidOutText(
    _ content: TextContent, font: ResolvedFont, measurer: TextMeasurer
  ) throws(TextError) -> TextLayout {
    let width = unroundedFrameInRoot.width
    let inner = width - content.role.padding.horizontal
    var layout = try measurer.layout(
      content.text, font: font, width: max(0, inner + 1e-6),
      numberOfLines: content.role == .textView ? 0 : content.numberOfLines,
      pushesOutOrphans: content.role != .textView, lineBreakMode: content.lineBreakMode)
    let available = unroundedFrameInRoot.height - content.role.padding.vertical
    // Wrapped lines that do not fit the height are cut as well (a single line too short for
    // its font is clipped, not truncated): a label shows the lines that fit and ends the last
    // in "…", as UIKit draws it (measured again with that many lines); a text view clips.
    let fitting = layout.linesFitting(height: available)
    if content.wraps, layout.lines.count > fitting {
      if content.role == .label {
        layout = try measurer.layout(
          content.text, font: font, width: max(0, inner + 1e-6), numberOfLines: fitting,
          lineBreakMode: content.lineBreakMode)
      } else {
        layout.lines = Array(layout.lines.prefix(fitting))
      }
      layout.isTruncated = true
    }
    return layout
  }
}

extension View {
  /// Attributed text laid out in the solved frame (inside the role's padding), its fonts
  /// scaled by `fontScale`: the lines that fit the height, a label's last ending in "…" when
  /// lines were cut (the attributed layout again with that many lines), a text view's
  /// clipped, as ``laidOutText(category:measurer:)`` does for plain text.
  fileprivate func laidOutAttributed(
    _ attributed: AttributedText, content: TextContent, category: ContentSizeCategory,
    fontScale: Double, measurer: TextMeasurer
  ) throws(TextError) -> TextLayout {
    let padding = content.role.padding
    let width = max(0, unroundedFrameInRoot.width - padding.horizontal + 1e-6)
    let isTextView = content.role == .textView
    func laid(_ lines: Int) throws(TextError) -> AttributedLayout {
      try measurer.layout(
        attributed, category: category, ideographEms: content.ideographEms,
        fontScale: fontScale, width: width, numberOfLines: lines,
        pushesOutOrphans: !isTextView, lineBreakMode: content.lineBreakMode)
    }
    var layout = try laid(isTextView ? 0 : content.numberOfLines)
    let fitting = layout.layout.linesFitting(
      height: unroundedFrameInRoot.height - padding.vertical)
    if content.wraps, layout.layout.lines.count > fitting {
      if isTextView {
        layout.layout.lines = Array(layout.layout.lines.prefix(fitting))
      } else {
        layout = try laid(fitting)
      }
      layout.layout.isTruncated = true
    }
    return layout.layout
  }
}

/// What a text view's intrinsic size was last measured for.
struct TextMeasurementKey: Equatable {
  var width: Double?
  var scale: Double
  var category: ContentSizeCategory
}
