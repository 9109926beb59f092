import LayoutText

extension StoryboardDocument {
  /// Whether some text of the document is in a custom font, which only the app's own font
  /// files measure exactly.
  var usesCustomFonts: Bool {
    roots.contains { root in root.view.subtree.contains { $0.textAttributes?.customFont != nil } }
  }

  /// Registers the font files of the Xcode project holding the document, read from `path`
  /// (``AppFonts/registerProjectFonts(of:)``), when some text is in a custom font: only then
  /// is the project looked for.
  public func registerProjectFonts(documentPath path: String) {
    if usesCustomFonts { AppFonts.registerProjectFonts(of: path) }
  }
}
