import LayoutCore

extension LayoutEngine {
  /// The solver constraint for a layout constraint, in root coordinates.
  ///
  /// Location attributes are measured in the nearest common ancestor's coordinates, which
  /// matters when the multiplier is not 1 (`a.centerX == 0.5 × superview.centerX` puts the
  /// centre at a quarter of the superview's width). Leading and trailing resolve with the
  /// effective layout direction of the view the constraint is installed on (its items'
  /// nearest common ancestor), as UIKit resolves a view's constraints again when that view's
  /// `semanticContentAttribute` changes: a button forced right-to-left swaps its image and
  /// title but stays where its constraints to its superview put it.
  func solverConstraint(for constraint: LayoutConstraint) -> Constraint {
    let installedOn = constraint.isDirectional ? commonAncestor(of: constraint) : nil
    let direction =
      installedOn?.effectiveUserInterfaceLayoutDirection
      ?? constraint.firstItem.effectiveDirection
    // In right-to-left layouts a constraint on leading/trailing is evaluated in mirrored
    // coordinates (x grows leftward from the common ancestor's right edge), so positive
    // constants still move content in the reading direction.
    let mirrored = direction == .rightToLeft && constraint.isDirectional
    let sign: Double = mirrored ? -1 : 1
    func side(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Expression {
      let expression = attributeExpression(item, attribute, direction)
      return attribute.isLocation ? sign * expression : expression
    }
    let first = contentItem(constraint.firstItem, constraint.firstAttribute, constraint.secondItem)
    var expression = side(first, constraint.firstAttribute)
    if var second = constraint.secondItem {
      second = contentItem(second, constraint.secondAttribute, constraint.firstItem)
      expression = expression - constraint.multiplier * side(second, constraint.secondAttribute)
      var originCoefficient = 0.0
      if constraint.firstAttribute.isLocation { originCoefficient -= 1 }
      if constraint.secondAttribute.isLocation { originCoefficient += constraint.multiplier }
      if originCoefficient != 0, let axis = constraint.firstAttribute.axis,
        let ancestor = installedOn ?? commonAncestor(of: constraint)
      {
        let v = ancestor.variables
        let origin =
          axis == .vertical ? Expression(v.minY) : mirrored ? v.minX + v.width : Expression(v.minX)
        expression = expression + (sign * originCoefficient) * origin
      }
    }
    expression = (expression - constraint.constant).reduced()
    return Constraint(
      expression, constraint.relation, priority: solverPriority(of: constraint),
      identifier: constraint.identifier, origin: constraint.origin)
  }

  /// The priority the solver sees: required content priorities sit just below required.
  func solverPriority(of constraint: LayoutConstraint) -> Priority {
    let isContent = constraint.kind == .contentHugging || constraint.kind == .compressionResistance
    return isContent && constraint.priority.isRequired
      ? Self.requiredContentPriority : constraint.priority
  }

  /// The item an attribute binds: a scroll view's edges related to one of its descendants
  /// bind its content guide (so they define the content size), everything else the item.
  private func contentItem(
    _ item: LayoutItem, _ attribute: LayoutAttribute, _ other: LayoutItem?
  ) -> LayoutItem {
    guard let scroll = item as? View, scroll.isScrollView, let node = other?.node,
      node !== scroll, scroll.isAncestor(of: node)
    else { return item }
    switch attribute.withoutMargin {
    case .left, .right, .top, .bottom, .leading, .trailing: return scroll.contentLayoutGuide
    default: return item
    }
  }

  private func commonAncestor(of constraint: LayoutConstraint) -> View? {
    guard let first = constraint.firstItem.node else { return nil }
    guard let second = constraint.secondItem?.node, second !== first else { return first }
    // The usual pairs, a view and its superview or two siblings, without building a set.
    if first.superview === second { return second }
    if second.superview === first { return first }
    if let parent = first.superview, parent === second.superview { return parent }
    return View.nearestCommonAncestor(first, second)
  }

  /// An attribute of an item as an expression over its variables, in root coordinates.
  func attributeExpression(
    _ item: LayoutItem, _ attribute: LayoutAttribute, _ direction: LayoutDirection
  ) -> Expression {
    if attribute.isMargin, let view = item as? View {
      return attributeExpression(view.layoutMarginsGuide, attribute.withoutMargin, direction)
    }
    let v = item.variables
    switch attribute {
    case .left: return Expression(v.minX)
    case .right: return v.minX + v.width
    case .leading:
      return attributeExpression(item, direction != .rightToLeft ? .left : .right, direction)
    case .trailing:
      return attributeExpression(item, direction != .rightToLeft ? .right : .left, direction)
    case .centerX: return v.minX + 0.5 * v.width
    case .width: return Expression(v.width)
    case .top: return Expression(v.minY)
    case .bottom: return v.minY + v.height
    case .centerY: return v.minY + 0.5 * v.height
    case .height: return Expression(v.height)
    case .firstBaseline:
      readsBaselines = true
      let view = item as? View
      if let offset = view?.firstBaselineOffsetFromTop { return v.minY + offset }
      if let text = view?.textBaselines {
        return text.fromTop ? v.minY + text.first : v.minY + 0.5 * v.height + text.first
      }
      return v.minY + v.height
    case .lastBaseline:
      readsBaselines = true
      let view = item as? View
      if let offset = view?.lastBaselineOffsetFromBottom {
        return v.minY + v.height - offset
      }
      if let text = view?.textBaselines {
        return text.fromTop ? v.minY + text.last : v.minY + 0.5 * v.height + text.last
      }
      return v.minY + v.height
    default:
      // Margin attributes of a guide are rejected when the constraint is made; treat any
      // that slip through as the plain edge.
      return attributeExpression(item, attribute.withoutMargin, direction)
    }
  }
}
