extension StoryboardDocument {
  /// The advance in ems of the Chinese and Japanese wide characters Interface Builder
  /// measured when it saved the document: one em up to Xcode 8 (toolsVersion below 13000), the
  /// width the stored frames of that era show, where later ones show today's 1.02 em
  /// (LayoutText README, *East Asian text*); nil (today's) from Xcode 9 on and when the
  /// document names no tools version.
  var ideographEms: Double? {
    toolsVersion != nil && toolsMajorVersion > 0 && !isXcode9OrLater ? 1 : nil
  }
}
