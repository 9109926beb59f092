import AutoLayout

extension StoryboardReader {
  /// A view's `semanticContentAttribute` (IB's *Semantic* field): `playback`, `spatial`,
  /// `forceLeftToRight`, `forceRightToLeft`; absent is `unspecified`. A value UIKit does not
  /// have is a warning at the element, and the view follows the layout direction.
  static func semanticContentAttribute(
    of node: XMLElementNode, warnings: inout [StoryboardWarning]
  ) -> SemanticContentAttribute {
    guard let written = node["semanticContentAttribute"] else { return .unspecified }
    if let attribute = SemanticContentAttribute(rawValue: written) { return attribute }
    let names = SemanticContentAttribute.allCases.map(\.rawValue).joined(separator: ", ")
    warnings.append(
      StoryboardWarning(
        location: node.location,
        message: "semanticContentAttribute \"\(written)\" is not one of \(names); "
          + "the view follows the layout direction"))
    return .unspecified
  }
}
