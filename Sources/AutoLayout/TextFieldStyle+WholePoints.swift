extension TextFieldStyle {
  /// Whether the field's height is rounded up to whole points rather than to the screen's
  /// pixels: iOS 12's borderless field sizes its line with UIKit's string sizing, whose
  /// fractional sizes are raised to whole numbers, as a classic button's title is
  /// (`Sources/LayoutText/README.md`, Text fields).
  public var roundsHeightToWholePoints: Bool {
    border == .none && system == .iOS12
  }
}
