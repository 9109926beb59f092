import LayoutCore
import AutoLayout

extension StoryboardReader {
  /// Reads every `<mask>` entry; each must name an element the document defines.
  func collectMasks(
    _ node: XMLElementNode, definedIDs: Set<String>, into document: inout StoryboardDocument
  ) throws(StoryboardError) {
    for child in node.children {
      if child.name == "variation", let key = child["key"] {
        for mask in child.children(named: "mask") {
          for entry in mask.children {
            guard let reference = entry["reference"] else {
              throw .missingAttribute(entry.location, element: entry.name, attribute: "reference")
            }
            guard definedIDs.contains(reference) else {
              throw .unknownReference(entry.location, id: reference)
            }
            document.masks[reference, default: []].append((key, entry.name == "include"))
          }
        }
      }
      try collectMasks(child, definedIDs: definedIDs, into: &document)
    }
  }

  /// Every `id` attribute of the document, whatever the element.
  static func definedIDs(_ node: XMLElementNode) -> Set<String> {
    var ids: Set<String> = []
    var pending = [node]
    while let next = pending.popLast() {
      if let id = next["id"] { ids.insert(id) }
      pending += next.children
    }
    return ids
  }

  /// Every constraint item must name a view or guide of the document.
  func checkReferences(
    _ document: StoryboardDocument, ids: [String: SourceLocation]
  ) throws(StoryboardError) {
    for root in document.roots {
      for view in root.view.subtree {
        for constraint in view.constraints {
          for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 })
          where ids[item] == nil {
            throw .unknownReference(constraint.location, id: item)
          }
        }
      }
    }
  }
}
