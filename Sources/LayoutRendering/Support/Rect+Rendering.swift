import AutoLayout

extension Rect {
  /// The rectangle shrunk by `insets`, never to a negative size.
  func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }

  /// `(x, y, width, height)` with the renderers' number format.
  var renderedText: String {
    "(" + [x, y, width, height].map { NumberText.format($0) }.joined(separator: ", ") + ")"
  }
}

extension Rect {
  /// The horizontal centre.
  var midX: Double { x + width / 2 }
  /// The vertical centre.
  var midY: Double { y + height / 2 }
}
