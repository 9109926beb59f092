import LayoutSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An app's own font files (`UIAppFonts`), found in its project folder, so custom fonts are
/// measured in the very files Interface Builder measured them in.
///
/// Interface Builder draws and sizes a custom font from the font files the project holds; the
/// same family installed on this machine can be another version with other metrics (Debian's
/// Roboto has a `hhea` line 17.58 points tall at 15 points where the Roboto many apps bundle
/// has 19.78). Files found here are matched before the installed fonts
/// (``InstalledFonts/registerAppFonts(_:)``).
public enum AppFonts {
  /// Project folders already searched, so a folder of many documents is searched once.
  private static let searched = Mutex<Set<String>>([])

  /// Registers the font files of the Xcode project holding `document` (``projectFiles(in:)``)
  /// with ``InstalledFonts/registerAppFonts(_:)``, once per project folder; a document outside
  /// any project registers nothing.
  public static func registerProjectFonts(of document: String) {
    guard let folder = projectFolder(of: document),
      searched.withLock({ $0.insert(folder).inserted }),
      let found = try? projectFiles(in: folder)
    else { return }
    InstalledFonts.registerAppFonts(found)
  }

  /// File name extensions of the font files looked for (compared without case).
  public static let extensions: Set<String> = ["ttf", "otf", "ttc"]
  /// Folders never entered: version control, build products and dependency caches hold no
  /// font the app's documents were drawn with, or copies of ones the project holds.
  public static let skippedFolders: Set<String> = [
    ".git", ".svn", ".hg", ".build", "build", "DerivedData", "node_modules", "Carthage",
  ]
  /// How many folder entries a search reads at most, so a search from a large folder stays
  /// quick; the fonts found before the limit are kept.
  public static let entryLimit = 200_000
  /// How deep a search goes below its folder.
  public static let depthLimit = 24
  /// How many font files are registered at most.
  public static let fileLimit = 2_000

  /// Files or folders whose presence marks a project's top folder.
  static let projectMarkers = ["xcodeproj", "xcworkspace"]

  /// The font files under `folder` (sorted, at most ``fileLimit``), or an error when `folder`
  /// cannot be read.
  public static func files(under folder: String) throws(TextError) -> [String] {
    var found: [String] = []
    var entries = 0
    var pending: [(path: String, depth: Int)] = [(folder, 0)]
    while let (path, depth) = pending.popLast(), entries < entryLimit, found.count < fileLimit {
      let remaining = entryLimit - entries
      guard let names = SystemFile.names(inFolder: path, limit: remaining) else {
        if path == folder {
          throw .fontFolderUnreadable(path: folder, reason: String(cString: strerror(errno)))
        }
        continue
      }
      // Every folder also lists `.` and `..`, which count as entries read.
      entries += min(names.count + 2, remaining)
      for name in names {
        let child = path.hasSuffix("/") ? path + name : path + "/" + name
        var info = stat()
        guard lstat(child, &info) == 0 else { continue }
        if (info.st_mode & S_IFMT) == S_IFDIR {
          if depth < depthLimit, !skippedFolders.contains(name) {
            pending.append((child, depth + 1))
          }
        } else if (info.st_mode & S_IFMT) == S_IFREG, isFontFile(name) {
          found.append(child)
          if found.count >= fileLimit { break }
        }
      }
    }
    return found.sorted()
  }

  /// The font files of the Xcode project in `folder` (``projectFolder(of:)``): those under it
  /// whose file names its `project.pbxproj` files (and its workspace's other projects') name, or that lie in a folder the project
  /// keeps in step with the file system and that no exception takes out
  /// (``SynchronizedFolder``), since Interface Builder
  /// offers and measures the fonts a project holds, not any file lying in its folder (Apple,
  /// "Adding a Custom Font to Your App": the font file is added to the project). When no
  /// project file can be read, every font file under the folder.
  public static func projectFiles(in folder: String) throws(TextError) -> [String] {
    let every = try files(under: folder)
    guard let members = projectMembers(folder) else { return every }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return every.filter { file in
      // A file in a buildable folder is the folder's to decide: its name in an exception
      // set takes it out, though the name is written in the project file.
      let relative = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
      if let synchronized = members.folders.first(where: { $0.covers(relative) }) {
        return synchronized.holds(relative)
      }
      return members.names.contains(String(file.split(separator: "/").last ?? ""))
    }
  }

  /// What the `project.pbxproj` files of the `.xcodeproj` folders directly in `folder`, and of
  /// the projects its workspaces gather (``WorkspaceProjects``), hold: the font file names
  /// they name (`Brand-Bold.ttf`) and the folders they keep in step with the file system
  /// (relative to `folder`); nil when there is no project file to read.
  static func projectMembers(_ folder: String) -> (
    names: Set<String>, folders: [SynchronizedFolder]
  )? {
    guard let entries = SystemFile.names(inFolder: folder) else { return nil }
    var projects = entries.filter { $0.hasSuffix(".xcodeproj") }.sorted()
    for workspace in entries.filter({ $0.hasSuffix(".xcworkspace") }).sorted().prefix(8) {
      guard
        let bytes = try? SystemFile.read(
          path: folder + "/" + workspace + "/contents.xcworkspacedata", limit: projectFileLimit)
      else { continue }
      for project in WorkspaceProjects.projects(inWorkspace: String(decoding: bytes, as: UTF8.self))
      where !projects.contains(project) {
        projects.append(project)
      }
    }
    var members: (names: Set<String>, folders: [SynchronizedFolder])?
    for project in projects.prefix(64) {
      guard
        let bytes = try? SystemFile.read(
          path: folder + "/" + project + "/project.pbxproj", limit: projectFileLimit),
        bytes.count <= projectFileLimit
      else { continue }
      var found = members ?? ([], [])
      let text = String(decoding: bytes, as: UTF8.self)
      for name in fileNames(inProject: text) where isFontFile(name) {
        found.names.insert(name)
      }
      if text.contains("PBXFileSystemSynchronizedRootGroup") {
        // A project in a subfolder keeps its folders relative to its own folder.
        let above = project.split(separator: "/").dropLast().joined(separator: "/")
        found.folders += SynchronizedFolder.all(inProject: text).map {
          var moved = $0
          if !above.isEmpty { moved.path = moved.path.isEmpty ? above : above + "/" + moved.path }
          return moved
        }
      }
      members = found
    }
    return members
  }

  /// The file names a `project.pbxproj` mentions: the last path component of each quoted
  /// string (`path = "Fonts/Product Sans Regular.ttf";`, where Xcode quotes names holding
  /// spaces) and of each unquoted word (`path = Brand-Bold.otf;`). Comments (`/* … */`) are
  /// read as words too, as they repeat the names.
  static func fileNames(inProject text: String) -> [String] {
    var names: [String] = []
    let bytes = Array(text.utf8)
    func add(_ range: Range<Int>) {
      guard !range.isEmpty else { return }
      let path = bytes[range]
      let start = path.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? range.lowerBound
      if start < range.upperBound {
        names.append(String(decoding: bytes[start..<range.upperBound], as: UTF8.self))
      }
    }
    let separators = Set(" \t\n\r;=(){},".utf8)
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        add(start..<index)
        // A quoted string runs to the next quote not escaped by a backslash.
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
          end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        add(index + 1..<min(end, bytes.count))
        index = end + 1
        start = index
      } else if separators.contains(byte) {
        add(start..<index)
        index += 1
        start = index
      } else {
        index += 1
      }
    }
    add(start..<min(index, bytes.count))
    return names
  }

  /// The largest `project.pbxproj` read (large apps' project files run to a few megabytes).
  static let projectFileLimit = 32 << 20

  /// Whether `name` ends in one of ``extensions``.
  static func isFontFile(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return extensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// The top folder of the Xcode project holding `document`: the nearest folder above it
  /// (at most eight levels up) that holds an `.xcodeproj` or `.xcworkspace`, or nil.
  public static func projectFolder(of document: String) -> String? {
    var folder = parent(of: document)
    for _ in 0..<8 {
      if holdsProject(folder) { return folder }
      let up = parent(of: folder)
      if up == folder { return nil }
      folder = up
    }
    return nil
  }

  private static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else {
      return trimmed == "." || trimmed == ".." ? trimmed + "/.." : "."
    }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  private static func holdsProject(_ folder: String) -> Bool {
    SystemFile.names(inFolder: folder, limit: 10_000)?.contains { name in
      name.lastIndex(of: ".").map {
        projectMarkers.contains(String(name[name.index(after: $0)...]))
      }
        ?? false
    } ?? false
  }
}
