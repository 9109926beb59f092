import AutoLayout
import LayoutCore

extension StoryboardReader {
  /// Attribute names as Interface Builder writes them; `baseline` is the last baseline.
  static let attributes: [String: LayoutAttribute] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
    "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX,
    "centerY": .centerY, "baseline": .lastBaseline, "lastBaseline": .lastBaseline,
    "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
    "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
    "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins,
    "centerYWithinMargins": .centerYWithinMargins,
  ]

  /// Reads a `<constraint>` held by the view `owner`, applying IB's defaults: the owner as
  /// first item, equal relation, multiplier 1, constant 0, priority 1000.
  func readConstraint(
    _ node: XMLElementNode, owner: String
  ) throws(StoryboardError) -> StoryboardConstraint {
    guard let id = node["id"] else {
      throw .missingAttribute(node.location, element: "constraint", attribute: "id")
    }
    guard let firstName = node["firstAttribute"] else {
      throw .missingAttribute(node.location, element: "constraint", attribute: "firstAttribute")
    }
    let first = try attribute(node, "firstAttribute", firstName)
    var second = LayoutAttribute.notAnAttribute
    if let name = node["secondAttribute"] { second = try attribute(node, "secondAttribute", name) }
    var secondItem = node["secondItem"]
    // An attribute without an item means the owner (IB writes "superview edge = child edge"
    // and self aspect ratios with one side omitted); an item without an attribute is invalid.
    if secondItem == nil, second != .notAnAttribute { secondItem = owner }
    if secondItem != nil, second == .notAnAttribute {
      throw .missingAttribute(node.location, element: "constraint", attribute: "secondAttribute")
    }
    let relation: Relation
    switch node["relation"] {
    case nil, "equal": relation = .equal
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    case "lessThanOrEqual": relation = .lessThanOrEqual
    case let other?:
      throw .invalidValue(node.location, element: "constraint", attribute: "relation", value: other)
    }
    let priority = try number(node, "priority") ?? 1000
    guard priority >= 1, priority <= 1000 else {
      throw .invalidValue(
        node.location, element: "constraint", attribute: "priority", value: node["priority"] ?? "")
    }
    var variations: [StoryboardVariation] = []
    for element in node.children(named: "variation") {
      guard let key = element["key"] else {
        throw .missingAttribute(element.location, element: "variation", attribute: "key")
      }
      if let constant = element["constant"], Double(constant) == nil {
        throw .invalidValue(
          element.location, element: "variation", attribute: "constant", value: constant)
      }
      var attributes = element.attributes
      attributes["key"] = nil
      variations.append(StoryboardVariation(key: key, attributes: attributes, frame: nil))
    }
    return StoryboardConstraint(
      id: id, firstItem: node["firstItem"] ?? owner, firstAttribute: first, relation: relation,
      secondItem: secondItem, secondAttribute: second,
      multiplier: try multiplier(node), constant: try number(node, "constant") ?? 0,
      priority: priority, identifier: node["identifier"],
      isPlaceholder: node.flag("placeholder") ?? false, ownerID: owner,
      variations: variations, location: node.location)
  }

  private func attribute(
    _ node: XMLElementNode, _ name: String, _ value: String
  ) throws(StoryboardError) -> LayoutAttribute {
    guard let attribute = Self.attributes[value] else {
      throw .invalidValue(node.location, element: "constraint", attribute: name, value: value)
    }
    return attribute
  }

  /// A multiplier written as a decimal (`0.5`), a ratio or a percentage: Interface Builder's
  /// attributes inspector takes `16:9`, `1/2` and `24%` and stores them as typed (16/9, 1/2,
  /// 0.24), spaces included (`0.8 : 1`).
  func multiplier(_ node: XMLElementNode) throws(StoryboardError) -> Double {
    guard let written = node["multiplier"] else { return 1 }
    let text = written.filter { $0 != " " }
    let value: Double?
    if text.hasSuffix("%") {
      value = Double(text.dropLast()).map { $0 / 100 }
    } else {
      let separator: Character = text.contains("/") ? "/" : ":"
      let parts = text.split(separator: separator, omittingEmptySubsequences: false)
      if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 {
        value = a / b
      } else if parts.count == 1 {
        value = Double(text)
      } else {
        value = nil
      }
    }
    guard let value, abs(value) <= StoryboardLimits.maximumMagnitude else {
      throw .invalidValue(
        node.location, element: "constraint", attribute: "multiplier", value: written)
    }
    return value
  }
}
