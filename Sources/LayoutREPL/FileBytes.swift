import Foundation
import Glibc

/// Reading and writing the REPL's files with the operating system's own reasons ("No such
/// file or directory", "Is a directory") instead of Foundation's ("The operation could not
/// be completed"), and with a size limit so that an endless file such as `/dev/zero` stops.
enum FileBytes {
  /// At most `limit + 1` bytes of the file at `url`, so a caller can tell it is over.
  ///
  /// - Throws: ``REPLError/file(_:)`` saying `cannot read 'NAME': REASON`.
  static func read(_ url: URL, name: String, limit: Int) throws(REPLError) -> Data {
    let descriptor = open(url.path, O_RDONLY)
    guard descriptor >= 0 else { throw failure("read", name) }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw .file("cannot read '\(name)': it is a directory")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("read", name)
      }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    return Data(bytes)
  }

  /// Writes `text` to `url`, replacing the file.
  ///
  /// - Throws: ``REPLError/file(_:)`` saying `cannot write 'NAME': REASON`.
  static func write(_ text: String, to url: URL, name: String) throws(REPLError) {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw failure("write", name) }
    defer { close(descriptor) }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("write", name)
      }
      bytes = bytes.dropFirst(count)
    }
  }

  private static func failure(_ verb: String, _ name: String) -> REPLError {
    .file("cannot \(verb) '\(name)': \(String(cString: strerror(errno)))")
  }
}
