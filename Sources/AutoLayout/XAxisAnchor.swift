import LayoutCore

/// A horizontal position of an item (UIKit's `NSLayoutXAxisAnchor`). The flavor decides at
/// compile time which other horizontal anchors it may be related to; vertical anchors and
/// dimensions are different types altogether.
public struct XAxisAnchor<Flavor: HorizontalAnchorFlavor>: CustomStringConvertible {
  /// The item.
  public let item: LayoutItem
  /// The attribute (left, right, leading, trailing, centerX or a margin form).
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  public var description: String { anchorDescription(item, attribute) }

  func make<Other>(
    _ relation: Relation, _ other: XAxisAnchor<Other>, _ constant: Double, _ priority: Priority,
    _ file: String, _ line: Int
  ) -> LayoutConstraint {
    LayoutConstraint(
      unchecked: item, attribute, relation, other.item, other.attribute, constant: constant,
      priority: priority, origin: SourceLocation(file: file, line: line))
  }
}

extension XAxisAnchor where Flavor == DirectionalEdge {
  /// `self == other + standard spacing × multiplier`: the system spacing after `other`
  /// (UIKit's `constraint(equalToSystemSpacingAfter:multiplier:)`, 8 points between siblings).
  public func constraint(
    equalToSystemSpacingAfter other: XAxisAnchor<DirectionalEdge>, multiplier: Double = 1,
    priority: Priority = .required, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.equal, other, LayoutEngine.standardSpacing * multiplier, priority, file, line)
  }

  /// `self == other + constant`.
  public func constraint<Other: PairsWithDirectionalEdge>(
    equalTo other: XAxisAnchor<Other>, constant: Double = 0, priority: Priority = .required,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.equal, other, constant, priority, file, line) }

  /// `self >= other + constant`.
  public func constraint<Other: PairsWithDirectionalEdge>(
    greaterThanOrEqualTo other: XAxisAnchor<Other>, constant: Double = 0,
    priority: Priority = .required, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.greaterThanOrEqual, other, constant, priority, file, line) }

  /// `self <= other + constant`.
  public func constraint<Other: PairsWithDirectionalEdge>(
    lessThanOrEqualTo other: XAxisAnchor<Other>, constant: Double = 0,
    priority: Priority = .required, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.lessThanOrEqual, other, constant, priority, file, line) }
}

extension XAxisAnchor where Flavor == AbsoluteEdge {
  /// `self == other + constant`.
  public func constraint<Other: PairsWithAbsoluteEdge>(
    equalTo other: XAxisAnchor<Other>, constant: Double = 0, priority: Priority = .required,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.equal, other, constant, priority, file, line) }

  /// `self >= other + constant`.
  public func constraint<Other: PairsWithAbsoluteEdge>(
    greaterThanOrEqualTo other: XAxisAnchor<Other>, constant: Double = 0,
    priority: Priority = .required, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.greaterThanOrEqual, other, constant, priority, file, line) }

  /// `self <= other + constant`.
  public func constraint<Other: PairsWithAbsoluteEdge>(
    lessThanOrEqualTo other: XAxisAnchor<Other>, constant: Double = 0,
    priority: Priority = .required, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.lessThanOrEqual, other, constant, priority, file, line) }
}

extension XAxisAnchor where Flavor == HorizontalCenter {
  /// `self == other + constant`.
  public func constraint<Other>(
    equalTo other: XAxisAnchor<Other>, constant: Double = 0, priority: Priority = .required,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.equal, other, constant, priority, file, line) }

  /// `self >= other + constant`.
  public func constraint<Other>(
    greaterThanOrEqualTo other: XAxisAnchor<Other>, constant: Double = 0,
    priority: Priority = .required, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.greaterThanOrEqual, other, constant, priority, file, line) }

  /// `self <= other + constant`.
  public func constraint<Other>(
    lessThanOrEqualTo other: XAxisAnchor<Other>, constant: Double = 0,
    priority: Priority = .required, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { make(.lessThanOrEqual, other, constant, priority, file, line) }
}
