import AutoLayout
import LayoutText

extension TextDrawing {
  /// The drawing of `view`'s text in the frame the last pass gave it, or nil when the view has
  /// no text or its fonts cannot be opened (the renderers then fall back to a plain caption).
  ///
  /// Lines past the height the view has are left out; a label ends its last visible line in
  /// "…" as UIKit does, a text view clips (both cut by ``View/laidOutText``).
  static func capture(_ view: View, in engine: LayoutEngine) -> TextDrawing? {
    guard let content = view.textContent,
      var layout = try? view.laidOutText(
        category: engine.contentSizeCategory, measurer: engine.textMeasurer)
    else { return nil }
    let font = content.font.resolved(at: engine.contentSizeCategory)
    let frame = view.unroundedFrameInRoot
    let rightToLeft = engine.layoutDirection == .rightToLeft
    let natural: Alignment = rightToLeft ? .right : .left
    var insets = EdgeInsets.zero
    var alignment = natural
    var centers = true
    switch content.role {
    case .label: break
    case .button:
      let vertical = TextContent.buttonPadding.vertical / 2
      insets = EdgeInsets(top: vertical, left: 0, bottom: vertical, right: 0)
      alignment = .center
    case .textView:
      let horizontal = TextContent.textViewInsets.horizontal / 2
      let vertical = TextContent.textViewInsets.vertical / 2
      insets = EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
      centers = false
    case .textField:
      let horizontal = content.role.padding.horizontal / 2
      insets = EdgeInsets(top: 0, left: horizontal, bottom: 0, right: horizontal)
    case .configuredButton(let padding):
      insets = EdgeInsets(
        top: padding.top, left: padding.leading, bottom: padding.bottom, right: padding.trailing)
      alignment = .center
    }
    let available = frame.height - insets.top - insets.bottom
    let fitting = layout.linesFitting(height: available)
    // Wrapping labels and text views come cut to their height (``View/laidOutText``); a
    // button's title lines past its height are left out.
    if layout.lines.count > fitting {
      layout.lines = Array(layout.lines.prefix(fitting))
      layout.isTruncated = true
    }
    return TextDrawing(
      lines: layout.lines, width: layout.width, fontSize: font.size,
      fontWeight: font.weight.cssWeight, italic: font.italic,
      letterSpacing: SystemFontMetrics.tracking(size: font.size) * font.size,
      lineHeight: layout.lineHeight, lineSpacing: layout.lineSpacing, ascender: layout.ascender,
      alignment: alignment,
      insets: insets, centersVertically: centers, isTruncated: layout.isTruncated)
  }
}

extension FontWeight {
  /// The CSS weight number of UIKit's weight (ultraLight 100 … black 900).
  var cssWeight: Int {
    (FontWeight.allCases.firstIndex(of: self) ?? 3) * 100 + 100
  }
}
