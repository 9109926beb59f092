import AutoLayout

extension AttributeName {
  /// The engine's attribute of the same name.
  public var engineAttribute: LayoutAttribute {
    switch self {
    case .left: .left
    case .right: .right
    case .top: .top
    case .bottom: .bottom
    case .leading: .leading
    case .trailing: .trailing
    case .width: .width
    case .height: .height
    case .centerX: .centerX
    case .centerY: .centerY
    case .lastBaseline: .lastBaseline
    case .firstBaseline: .firstBaseline
    case .leftMargin: .leftMargin
    case .rightMargin: .rightMargin
    case .topMargin: .topMargin
    case .bottomMargin: .bottomMargin
    case .leadingMargin: .leadingMargin
    case .trailingMargin: .trailingMargin
    case .centerXWithinMargins: .centerXWithinMargins
    case .centerYWithinMargins: .centerYWithinMargins
    }
  }
}
