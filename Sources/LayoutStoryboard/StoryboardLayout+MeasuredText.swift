import AutoLayout
import LayoutText

extension StoryboardLayout {
  /// The views whose size comes from measured text, by Interface Builder id, in document
  /// order: those a truncation check looks at.
  public var measuredTextViews: [(name: String, view: View)] {
    documentViews.compactMap { model in
      measuredText.contains(model.id) ? views[model.id].map { (model.id, $0) } : nil
    }
  }

  /// The measured views whose custom font was replaced by the system font's stand-in (not
  /// installed here), by Interface Builder id with the font's name, in document order: their
  /// sizes are the stand-in's, so the output says so.
  public var standInFonts: [(id: String, font: String)] {
    documentViews.compactMap { model in
      guard measuredText.contains(model.id), let text = model.textAttributes,
        let font = text.customFont,
        !TextMeasurer.shared.measuresInOwnFamily(text.font.resolved())
      else { return nil }
      return (model.id, font)
    }
  }
}
