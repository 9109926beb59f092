#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing files through the operating system, so errors carry its own reasons
/// ("No such file or directory", "Is a directory") rather than Foundation's, and a read stops
/// past a size limit, so an endless file such as `/dev/zero` ends.
package enum SystemFile {
  /// At most `limit + 1` bytes of the file at `path`: one byte past the limit is enough for a
  /// caller to tell the file is too big.
  package static func read(path: String, limit: Int) throws(SystemFileError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .current() }
    defer { close(descriptor) }
    return try read(descriptor: descriptor, limit: limit)
  }

  /// At most `limit + 1` bytes from an open descriptor (standard input is 0).
  package static func read(descriptor: Int32, limit: Int) throws(SystemFileError) -> [UInt8] {
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw SystemFileError(reason: "it is a directory")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .current()
      }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    return bytes
  }

  /// The entries of a folder but `.` and `..`, at most `limit` of them read; nil when it
  /// cannot be opened (`errno` says why).
  package static func names(inFolder folder: String, limit: Int = .max) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    var read = 0
    while read < limit, let entry = readdir(directory) {
      read += 1
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Writes `text` to the file at `path`, replacing it.
  package static func write(_ text: String, to path: String) throws(SystemFileError) {
    try write(bytes: Array(text.utf8), to: path)
  }

  /// Writes `bytes` to the file at `path`, replacing it.
  package static func write(bytes data: [UInt8], to path: String) throws(SystemFileError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw .current() }
    defer { close(descriptor) }
    var bytes = data[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .current()
      }
      bytes = bytes.dropFirst(count)
    }
  }

  private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(fd, buffer, count)
    #else
      Darwin.read(fd, buffer, count)
    #endif
  }

  private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(fd, buffer, count)
    #else
      Darwin.write(fd, buffer, count)
    #endif
  }
}

/// Why a file could not be read or written, in the operating system's words.
package struct SystemFileError: Error, Equatable {
  package var reason: String

  package init(reason: String) { self.reason = reason }

  /// The error for the current `errno`.
  package static func current() -> SystemFileError {
    SystemFileError(reason: String(cString: strerror(errno)))
  }
}
