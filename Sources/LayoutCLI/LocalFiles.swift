import Foundation
import LayoutCommands
import LayoutSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real file system for the commands; `-` is standard input or output.
struct LocalFiles: FileAccess {
  func contents(ofFile path: String, limit: Int) throws(FileAccessError) -> [UInt8] {
    do {
      // One byte past the limit is read, enough to tell the parser the file is too big.
      return path == "-"
        ? try SystemFile.read(descriptor: 0, limit: limit)
        : try SystemFile.read(path: path, limit: limit)
    } catch {
      throw FileAccessError(path: path, reason: error.reason)
    }
  }

  func write(_ text: String, toFile path: String) throws(FileAccessError) {
    if path == "-" {
      Console.writeOutput(text)
      return
    }
    do {
      try SystemFile.write(text, to: path)
    } catch {
      throw FileAccessError(path: path, reason: error.reason)
    }
  }

  func write(bytes: [UInt8], toFile path: String) throws(FileAccessError) {
    if path == "-" {
      Console.writeOutput(bytes: bytes)
      return
    }
    do {
      try SystemFile.write(bytes: bytes, to: path)
    } catch {
      throw FileAccessError(path: path, reason: error.reason)
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
    guard let listing = try listing(ofDirectory: path) else { return nil }
    if let first = listing.unlistable.first { throw first }
    return listing.files
  }

  func listing(ofDirectory path: String) throws(FileAccessError) -> FolderListing? {
    var isDirectory: ObjCBool = false
    guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    var found: [String] = []
    var unlistable: [FileAccessError] = []
    var pending = [path]
    while let folder = pending.popLast() {
      guard let names = SystemFile.names(inFolder: folder) else {
        let failure = FileAccessError(
          path: folder, reason: "cannot list the folder: \(SystemFileError.current().reason)")
        // The folder given is the walk itself; a folder below it is reported, and the
        // walk goes on.
        if folder == path { throw failure }
        unlistable.append(failure)
        continue
      }
      for name in names where !name.hasPrefix(".") {
        let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        var status = stat()
        guard lstat(child, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: pending.append(child)
        case S_IFREG: found.append(child)
        case S_IFLNK:
          // A link to a file is read through; a dangling one is listed so that reading it
          // reports why, rather than the file vanishing from the walk; links to folders
          // are not followed.
          var target = stat()
          let resolves = stat(child, &target) == 0
          if !resolves || target.st_mode & S_IFMT == S_IFREG { found.append(child) }
        default: continue
        }
      }
    }
    return FolderListing(
      files: found.sorted(), unlistable: unlistable.sorted { $0.path < $1.path })
  }

  func exists(_ path: String) -> Bool {
    var status = stat()
    return path == "-" || lstat(path, &status) == 0
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
}
