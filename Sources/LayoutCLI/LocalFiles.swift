import Foundation
import LayoutCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real file system for the commands; `-` is standard input or output.
struct LocalFiles: FileAccess {
  func contents(ofFile path: String, limit: Int) throws(FileAccessError) -> [UInt8] {
    let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
    guard descriptor >= 0 else { throw failure(path) }
    defer { if descriptor != 0 { close(descriptor) } }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw FileAccessError(path: path, reason: "it is a directory")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    // One byte past the limit is enough to tell the parser the file is too big.
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(path)
      }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    return bytes
  }

  func write(_ text: String, toFile path: String) throws(FileAccessError) {
    if path == "-" {
      Console.writeOutput(text)
      return
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw failure(path) }
    defer { close(descriptor) }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(path)
      }
      bytes = bytes.dropFirst(count)
    }
  }

  func createDirectory(atPath path: String) throws(FileAccessError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw FileAccessError(path: path, reason: "cannot create the directory")
    }
  }

  func files(inDirectory path: String) throws(FileAccessError) -> [String]? {
    var isDirectory: ObjCBool = false
    guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    var found: [String] = []
    var pending = [path]
    while let folder = pending.popLast() {
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: folder)
      } catch {
        throw FileAccessError(path: folder, reason: "cannot list the directory")
      }
      for name in names where !name.hasPrefix(".") {
        let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        var status = stat()
        guard lstat(child, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: pending.append(child)
        case S_IFREG: found.append(child)
        case S_IFLNK:
          var target = stat()
          if stat(child, &target) == 0, target.st_mode & S_IFMT == S_IFREG { found.append(child) }
        default: continue
        }
      }
    }
    return found.sorted()
  }

  /// The same device and inode when both exist (links, `./`, `../dir/`), else the same path.
  func isSameFile(_ first: String, _ second: String) -> Bool {
    guard first != "-", second != "-" else { return false }
    var a = stat()
    var b = stat()
    if stat(first, &a) == 0, stat(second, &b) == 0 {
      return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
    return URL(fileURLWithPath: first).standardizedFileURL.path
      == URL(fileURLWithPath: second).standardizedFileURL.path
  }

  /// The error for the current `errno`.
  private func failure(_ path: String) -> FileAccessError {
    FileAccessError(path: path, reason: String(cString: strerror(errno)))
  }
}
