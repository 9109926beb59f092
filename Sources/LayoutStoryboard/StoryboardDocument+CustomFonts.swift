extension StoryboardDocument {
  /// Whether some text of the document is in a custom font, which only the app's own font
  /// files measure exactly: commands look for the project's fonts only then.
  public var usesCustomFonts: Bool {
    roots.contains { root in root.view.subtree.contains { $0.textAttributes?.customFont != nil } }
  }
}
