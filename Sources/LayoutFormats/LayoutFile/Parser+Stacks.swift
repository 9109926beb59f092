import AutoLayout

extension Parser {
  /// Properties only a `UIStackView` has.
  static let stackPropertyNames = [
    "axis", "distribution", "alignment", "spacing", "baselineRelative", "marginsRelative",
  ]
  /// The stack properties a variation can change.
  static let stackChangeNames = Set(StackChange.propertyNames)

  /// `axis vertical`, `distribution fillEqually`, `alignment center`, `spacing 8`,
  /// `spacing 20 after title`, `baselineRelative`, `marginsRelative` in a stack view's block.
  mutating func parseStackProperty(
    into properties: inout ViewProperties, seen: inout Set<String>, view: String,
    className: String?
  ) throws(ParseFailure) {
    let token = advance()
    let name = token.identifier ?? ""
    guard className == StackProperties.className else {
      throw fail(
        "'\(name)' is a stack view property; declare '\(view)' as 'view \(view): UIStackView'",
        at: token)
    }
    var stack = properties.stack ?? StackProperties()
    let isCustomSpacing = name == "spacing" && peek(1).identifier == "after"
    if !isCustomSpacing {
      guard seen.insert(name).inserted else {
        throw fail("duplicate property '\(name)' for view '\(view)'", at: token)
      }
    }
    switch name {
    case "baselineRelative": stack.isBaselineRelativeArrangement = true
    case "marginsRelative": stack.isLayoutMarginsRelativeArrangement = true
    case "spacing" where isCustomSpacing:
      let value = try number("a spacing")
      advance()
      let (after, afterToken) = try expectIdentifier("the arranged view the spacing follows")
      if stack.customSpacings.contains(where: { $0.view == after }) {
        throw fail("duplicate custom spacing after '\(after)'", at: afterToken)
      }
      stack.customSpacings.append(
        StackProperties.CustomSpacing(
          view: after, spacing: value, position: position(of: afterToken)))
    default:
      stack = try parseStackValue(name).applied(to: stack)
    }
    properties.stack = stack
    try endStatement()
  }

  /// The value of `axis`, `distribution`, `alignment` or `spacing`, after the name.
  mutating func parseStackValue(_ property: String) throws(ParseFailure) -> StackChange {
    if property == "spacing" { return .spacing(try number("a spacing")) }
    let (word, token) = try expectIdentifier("a value for '\(property)'")
    guard let change = StackChange(property: property, value: word) else {
      throw fail(StackChange.unknownValueMessage(property: property, value: word), at: token)
    }
    return change
  }
}
