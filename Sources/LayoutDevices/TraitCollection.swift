/// The environment traits a layout adapts to, modelled on UIKit's `UITraitCollection`.
///
/// Any trait may be unspecified (`.unspecified`, or `nil` for the display scale). A fully
/// specified collection describes a concrete environment (a device in one orientation or
/// window size); a partly specified one is a *pattern*, like Interface Builder's
/// `wAny hCompact` variation, that matches every environment agreeing on the specified traits.
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
  /// The width class.
  public var horizontalSizeClass: SizeClass
  /// The height class.
  public var verticalSizeClass: SizeClass
  /// Pixels per point (`UIScreen.scale`), or `nil` when unspecified.
  public var displayScale: Double?
  /// Phone or pad.
  public var userInterfaceIdiom: UserInterfaceIdiom
  /// Left-to-right or right-to-left.
  public var layoutDirection: LayoutDirection

  /// Creates a trait collection; every trait defaults to unspecified.
  public init(
    horizontalSizeClass: SizeClass = .unspecified,
    verticalSizeClass: SizeClass = .unspecified,
    displayScale: Double? = nil,
    userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
    layoutDirection: LayoutDirection = .unspecified
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    self.userInterfaceIdiom = userInterfaceIdiom
    self.layoutDirection = layoutDirection
  }

  /// Creates a size-class-only collection, the shape of Interface Builder's variations.
  public init(_ sizeClasses: SizeClassPair) {
    self.init(horizontalSizeClass: sizeClasses.horizontal, verticalSizeClass: sizeClasses.vertical)
  }

  /// The size classes as a pair.
  public var sizeClasses: SizeClassPair {
    SizeClassPair(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
  }

  /// The number of specified traits; among matching variations the most specific one wins.
  public var specificity: Int {
    [
      horizontalSizeClass != .unspecified,
      verticalSizeClass != .unspecified,
      displayScale != nil,
      userInterfaceIdiom != .unspecified,
      layoutDirection != .unspecified,
    ].filter { $0 }.count
  }

  /// Whether every trait specified in `pattern` has the same value here, as UIKit's
  /// `containsTraits(in:)`; unspecified traits of the pattern match anything.
  public func matches(_ pattern: TraitCollection) -> Bool {
    (pattern.horizontalSizeClass == .unspecified
      || pattern.horizontalSizeClass == horizontalSizeClass)
      && (pattern.verticalSizeClass == .unspecified
        || pattern.verticalSizeClass == verticalSizeClass)
      && (pattern.displayScale == nil || pattern.displayScale == displayScale)
      && (pattern.userInterfaceIdiom == .unspecified
        || pattern.userInterfaceIdiom == userInterfaceIdiom)
      && (pattern.layoutDirection == .unspecified || pattern.layoutDirection == layoutDirection)
  }

  /// A copy where every trait specified in `overrides` replaces the one here, as UIKit's
  /// `init(traitsFrom:)` combines collections left to right.
  public func overriding(with overrides: TraitCollection) -> TraitCollection {
    TraitCollection(
      horizontalSizeClass: overrides.horizontalSizeClass == .unspecified
        ? horizontalSizeClass : overrides.horizontalSizeClass,
      verticalSizeClass: overrides.verticalSizeClass == .unspecified
        ? verticalSizeClass : overrides.verticalSizeClass,
      displayScale: overrides.displayScale ?? displayScale,
      userInterfaceIdiom: overrides.userInterfaceIdiom == .unspecified
        ? userInterfaceIdiom : overrides.userInterfaceIdiom,
      layoutDirection: overrides.layoutDirection == .unspecified
        ? layoutDirection : overrides.layoutDirection)
  }

  /// Size classes first (`wC hR`), then whichever other traits are specified.
  public var description: String {
    var parts = [sizeClasses.description]
    if let displayScale { parts.append("@\(Self.format(displayScale))x") }
    if userInterfaceIdiom != .unspecified { parts.append(userInterfaceIdiom.rawValue) }
    if layoutDirection != .unspecified { parts.append(layoutDirection.rawValue) }
    return parts.joined(separator: " ")
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
