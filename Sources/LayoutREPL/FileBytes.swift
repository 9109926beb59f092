import Foundation
import LayoutSupport

/// The REPL's files, read and written with the operating system's own reasons ("No such file
/// or directory", "Is a directory") and a size limit, so an endless file such as `/dev/zero`
/// stops.
enum FileBytes {
  /// At most `limit + 1` bytes of the file at `url`, so a caller can tell it is over.
  ///
  /// - Throws: ``REPLError/file(_:)`` saying `cannot read 'NAME': REASON`.
  static func read(_ url: URL, name: String, limit: Int) throws(REPLError) -> Data {
    do {
      return Data(try SystemFile.read(path: url.path, limit: limit))
    } catch {
      throw .file("cannot read '\(name)': \(error.reason)")
    }
  }

  /// Writes `text` to `url`, replacing the file.
  ///
  /// - Throws: ``REPLError/file(_:)`` saying `cannot write 'NAME': REASON`.
  static func write(_ text: String, to url: URL, name: String) throws(REPLError) {
    do {
      try SystemFile.write(text, to: url.path)
    } catch {
      throw .file("cannot write '\(name)': \(error.reason)")
    }
  }
}
