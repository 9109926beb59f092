/// A view in a format: `[name]` or `[name(predicates)]`.
public struct VisualFormatView: Hashable, Sendable, CustomStringConvertible {
  /// The key in the views dictionary.
  public var name: String
  /// Size predicates (width for `H:`, height for `V:`).
  public var predicates: [VisualFormatPredicate]
  /// Where the name starts.
  public var offset: VisualFormatOffset

  /// Makes a view.
  public init(
    name: String, predicates: [VisualFormatPredicate] = [],
    offset: VisualFormatOffset = VisualFormatOffset(0)
  ) {
    self.name = name
    self.predicates = predicates
    self.offset = offset
  }

  public var description: String {
    predicates.isEmpty
      ? "[\(name)]" : "[\(name)(" + predicates.map(\.description).joined(separator: ",") + ")]"
  }
}
