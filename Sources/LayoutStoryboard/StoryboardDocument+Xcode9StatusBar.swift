import AutoLayout

extension StoryboardDocument {
  /// Whether the canvas keeps the 20-point status bar in the top layout guide and safe area
  /// of `root`, a controller's view as tall as the screen whose own simulated status bar is
  /// set to none: Xcode 9 and 10 (toolsVersion 13000 to 14799, the iOS 11 and 12 canvas)
  /// still inset such a view by the status bar, as the frames they store show; Xcode 8 and
  /// earlier leave the guide at the view's top, and Xcode 11 to 14.2 draw no status bar on
  /// these phones at all (the LayoutStoryboard README, *Ninth fresh files*).
  func keepsStatusBarSetToNone(_ root: StoryboardRoot, screen: Size?, stored: Size?) -> Bool {
    guard root.setsStatusBarToNone, isXcode9OrLater, !isXcode11OrLater,
      let screen, let stored
    else { return false }
    return (root.view.frame?.y ?? 0) == 0 && stored.width == screen.width
      && stored.height >= screen.height
  }
}
