/// An app's folder as `check` and `lint` walk it: every storyboard and xib below it.
enum AppFolder {
  /// The `.storyboard` and `.xib` files below `path` (sorted), or nil when `path` is not a
  /// directory.
  ///
  /// - Throws: ``CommandError/unreadable(_:)`` when the folder cannot be listed,
  ///   ``CommandError/invalidOption(name:value:expected:)`` when it holds no such file.
  static func documents(in path: String, files: any FileAccess) throws(CommandError)
    -> [String]?
  {
    let listing: [String]?
    do {
      listing = try files.files(inDirectory: path)
    } catch {
      throw .unreadable(error)
    }
    guard let listing else { return nil }
    let documents = listing.filter(StoryboardInput.isStoryboard)
    guard !documents.isEmpty else {
      throw .invalidOption(
        name: "FILE", value: path, expected: "a folder holding .storyboard or .xib files")
    }
    return documents
  }
}
