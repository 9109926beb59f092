import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

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
  /// climbing above the folder are left out. Read with Foundation's `XMLParser`; a text that
  /// is not XML names the projects read before the error.
  static func projects(inWorkspace text: String) -> [String] {
    // Xcode writes no document type declaration, and libxml2 would expand one's entities
    // before any callback could stop it (as `LayoutStoryboard`'s reader refuses them).
    guard !text.contains("<!DOCTYPE") else { return [] }
    let reader = Reader()
    let parser = XMLParser(data: Data(text.utf8))
    parser.shouldResolveExternalEntities = false
    parser.delegate = reader
    _ = parser.parse()
    return reader.found
  }

  /// Follows the `Group` elements and collects the `FileRef` projects.
  private final class Reader: NSObject, XMLParserDelegate {
    /// The path of each open group, innermost last.
    var groups: [[String]] = []
    var found: [String] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      let location = attributeDict["location"]
      if elementName == "Group" {
        groups.append(location.flatMap { resolved($0, in: groups.last ?? []) } ?? [])
      } else if elementName == "FileRef", let location,
        let components = resolved(location, in: groups.last ?? []),
        components.last?.hasSuffix(".xcodeproj") == true
      {
        let joined = components.joined(separator: "/")
        if !found.contains(joined) { found.append(joined) }
      }
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      if elementName == "Group" { _ = groups.popLast() }
    }
  }

  /// The path components a location names, relative to the workspace's folder: `group:`
  /// continues the enclosing group's path, `container:` starts at the folder; nil for
  /// `self:`, `absolute:` and anything climbing above the folder.
  private static func resolved(_ location: String, in group: [String]) -> [String]? {
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
    return RelativePath.normalized(base + path.split(separator: "/").map(String.init))
  }
}
