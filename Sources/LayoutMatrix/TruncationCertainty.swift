import AutoLayout
import LayoutText

/// How sure a truncation found with measured text is. Text measured in a stand-in (Inter for
/// San Francisco, or the system font for an app font that is not installed) has the
/// stand-in's widths, not Apple's, so a single line that overflows its view by less than the
/// stand-in's width error may fit on a device, and an app font's may be anything: such reports
/// are worded as uncertain, never dropped.
package enum TruncationCertainty: Equatable, Sendable {
  /// Text measured in its own font, or wider than its view by more than the stand-in's error.
  case certain
  /// One line of system-font text, `textWidth` points wide in the stand-in, wider than its
  /// view by no more than ``standInWidthError`` of that width.
  case withinStandInError(textWidth: Double)
  /// Text in the app font `font`, measured in the system font's stand-in.
  case appFontInStandIn(font: String)

  /// The stand-in's width error for the system font, as a fraction of the text's width: the
  /// 95th percentile of Inter's single-line widths against the widths Xcode stored
  /// (`Sources/LayoutMatrix/README.md`, *Text problems as a user reads them*).
  package static let standInWidthError = 0.04

  /// The certainty of `view`'s truncated text, measured at `category` by `measurer`.
  package static func of(
    _ view: View, content: TextContent, category: ContentSizeCategory, measurer: TextMeasurer
  ) -> TruncationCertainty {
    let font = content.resolvedFont(at: category)
    guard measurer.measuresInStandIn(font) else { return .certain }
    if font.family != nil {
      return .appFontInStandIn(font: font.postScriptName ?? font.family ?? "")
    }
    // Wrapped lines and shrinking labels are cut by more than one width: left certain.
    guard content.minimumScaleFactor == nil,
      let textWidth = standInTextWidth(of: view, content: content, font: font, measurer: measurer),
      view.intrinsicContentSize.width - view.frame.width <= standInWidthError * textWidth
    else { return .certain }
    return .withinStandInError(textWidth: textWidth)
  }

  /// The width of `view`'s text when it is one line of the system font (`font`, its content
  /// resolved) measured in the stand-in, whose widths are uncertain by
  /// ``standInWidthError``: its intrinsic width less the role's padding; nil for wrapping
  /// text, text in its own font or an app font, and text of no width.
  static func standInTextWidth(
    of view: View, content: TextContent, font: ResolvedFont, measurer: TextMeasurer
  ) -> Double? {
    guard !content.wraps, font.family == nil, measurer.measuresInStandIn(font) else {
      return nil
    }
    let needed = view.intrinsicContentSize.width
    let textWidth = needed - content.role.padding.horizontal
    guard needed.isFinite, textWidth > 0 else { return nil }
    return textWidth
  }

  /// What the report says after the view's name.
  var wording: String {
    switch self {
    case .certain: "'s text is truncated"
    case .withinStandInError:
      "'s text may be truncated: it overflows by less than the stand-in font's width error"
    case .appFontInStandIn(let font):
      "'s text may be truncated: measured in the system font's stand-in, not \(font)"
    }
  }
}
