import LayoutCore

/// One XML element with its attributes, children and where it starts in the file.
///
/// Interface Builder documents carry almost everything in elements and attributes; the one
/// text content kept is that of `<string>` elements, where long or multi-line texts of labels
/// and text views are written.
struct XMLElementNode: Sendable {
  var name: String
  var attributes: [String: String]
  var children: [XMLElementNode]
  var location: SourceLocation
  /// The characters inside a `<string>` or `<mutableString>` element; nil for other elements.
  var text: String? = nil

  subscript(attribute: String) -> String? { attributes[attribute] }

  /// The children with a given element name.
  func children(named name: String) -> [XMLElementNode] {
    children.filter { $0.name == name }
  }

  /// The first child with a given name and, if given, `key` attribute.
  func child(named name: String, key: String? = nil) -> XMLElementNode? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// A `YES`/`NO` attribute; nil when absent.
  func flag(_ attribute: String) -> Bool? {
    attributes[attribute].map { $0 == "YES" }
  }
}
