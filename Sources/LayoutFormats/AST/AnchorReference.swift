import LayoutGeometry

/// One side of a constraint: an item and one of its attributes, e.g. `root.safeArea.top`.
public struct AnchorReference: Hashable, Sendable, CustomStringConvertible {
  /// The view or guide.
  public var item: ItemReference
  /// The attribute.
  public var attribute: LayoutAttribute
  /// Where the item's name starts.
  public var position: SourcePosition

  /// Makes an anchor reference.
  public init(item: ItemReference, attribute: LayoutAttribute, position: SourcePosition = .none) {
    self.item = item
    self.attribute = attribute
    self.position = position
  }

  public var description: String { "\(item).\(attribute)" }
}
