import LayoutCore

/// The state one maker chain builds up, shared by the chain's steps.
final class ConstraintDraft {
  enum Adjustment {
    case offset(Double)
    case inset(Double)
  }

  var attributes: [LayoutAttribute]
  var relation: Relation = .equal
  var target: ConstraintTarget?
  /// Whether the target is the superview (`equalToSuperview()`).
  var targetsSuperview = false
  var multiplier: Double = 1
  var adjustment: Adjustment = .offset(0)
  var priority: Priority = .required
  var label: String?
  var origin: SourceLocation?

  init(_ attribute: LayoutAttribute) {
    attributes = [attribute]
  }

  /// The constant a SnapKit inset adds to an attribute: positive on top/left/leading,
  /// negative on bottom/right/trailing, twice negative on sizes, none on centres.
  static func insetConstant(_ inset: Double, for attribute: LayoutAttribute) -> Double {
    switch attribute.withoutMargin {
    case .top, .left, .leading: inset
    case .bottom, .right, .trailing, .firstBaseline, .lastBaseline: -inset
    case .width, .height: -2 * inset
    default: 0
    }
  }

  /// The constraints of the chain, one per attribute, validated but not activated.
  func build(for view: View) throws(LayoutEngineError) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    for attribute in attributes {
      var item: LayoutItem?
      var otherAttribute = LayoutAttribute.notAnAttribute
      var constant = 0.0
      if targetsSuperview {
        guard let parent = view.superview else { throw .noSuperview(view.debugName) }
        item = parent
        otherAttribute = attribute
      } else if let target {
        let resolved = target.resolve(for: attribute)
        (item, otherAttribute, constant) = resolved
        // A number on a position means "relative to the superview", as in SnapKit.
        if item == nil, attribute.isLocation {
          guard let parent = view.superview else { throw .noSuperview(view.debugName) }
          item = parent
          otherAttribute = attribute
        }
      }
      switch adjustment {
      case .offset(let amount): constant += amount
      case .inset(let amount): constant += Self.insetConstant(amount, for: attribute)
      }
      let constraint = try LayoutConstraint(
        item: view, attribute: attribute, relatedBy: relation, toItem: item,
        attribute: otherAttribute, multiplier: item == nil ? 1 : multiplier, constant: constant,
        priority: priority, identifier: label, file: origin?.file ?? "", line: origin?.line ?? 0)
      result.append(constraint)
    }
    return result
  }
}
