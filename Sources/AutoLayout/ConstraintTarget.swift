/// What a maker chain can relate its attributes to: an item (same attribute), an item's
/// specific attribute (``View/targets``), or a number.
public protocol ConstraintTarget {
  /// The item and attribute to relate `attribute` to, or nil for a constant, plus the
  /// constant the target adds.
  func resolve(for attribute: LayoutAttribute) -> (
    item: LayoutItem?, attribute: LayoutAttribute, constant: Double
  )
}

extension View: ConstraintTarget {
  public func resolve(for attribute: LayoutAttribute) -> (
    item: LayoutItem?, attribute: LayoutAttribute, constant: Double
  ) { (self, attribute, 0) }
}

extension LayoutGuide: ConstraintTarget {
  public func resolve(for attribute: LayoutAttribute) -> (
    item: LayoutItem?, attribute: LayoutAttribute, constant: Double
  ) { (self, attribute, 0) }
}

extension Double: ConstraintTarget {
  public func resolve(for attribute: LayoutAttribute) -> (
    item: LayoutItem?, attribute: LayoutAttribute, constant: Double
  ) { (nil, .notAnAttribute, self) }
}

extension Int: ConstraintTarget {
  public func resolve(for attribute: LayoutAttribute) -> (
    item: LayoutItem?, attribute: LayoutAttribute, constant: Double
  ) { (nil, .notAnAttribute, Double(self)) }
}

/// One attribute of an item as a maker target: `make.top.equalTo(header.targets.bottom)`.
public struct AttributeTarget: ConstraintTarget {
  /// The item.
  public let item: LayoutItem
  /// The attribute.
  public let attribute: LayoutAttribute

  public func resolve(for attribute: LayoutAttribute) -> (
    item: LayoutItem?, attribute: LayoutAttribute, constant: Double
  ) { (item, self.attribute, 0) }
}

/// The attributes of an item as maker targets.
public struct AttributeTargets {
  let item: LayoutItem

  public var left: AttributeTarget { AttributeTarget(item: item, attribute: .left) }
  public var right: AttributeTarget { AttributeTarget(item: item, attribute: .right) }
  public var top: AttributeTarget { AttributeTarget(item: item, attribute: .top) }
  public var bottom: AttributeTarget { AttributeTarget(item: item, attribute: .bottom) }
  public var leading: AttributeTarget { AttributeTarget(item: item, attribute: .leading) }
  public var trailing: AttributeTarget { AttributeTarget(item: item, attribute: .trailing) }
  public var width: AttributeTarget { AttributeTarget(item: item, attribute: .width) }
  public var height: AttributeTarget { AttributeTarget(item: item, attribute: .height) }
  public var centerX: AttributeTarget { AttributeTarget(item: item, attribute: .centerX) }
  public var centerY: AttributeTarget { AttributeTarget(item: item, attribute: .centerY) }
  public var firstBaseline: AttributeTarget {
    AttributeTarget(item: item, attribute: .firstBaseline)
  }
  public var lastBaseline: AttributeTarget { AttributeTarget(item: item, attribute: .lastBaseline) }
  public var leadingMargin: AttributeTarget {
    AttributeTarget(item: item, attribute: .leadingMargin)
  }
  public var trailingMargin: AttributeTarget {
    AttributeTarget(item: item, attribute: .trailingMargin)
  }
  public var topMargin: AttributeTarget { AttributeTarget(item: item, attribute: .topMargin) }
  public var bottomMargin: AttributeTarget {
    AttributeTarget(item: item, attribute: .bottomMargin)
  }
}

extension LayoutItem {
  /// This item's attributes as maker targets (SnapKit's `view.snp.bottom`).
  public var targets: AttributeTargets { AttributeTargets(item: self) }
}
