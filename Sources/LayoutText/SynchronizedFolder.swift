/// A folder an Xcode project keeps in step with the file system (Xcode 16's buildable
/// folders, `PBXFileSystemSynchronizedRootGroup`): every file in it belongs to the project
/// although the project file names none of them, so a font file in it is the app's.
///
/// Xcode 16's release notes: "Buildable folders only record the folder path into the project
/// file without enumerating the contained files." A file a target leaves out is listed in the
/// folder's exception sets (`PBXFileSystemSynchronizedBuildFileExceptionSet`,
/// `membershipExceptions`, paths inside the folder).
struct SynchronizedFolder: Equatable {
  /// The folder, relative to the project's folder (the one holding the `.xcodeproj`).
  var path: String
  /// Files inside it (relative to it) that an exception set takes out of a target.
  var excluded: Set<String>

  /// Whether the file at `relativePath` (relative to the project's folder) lies in this
  /// folder, excluded or not.
  func covers(_ relativePath: String) -> Bool {
    path.isEmpty || relativePath.hasPrefix(path + "/")
  }

  /// Whether the file at `relativePath` (relative to the project's folder) is in this folder
  /// and not excluded.
  func holds(_ relativePath: String) -> Bool {
    guard covers(relativePath) else { return false }
    let inside = path.isEmpty ? relativePath : String(relativePath.dropFirst(path.count + 1))
    return !excluded.contains(inside)
  }

  /// The synchronized folders of a `project.pbxproj`, each resolved through its parent groups
  /// to a path under the project's folder; folders outside it (absolute, or relative to build
  /// products or an SDK) are left out. Empty when the text is not a property list.
  static func all(inProject text: String) -> [SynchronizedFolder] {
    guard let top = OpenStepPlist.parse(text), case .dictionary(let objects)? = top["objects"]
    else { return [] }
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for child in object["children"]?.strings ?? [] { parents[child] = id }
    }
    let mainGroup = top["rootObject"]?.string.flatMap { objects[$0]?["mainGroup"]?.string }
    /// The path of object `id` relative to the project's folder, or nil when it is not
    /// under it (`depth` stops a cycle of parents written wrongly).
    func location(of id: String, depth: Int = 0) -> [String]? {
      guard depth < 64, let object = objects[id] else { return nil }
      let own = object["path"]?.string.map { $0.split(separator: "/").map(String.init) } ?? []
      if id == mainGroup { return own }
      switch object["sourceTree"]?.string {
      case "SOURCE_ROOT": return own
      case "<group>":
        guard let parent = parents[id], let above = location(of: parent, depth: depth + 1)
        else { return nil }
        return above + own
      default: return nil
      }
    }
    var folders: [SynchronizedFolder] = []
    for (id, object) in objects
    where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
      guard let components = location(of: id).flatMap(RelativePath.normalized) else { continue }
      var excluded: Set<String> = []
      for exception in object["exceptions"]?.strings ?? []
      where objects[exception]?["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" {
        excluded.formUnion(objects[exception]?["membershipExceptions"]?.strings ?? [])
      }
      folders.append(
        SynchronizedFolder(path: components.joined(separator: "/"), excluded: excluded))
    }
    return folders.sorted { $0.path < $1.path }
  }
}
