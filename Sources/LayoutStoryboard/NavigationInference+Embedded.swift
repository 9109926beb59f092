extension NavigationInference {
  /// The controllers whose only way in is an `embed` segue: a container view's child, laid
  /// out at the container view's size (``StoryboardRoot/isEmbedded``).
  static func embeddedOnly(edges: [Edge]) -> Set<String> {
    let embeds = Set(edges.filter { $0.kind == "embed" }.map(\.to))
    let otherwise = Set(edges.filter { $0.kind != "embed" }.map(\.to))
    return embeds.subtracting(otherwise)
  }
}
