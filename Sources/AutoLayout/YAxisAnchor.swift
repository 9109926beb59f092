import LayoutCore

/// A vertical position of an item (UIKit's `NSLayoutYAxisAnchor`): top, bottom, centerY,
/// the baselines or a margin form. It relates only to other vertical positions.
public struct YAxisAnchor: CustomStringConvertible {
  /// The item.
  public let item: LayoutItem
  /// The attribute.
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  public var description: String { anchorDescription(item, attribute) }

  /// `self == other + standard spacing × multiplier`: the system spacing below `other`
  /// (UIKit's `constraint(equalToSystemSpacingBelow:multiplier:)`, 8 points).
  public func constraint(
    equalToSystemSpacingBelow other: YAxisAnchor, multiplier: Double = 1,
    priority: Priority = .required, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.equal, other, LayoutEngine.standardSpacing * multiplier, priority, file, line)
  }

  /// `self == other + constant`.
  public func constraint(
    equalTo other: YAxisAnchor, constant: Double = 0, priority: Priority = .required,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.equal, other, constant, priority, file, line) }

  /// `self >= other + constant`.
  public func constraint(
    greaterThanOrEqualTo other: YAxisAnchor, constant: Double = 0,
    priority: Priority = .required, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.greaterThanOrEqual, other, constant, priority, file, line) }

  /// `self <= other + constant`.
  public func constraint(
    lessThanOrEqualTo other: YAxisAnchor, constant: Double = 0,
    priority: Priority = .required, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.lessThanOrEqual, other, constant, priority, file, line) }

  private func make(
    _ relation: Relation, _ other: YAxisAnchor, _ constant: Double, _ priority: Priority,
    _ file: String, _ line: Int
  ) -> LayoutConstraint {
    LayoutConstraint(
      unchecked: item, attribute, relation, other.item, other.attribute, constant: constant,
      priority: priority, origin: SourceLocation(file: file, line: line))
  }
}
