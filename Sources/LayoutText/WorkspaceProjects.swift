/// The Xcode projects a workspace (`NAME.xcworkspace/contents.xcworkspacedata`) gathers, so
/// the fonts a workspace's other projects hold (a CocoaPods `Pods.xcodeproj` bundling a font
/// pod's files) count as the app's, as they do in Interface Builder.
///
/// A workspace lists its projects as `<FileRef location = "group:Pods/Pods.xcodeproj">`,
/// optionally inside `<Group location = "group:Libraries">` elements whose locations the
/// paths inside them continue; `container:` paths start at the workspace's folder, `self:`
/// is the project holding an embedded workspace, and `absolute:` paths lie outside the
/// project's folder.
enum WorkspaceProjects {
  /// The `.xcodeproj` paths, relative to the folder holding the workspace, that `text` (a
  /// `contents.xcworkspacedata`) names, in order, without repeats; absolute paths and paths
  /// climbing above the folder are left out.
  static func projects(inWorkspace text: String) -> [String] {
    var groups: [[String]] = []
    var found: [String] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      guard let close = rest[open...].firstIndex(of: ">") else { break }
      let tag = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      let name = tag.prefix { !$0.isWhitespace && $0 != "/" }
      if name == "Group", !tag.hasSuffix("/") {
        groups.append(location(in: tag).flatMap { resolved($0, in: groups.last ?? []) } ?? [])
      } else if tag.hasPrefix("/Group") {
        _ = groups.popLast()
      } else if name == "FileRef", let path = location(in: tag),
        let components = resolved(path, in: groups.last ?? []),
        components.last?.hasSuffix(".xcodeproj") == true
      {
        let joined = components.joined(separator: "/")
        if !found.contains(joined) { found.append(joined) }
      }
    }
    return found
  }

  /// The value of a tag's `location` attribute.
  private static func location(in tag: Substring) -> Substring? {
    var start = tag.startIndex
    var after: Substring?
    while start < tag.endIndex {
      if tag[start...].hasPrefix("location") {
        after = tag[tag.index(start, offsetBy: "location".count)...]
        break
      }
      start = tag.index(after: start)
    }
    guard let after = after?.drop(while: { $0.isWhitespace || $0 == "=" }) else { return nil }
    guard let quote = after.first, quote == "\"" || quote == "'" else { return nil }
    let value = after.dropFirst()
    guard let end = value.firstIndex(of: quote) else { return nil }
    return value[..<end]
  }

  /// The path components a location names, relative to the workspace's folder: `group:`
  /// continues the enclosing group's path, `container:` starts at the folder; nil for
  /// `self:`, `absolute:` and anything climbing above the folder.
  private static func resolved(_ location: Substring, in group: [String]) -> [String]? {
    let base: [String]
    let path: Substring
    if location.hasPrefix("group:") {
      base = group
      path = location.dropFirst("group:".count)
    } else if location.hasPrefix("container:") {
      base = []
      path = location.dropFirst("container:".count)
    } else {
      return nil
    }
    var components = base
    for component in path.split(separator: "/") where component != "." {
      if component == ".." {
        guard components.popLast() != nil else { return nil }
      } else {
        components.append(String(component))
      }
    }
    return components
  }
}
