extension StoryboardDocument {
  /// Whether table cells get iOS 11's margins (the table's side margins, 11 points above and
  /// below) on the saving Xcode's canvas: documents with safe areas and those of Xcode 9.1
  /// and later. Xcode 9.0 (toolsVersion 13000 to 13528) drew the cells of a document without
  /// safe areas with UIView's default 8-point margins, as Xcode 8 did (stored frames in the
  /// public corpus, `Sources/LayoutStoryboard/README.md`, *Eighth fresh files*).
  var cellsHaveiOS11Margins: Bool {
    usesSafeAreas || toolsMajorVersion >= 13529
  }
}
