/// An app's folder as `check` and `lint` walk it: every storyboard and xib below it.
enum AppFolder {
  /// The `.storyboard` and `.xib` files below `path` (sorted) and the folders below it that
  /// could not be listed, or nil when `path` is not a directory.
  ///
  /// - Throws: ``CommandError/unreadable(_:)`` when the folder cannot be listed,
  ///   ``CommandError/invalidOption(name:value:expected:)`` when it holds no such file and
  ///   every folder below it could be listed.
  static func documents(in path: String, files: any FileAccess) throws(CommandError)
    -> FolderListing?
  {
    let listing: FolderListing?
    do {
      listing = try files.listing(ofDirectory: path)
    } catch {
      throw .unreadable(error)
    }
    guard var listing else { return nil }
    listing.files = listing.files.filter(StoryboardInput.isStoryboard)
    guard !listing.files.isEmpty || !listing.unlistable.isEmpty else {
      throw .invalidOption(
        name: "FILE", value: path, expected: "a folder holding .storyboard or .xib files")
    }
    return listing
  }

  /// Refuses a path that names nothing, before a command says it has the wrong kind.
  ///
  /// - Throws: ``CommandError/unreadable(_:)`` (`No such file or directory`, as the system says it).
  static func requireExisting(_ path: String, files: any FileAccess) throws(CommandError) {
    guard files.exists(path) else {
      throw .unreadable(FileAccessError(path: path, reason: "No such file or directory"))
    }
  }
}
