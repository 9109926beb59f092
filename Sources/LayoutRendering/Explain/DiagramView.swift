/// A view in a conflict schematic: a name and its solved size, shown as numbers rather than
/// used as geometry.
public struct DiagramView: Sendable, Hashable {
  /// The name the explanation uses (unique within a panel).
  public var name: String
  /// The solved width, nil when unknown or not finite.
  public var width: Double?
  /// The solved height, nil when unknown or not finite.
  public var height: Double?

  /// Makes a view.
  public init(name: String, width: Double? = nil, height: Double? = nil) {
    self.name = name
    self.width = width
    self.height = height
  }
}
