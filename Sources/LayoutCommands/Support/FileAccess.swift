/// The file operations commands need, so that behaviour stays testable in memory while the
/// executable supplies the real file system.
public protocol FileAccess {
  /// At most `limit + 1` bytes of the file at `path` (`-` is standard input): reading stops
  /// there so an endless input such as `/dev/zero` cannot hang the tool, and the caller still
  /// sees that the limit was exceeded.
  ///
  /// - Throws: ``FileAccessError`` when the file cannot be read.
  func contents(ofFile path: String, limit: Int) throws(FileAccessError) -> [UInt8]

  /// Writes `text` as UTF-8 to `path` (`-` is standard output), replacing the file.
  ///
  /// - Throws: ``FileAccessError`` when the file cannot be written.
  func write(_ text: String, toFile path: String) throws(FileAccessError)

  /// Writes `bytes` to `path` (`-` is standard output), replacing the file: binary output
  /// such as a PNG.
  ///
  /// - Throws: ``FileAccessError`` when the file cannot be written.
  func write(bytes: [UInt8], toFile path: String) throws(FileAccessError)

  /// Creates a directory and its missing parents; an existing directory is fine.
  ///
  /// - Throws: ``FileAccessError`` when the directory cannot be made.
  func createDirectory(atPath path: String) throws(FileAccessError)

  /// Every regular file below the directory at `path`, at any depth, as paths that begin
  /// with `path`, sorted; nil when `path` is not a directory. Hidden entries (`.git`) are
  /// left out and symbolic links to directories are not followed, so a walk always ends; a
  /// link that leads nowhere is listed, so that reading it says why.
  ///
  /// - Throws: ``FileAccessError`` when the directory cannot be read.
  func files(inDirectory path: String) throws(FileAccessError) -> [String]?

  /// The walk of ``files(inDirectory:)`` that goes on past a folder below `path` it cannot
  /// list, reporting that folder instead, so `check DIR` and `lint DIR` still check the
  /// rest of an app; nil when `path` is not a directory.
  ///
  /// - Throws: ``FileAccessError`` when `path` itself cannot be listed.
  func listing(ofDirectory path: String) throws(FileAccessError) -> FolderListing?

  /// Whether anything (a file, a folder, a link) is at `path`, so that a command can say a
  /// path does not exist rather than that it has the wrong kind. `-` always exists.
  func exists(_ path: String) -> Bool

  /// Whether `first` and `second` name the same file, so that `-o` can refuse to overwrite
  /// the input (`s.layout` and `./s.layout`, or a link to it). `-` is never a file.
  func isSameFile(_ first: String, _ second: String) -> Bool
}

extension FileAccess {
  /// File systems without directories (a single input stream) have none to walk.
  public func files(inDirectory path: String) throws(FileAccessError) -> [String]? { nil }

  /// Without a walk of its own, the file system's listing with no unlistable folder.
  public func listing(ofDirectory path: String) throws(FileAccessError) -> FolderListing? {
    try files(inDirectory: path).map { FolderListing(files: $0) }
  }

  /// Without a test of its own: whatever can be read or listed exists.
  public func exists(_ path: String) -> Bool {
    if path == "-" { return true }
    if (try? files(inDirectory: path)) != nil { return true }
    return (try? contents(ofFile: path, limit: 0)) != nil
  }

  /// The same path once `.` components, repeated slashes and a leading `./` are ignored.
  public func isSameFile(_ first: String, _ second: String) -> Bool {
    first != "-" && second != "-" && Self.normalised(first) == Self.normalised(second)
  }

  /// `path` without empty or `.` components.
  static func normalised(_ path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }
}

/// A file that could not be read or written, with the operating system's reason.
public struct FileAccessError: Error, Hashable, Sendable {
  /// The path as the user gave it.
  public var path: String
  /// Why, in words (`No such file or directory`).
  public var reason: String

  /// Makes an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}
