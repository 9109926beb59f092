extension StoryboardDocument {
  /// The top and bottom layout margins of a table cell and its content view on the canvas
  /// of the saving Xcode (iOS 11 and later): 11 points, 15 from Xcode 26 (toolsVersion
  /// 24000 on; prerelease builds, `32700.99.1234`, left out), whose iOS 26 cells are taller
  /// by those 4 points above and below.
  var cellVerticalMargin: Double {
    isXcode26OrLater ? 15 : 11
  }
}
