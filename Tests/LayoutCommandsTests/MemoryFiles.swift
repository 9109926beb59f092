import LayoutCommands
import Synchronization

/// An in-memory file system for running commands in-process.
final class MemoryFiles: FileAccess, Sendable {
  private let storage: Mutex<[String: [UInt8]]>
  private let folders = Mutex<Set<String>>([])

  init(_ files: [String: String] = [:]) {
    storage = Mutex(files.mapValues { Array($0.utf8) })
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
    let prefix = path.hasSuffix("/") ? path : path + "/"
    let found = paths.filter { $0.hasPrefix(prefix) }
    return found.isEmpty && !folders.withLock({ $0.contains(path) }) ? nil : found
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
