/// A folder walked for its files: the files found, and the folders below it that could not
/// be listed, so that one unreadable folder is reported while the rest is still walked.
public struct FolderListing: Hashable, Sendable {
  /// Every regular file found, as paths that begin with the walked folder's path, sorted.
  public var files: [String]
  /// The folders below the walked one that could not be listed, with the reason, sorted by
  /// path.
  public var unlistable: [FileAccessError]

  /// Makes a listing.
  public init(files: [String], unlistable: [FileAccessError] = []) {
    self.files = files
    self.unlistable = unlistable
  }
}
