/// Where the canvas of the saving Xcode draws a phone's page sheet (a controller presented
/// with the automatic style since iOS 13), which decides the sheet root's stored height and
/// its safe area. Apple documents the sheet on a device (a card below the status bar,
/// `UIModalPresentationStyle.pageSheet`), not the canvas: these cases come from the frames
/// each Xcode stores (the LayoutStoryboard README, *Eighth fresh files*).
enum PhoneSheetCanvas: Equatable {
  /// Xcode 11 to 13: a root as tall as the screen below the status bar (10 points less
  /// under a sensor housing), inset by its navigation bar at the top and by the home
  /// indicator at the bottom.
  case belowStatusBar
  /// Xcode 14.0 to 14.2: the same height, drawn at the screen's top like every root shorter
  /// than the screen (freeform ones too, ``StoryboardDocument/sitsAtScreenTop(_:)``): the
  /// status bar over its top, the home indicator only where it overlaps the root.
  case atScreenTop
  /// Xcode 14.3 to 16.2: on a phone with a sensor housing the root is the screen's height
  /// less 10 points, with no safe-area inset at the top or bottom (its navigation bar
  /// inside it, over its top).
  case screenLessTen
  /// Xcode 16.3 and later: the status bar's inset once more at the top, none at the bottom
  /// (the canvas chrome of `StoryboardDocument+CanvasChrome`).
  case insetTwice
}

extension StoryboardDocument {
  /// The page-sheet canvas of the Xcode that saved the document; prerelease builds
  /// (`32700.99.1234`), whose Xcode is unknown, keep the first one.
  var phoneSheetCanvas: PhoneSheetCanvas {
    if isXcode16Point3OrLater { return .insetTwice }
    if toolsMajorVersion >= 32000 { return .belowStatusBar }
    if showsStatusBarAgain { return .screenLessTen }
    if toolsMajorVersion >= 21000 { return .atScreenTop }
    return .belowStatusBar
  }
}
