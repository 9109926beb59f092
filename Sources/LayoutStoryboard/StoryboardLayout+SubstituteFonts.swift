import AutoLayout
import LayoutText

extension StoryboardLayout {
  /// The measured views whose font is one of Apple's measured in an open family drawn to its
  /// metrics (Helvetica in Liberation Sans, Menlo in DejaVu Sans Mono;
  /// ``AppleFamilies/substituteFamily(for:)``), by Interface Builder id with the font's name
  /// and the substitute's family, in document order: their sizes are the substitute's, so the
  /// output says which font measured them.
  public var substituteFonts: [(id: String, font: String, substitute: String)] {
    documentViews.compactMap { model in
      guard measuredText.contains(model.id), let text = model.textAttributes,
        let font = text.customFont,
        let substitute = AppleFamilies.substituteFamily(for: text.font.resolved())
      else { return nil }
      return (model.id, font, substitute)
    }
  }
}
