import LayoutText

extension StoryboardLayout {
  /// Whether a view's attributed text or title is measured: every run's font is the system font, a
  /// text style, or a custom font this machine measures in its own face (the app's files or
  /// an installed family). A run in a font measured by the stand-in would give the label a
  /// size no closer than the one Xcode stored, so such a view keeps its stored size, as a
  /// button with an image does (LayoutText README, *Attributed text*).
  static func measuresAttributedText(
    _ text: AttributedText, measurer: TextMeasurer = .shared
  ) -> Bool {
    text.runs.allSatisfy { run in
      guard case .custom = run.font else { return true }
      return measurer.measuresInOwnFamily(run.font.resolved())
    }
  }
}
