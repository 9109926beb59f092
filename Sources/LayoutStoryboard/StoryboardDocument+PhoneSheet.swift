import AutoLayout

extension StoryboardDocument {
  /// Whether a phone's root of `rootSize` is a page sheet on `screen` (iOS 13 on, Xcode 11
  /// on): as wide as the screen and as tall as it below the status bar, 10 points less
  /// under a sensor housing, or the screen less 10 points on the canvas of Xcode 14.3 to
  /// 16.2 (``PhoneSheetCanvas/screenLessTen``).
  func isPhoneSheet(rootSize: Size, on screen: Size, statusBar: Double) -> Bool {
    guard rootSize.width == screen.width else { return false }
    let below = [statusBar, statusBar + 10].contains {
      abs(rootSize.height - (screen.height - $0)) < 0.5
    }
    return below
      || (phoneSheetCanvas == .screenLessTen && statusBar > 20
        && abs(rootSize.height - (screen.height - 10)) < 0.5)
  }

  /// The bottom safe-area inset of a page sheet's root before Xcode 16.3: the screen's
  /// (the home indicator, which the sheet reaches) and the bar the root shows below it, as
  /// a full-screen root adds it: a tab bar controller's or a toolbar's bar sits at the
  /// sheet's bottom edge.
  func sheetBottomInset(
    _ screenInset: Double, root: StoryboardRoot, in sizeClasses: SizeClassConfiguration
  ) -> Double {
    screenInset + root.bottomBarHeight(in: sizeClasses)
  }
}

extension StoryboardRoot {
  /// The screen a *Freeform* controller is laid out on when its stored root is shorter than
  /// its simulated size: that size, the screen its sheet is measured against (a 2,000-point
  /// freeform scene in a sheet is stored 2,000 less the status bar less 10 points tall);
  /// nil otherwise.
  func freeformSheetScreen(rootSize: Size) -> Size? {
    guard let size = freeformSize, size.width == rootSize.width,
      size.height > rootSize.height + 0.5
    else { return nil }
    return size
  }
}
