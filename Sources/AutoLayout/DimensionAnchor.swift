import LayoutCore

/// A size of an item (UIKit's `NSLayoutDimension`): width or height. It relates to other
/// dimensions (with a multiplier, so aspect ratios work) or to constants, never to positions.
public struct DimensionAnchor: CustomStringConvertible {
  /// The item.
  public let item: LayoutItem
  /// `width` or `height`.
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  public var description: String { anchorDescription(item, attribute) }

  /// `self == multiplier × other + constant`.
  public func constraint(
    equalTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
    priority: Priority = .required, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.equal, other, multiplier, constant, priority, file, line) }

  /// `self >= multiplier × other + constant`.
  public func constraint(
    greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
    priority: Priority = .required, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, other, multiplier, constant, priority, file, line)
  }

  /// `self <= multiplier × other + constant`.
  public func constraint(
    lessThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
    priority: Priority = .required, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, other, multiplier, constant, priority, file, line)
  }

  /// `self == constant`.
  public func constraint(
    equalToConstant constant: Double, priority: Priority = .required,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.equal, nil, 1, constant, priority, file, line) }

  /// `self >= constant`.
  public func constraint(
    greaterThanOrEqualToConstant constant: Double, priority: Priority = .required,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.greaterThanOrEqual, nil, 1, constant, priority, file, line) }

  /// `self <= constant`.
  public func constraint(
    lessThanOrEqualToConstant constant: Double, priority: Priority = .required,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.lessThanOrEqual, nil, 1, constant, priority, file, line) }

  private func make(
    _ relation: Relation, _ other: DimensionAnchor?, _ multiplier: Double, _ constant: Double,
    _ priority: Priority, _ file: String, _ line: Int
  ) -> LayoutConstraint {
    LayoutConstraint(
      unchecked: item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute,
      multiplier: other == nil ? 1 : multiplier, constant: constant, priority: priority,
      origin: SourceLocation(file: file, line: line))
  }
}
