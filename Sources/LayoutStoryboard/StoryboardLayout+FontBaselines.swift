import LayoutText

extension StoryboardLayout {
  /// Baselines of a text view at its stored size from its own font's ascender and line
  /// height, its lines centred vertically as UIKit centres a label's text: the system font
  /// and text styles (at the layout's content size; Interface Builder's default font where
  /// the document writes none) in San Francisco's metrics, a custom font in the face this
  /// machine measures it in (the app's own file or an installed family), so a font with
  /// another ascender has its own baseline (README, *Baselines in the view's own font*). Nil
  /// for a custom font measured in the stand-in and for attributed text: their baselines stay
  /// estimates.
  static func fontBaselines(
    of model: StoryboardView, height: Double, category: ContentSizeCategory,
    measurer: TextMeasurer
  ) -> (first: Double, last: Double)? {
    guard ["label", "button", "textField", "textView"].contains(model.element),
      let text = model.textAttributes, text.attributed == nil
    else { return nil }
    let font = text.font.resolved(at: category)
    guard measurer.measuresInOwnFamily(font) || text.customFont == nil,
      let layout = try? measurer.layout(text.text, font: font, width: nil, numberOfLines: 1)
    else { return nil }
    // Buttons and fields show one line; labels as many as `numberOfLines` allows of those
    // that fit the stored height (0 = as many as fit), text views as many as fit.
    let fitting = layout.linesFitting(height: height)
    let lines: Int
    switch model.element {
    case "label":
      let limit = model.contentAttributes["numberOfLines"].flatMap(Int.init) ?? 1
      lines = limit == 0 ? fitting : min(limit, fitting)
    case "textView": lines = fitting
    default: lines = 1
    }
    let block = layout.height(lines: lines)
    let padding = max(0, (height - block) / 2)
    let lastBaseline = Double(lines - 1) * layout.lineSpacing + layout.ascender
    return (padding + layout.ascender, padding + block - lastBaseline)
  }
}
