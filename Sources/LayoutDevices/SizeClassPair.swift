/// The horizontal and vertical size classes of one screen or window configuration.
public struct SizeClassPair: Sendable, Hashable, CustomStringConvertible {
  /// The width class.
  public var horizontal: SizeClass
  /// The height class.
  public var vertical: SizeClass

  /// Creates a pair from a width class and a height class.
  public init(horizontal: SizeClass, vertical: SizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Interface Builder's label for the pair, e.g. `wC hR` or `wAny hC`.
  public var description: String {
    "w\(horizontal.shortName) h\(vertical.shortName)"
  }
}
