import AutoLayout

extension StoryboardRoot {
  /// Whether a main view under a navigation bar, as wide as the screen, is shorter than the
  /// screen by exactly its bottom bar: Interface Builder then shortened it for an opaque
  /// bottom bar only, so the root starts at the screen's top and the (translucent) navigation
  /// bar and the status bar lie over its top edge instead of above it.
  func reachesScreenTopUnderTopBar(bottomBarHeight: Double, on screen: Size) -> Bool {
    guard bottomBarHeight > 0, simulatedTopBar == "simulatedNavigationBarMetrics",
      let frame = view.frame, frame.y == 0
    else { return false }
    return abs(frame.width - screen.width) < 0.5
      && abs(frame.height + bottomBarHeight - screen.height) < 0.5
  }
}
