import LayoutDevices

/// What a variation depends on.
public enum VariationCondition: Hashable, Sendable, CustomStringConvertible {
  /// A size-class pattern; `.unspecified` classes are Interface Builder's *Any*.
  case sizeClasses(SizeClassPair)
  /// Every one of these size conditions on the root view holds.
  case size([SizeCondition])

  /// Whether the condition holds for a root of the given traits and size.
  public func matches(traits: TraitCollection, width: Double, height: Double) -> Bool {
    switch self {
    case .sizeClasses(let pair): traits.matches(TraitCollection(pair))
    case .size(let conditions): conditions.allSatisfy { $0.matches(width: width, height: height) }
    }
  }

  /// `[wAny hCompact]` or `when width >= 600, aspect 1...2`.
  public var description: String {
    switch self {
    case .sizeClasses(let pair):
      "[w\(Self.name(pair.horizontal)) h\(Self.name(pair.vertical))]"
    case .size(let conditions):
      "when " + conditions.map(\.description).joined(separator: ", ")
    }
  }

  private static func name(_ sizeClass: SizeClass) -> String {
    switch sizeClass {
    case .unspecified: "Any"
    case .compact: "Compact"
    case .regular: "Regular"
    }
  }
}
