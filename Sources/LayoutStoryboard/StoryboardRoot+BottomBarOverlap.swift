import AutoLayout

extension StoryboardRoot {
  /// Whether a main view without a top bar, as wide as the screen, is too tall to sit above
  /// its bottom bar (its height and the bar's exceed the screen): Interface Builder then
  /// draws the bar (translucent since iOS 7) over the root's bottom edge, which insets the
  /// safe area by the bar instead of leaving the root above an opaque one.
  func overlapsBottomBar(barHeight: Double, on screen: Size) -> Bool {
    guard barHeight > 0, simulatedTopBar == nil, let frame = view.frame else { return false }
    return abs(frame.width - screen.width) < 0.5 && frame.height + barHeight > screen.height + 0.5
  }
}
