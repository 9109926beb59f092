import LayoutCommands
import Synchronization

/// An in-memory file system for running commands in-process.
final class MemoryFiles: FileAccess, Sendable {
  private let storage: Mutex<[String: [UInt8]]>
  private let folders = Mutex<Set<String>>([])
  /// Folders a walk cannot list (as a folder without read permission on disk).
  private let unlistable: Set<String>

  init(_ files: [String: String] = [:], unlistable: Set<String> = []) {
    storage = Mutex(files.mapValues { Array($0.utf8) })
    self.unlistable = unlistable
  }

  /// The text of a written file.
  subscript(path: String) -> String? {
    storage.withLock { $0[path].map { String(decoding: $0, as: UTF8.self) } }
  }

  /// Every file path, sorted.
  var paths: [String] { storage.withLock { $0.keys.sorted() } }

  func contents(ofFile path: String, limit: Int) throws(FileAccessError) -> [UInt8] {
    guard let bytes = storage.withLock({ $0[path] }) else {
      throw FileAccessError(path: path, reason: "No such file or directory")
    }
    return Array(bytes.prefix(limit + 1))
  }

  func write(_ text: String, toFile path: String) throws(FileAccessError) {
    storage.withLock { $0[path] = Array(text.utf8) }
  }

  func write(bytes: [UInt8], toFile path: String) throws(FileAccessError) {
    storage.withLock { $0[path] = bytes }
  }

  /// The bytes of a written file.
  func bytes(_ path: String) -> [UInt8]? {
    storage.withLock { $0[path] }
  }

  func createDirectory(atPath path: String) throws(FileAccessError) {
    _ = folders.withLock { $0.insert(path) }
  }

  /// A folder is any path that stored files begin with, followed by a slash.
  func files(inDirectory path: String) throws(FileAccessError) -> [String]? {
    guard let listing = try listing(ofDirectory: path) else { return nil }
    if let first = listing.unlistable.first { throw first }
    return listing.files
  }

  /// The files below `path`, leaving out those inside an unlistable folder, which is
  /// reported instead (the walked folder itself throws).
  func listing(ofDirectory path: String) throws(FileAccessError) -> FolderListing? {
    let prefix = path.hasSuffix("/") ? path : path + "/"
    let found = paths.filter { $0.hasPrefix(prefix) }
    if found.isEmpty && !folders.withLock({ $0.contains(path) }) { return nil }
    let denied = "cannot list the folder: Permission denied"
    if unlistable.contains(path) { throw FileAccessError(path: path, reason: denied) }
    let blocked = unlistable.filter { $0.hasPrefix(prefix) }.sorted()
    let visible = found.filter { file in !blocked.contains { file.hasPrefix($0 + "/") } }
    return FolderListing(
      files: visible, unlistable: blocked.map { FileAccessError(path: $0, reason: denied) })
  }
}

/// Layout texts shared by the in-process tests.
enum SampleLayouts {
  /// Two views, fully determined, inside the safe area.
  static let clean = """
    view header: UILabel {
      text "Hello"
    }
    view body
    header.top == root.safeArea.top
    header.height == 40
    H:|-[header]-|
    V:[header]-[body]-|
    H:|-[body]-|

    """

  /// A conflict, an ambiguous view and a view past the right edge.
  static let broken = """
    orientations portrait
    view box
    view loose
    view stray
    box.width == 100 #a
    box.width == 120 #b
    box.height == 50
    box.top == root.top
    box.leading == root.leading
    loose.width == 10
    loose.height == 10
    loose.top == root.top
    stray.leading == root.trailing
    stray.top == root.top
    stray.width == 10
    stray.height == 10

    """
}
