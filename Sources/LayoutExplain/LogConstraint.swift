import LayoutCore
import LayoutGeometry

/// One constraint description read from a log:
/// `first.firstAttribute relation multiplier × second.secondAttribute + constant @priority`.
public struct LogConstraint: Codable, Sendable {
  /// The printed class (`NSLayoutConstraint`, `SnapKit.LayoutConstraint`, ...).
  public var className: String
  /// The constraint's address, the key the log uses for it.
  public var address: String
  /// Where the constraint was made, when printed (SnapKit's `@File.swift#61`).
  public var sourceFile: String?
  /// The line of ``sourceFile``.
  public var sourceLine: Int?
  /// The `h=--& v=--&` code of an autoresizing constraint.
  public var autoresizingCode: String?
  /// The constraint identifier (`'UISV-spacing'`).
  public var identifier: String?
  /// The left-hand item.
  public var firstItem: LogItem
  /// The left-hand attribute as printed (`minX`, which means `left`).
  public var printedFirstAttribute: PrintedAttribute
  /// How the sides compare.
  public var relation: Relation
  /// The right-hand item, nil for a constant.
  public var secondItem: LogItem?
  /// The right-hand attribute as printed, nil for a constant.
  public var printedSecondAttribute: PrintedAttribute?
  /// The factor on the right-hand attribute.
  public var multiplier: Double
  /// The amount added to the right-hand side.
  public var constant: Double
  /// The priority, 1000 unless printed.
  public var priority: Double
  /// The description as read, after cleaning.
  public var text: String
  /// Where the description starts in the pasted log.
  public var line: Int
  /// The column of the description's first character.
  public var column: Int
  /// The view the description's names table gives for `|`: the superview of the item the
  /// constraint pins (a visual-format edge, or an autoresizing constraint's frame).
  public var superview: LogItem? = nil
  /// Who made the constraint when the log's format hides it (Masonry's descriptions drop
  /// UIKit's identifiers), nil when the class and identifier tell.
  public var inferredSource: ConstraintSource? = nil
  /// Whether the description is a visual-format spacing between two views (`V:[A]-(0)-[B]`).
  /// The visual format lays out views of one superview, so the two are taken as siblings.
  public var joinsSiblings = false

  /// Who made the constraint, from its class and identifier.
  public var source: ConstraintSource {
    inferredSource ?? ConstraintSource.classify(className: className, identifier: identifier)
  }

  /// The left-hand attribute; setting it prints UIKit's name.
  public var firstAttribute: LayoutAttribute {
    get { printedFirstAttribute.attribute }
    set { printedFirstAttribute = PrintedAttribute(newValue) }
  }

  /// The right-hand attribute, nil for a constant; setting it prints UIKit's name.
  public var secondAttribute: LayoutAttribute? {
    get { printedSecondAttribute?.attribute }
    set { printedSecondAttribute = newValue.map(PrintedAttribute.init) }
  }

  /// Whether the constraint must hold.
  public var isRequired: Bool { priority >= 1000 }

  /// The axis the constraint acts on.
  public var axis: LayoutAxis { firstAttribute.axis ?? .vertical }

  /// Whether the constraint sets a position to a constant (`minX == 0`, `midY == + 70`):
  /// only autoresizing constraints do, and the constant is relative to the superview.
  var isConstantPosition: Bool { secondItem == nil && firstAttribute.placement != nil }

  /// The item the names table's `|` is the superview of: the item that is not the `|`.
  var pinnedItem: LogItem? {
    guard let superview else { return nil }
    if firstItem.key != superview.key { return firstItem }
    return secondItem.flatMap { $0.key != superview.key ? $0 : nil }
  }
}

extension Relation: Codable {}

extension Relation {
  /// The relation with its sides swapped (or both negated): `≥` for `≤`.
  var reversed: Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}

extension LogConstraint {
  /// How sentences name the constraint: its identifier, its autoresizing mask, or its
  /// class and address.
  var tag: String {
    if let identifier { return "'\(identifier)'" }
    if let autoresizingCode { return "autoresizing constraint (\(autoresizingCode))" }
    return "\(className):\(address)"
  }
}
