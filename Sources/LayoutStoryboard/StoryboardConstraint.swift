import LayoutCore
import AutoLayout

/// A `<constraint>` as Interface Builder wrote it, with the defaults for omitted attributes
/// already applied.
public struct StoryboardConstraint: Sendable, Hashable {
  /// The constraint's IB id.
  public var id: String
  /// The first item's id: the owning view's id when `firstItem` is omitted.
  public var firstItem: String
  /// The first attribute.
  public var firstAttribute: LayoutAttribute
  /// The relation (equal when omitted).
  public var relation: Relation
  /// The second item's id, nil for a constant-only constraint.
  public var secondItem: String?
  /// The second attribute (``LayoutAttribute/notAnAttribute`` without a second item).
  public var secondAttribute: LayoutAttribute
  /// The multiplier, from a decimal or an `a:b` ratio.
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// The priority (1000 when omitted).
  public var priority: Double
  /// The `identifier` attribute.
  public var identifier: String?
  /// Whether the constraint is removed at build time (`placeholder="YES"`).
  public var isPlaceholder: Bool
  /// The id of the view whose `<constraints>` holds it.
  public var ownerID: String
  /// Per-size-class overrides (`constant`).
  public var variations: [StoryboardVariation]
  /// Where the element starts.
  public var location: SourceLocation

  /// The constant in a size-class configuration.
  public func constant(for configuration: SizeClassConfiguration) -> Double {
    variations.resolve("constant", base: nil, for: configuration).flatMap(Double.init) ?? constant
  }
}
