import AutoLayout

extension StoryboardRoot {
  /// Whether a main view at the screen's top edge, as wide as the screen, sits below an
  /// opaque navigation bar and the status bar counted twice (the canvas of Xcode 16.3 and
  /// later, ``StoryboardDocument/canvasChrome(of:)``) and reaches the screen's bottom with no
  /// bottom bar: its height and those bars' are the screen's. Such a root's bottom edge is
  /// the screen's, which that canvas insets by the home indicator twice, as it does a
  /// full-screen root.
  func reachesScreenBottomBelowTopBars(
    statusBar: Double, barHeight: Double, on screen: Size
  ) -> Bool {
    guard barHeight > 0, simulatedBottomBar == nil, let frame = view.frame, frame.y == 0
    else { return false }
    return abs(frame.width - screen.width) < 0.5
      && abs(frame.height + 2 * statusBar + barHeight - screen.height) < 0.5
  }
}
