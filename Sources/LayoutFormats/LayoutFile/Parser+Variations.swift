import LayoutCore
import LayoutDevices

extension Parser {
  /// `[wAny hCompact] { overrides }`
  mutating func parseSizeClassVariation() throws(ParseFailure) -> Variation {
    let opening = advance()
    let pair = try blockHeader(
      { (parser: inout Parser) throws(ParseFailure) in
        let horizontal = try parser.sizeClass(prefix: "w", axis: "width")
        let vertical = try parser.sizeClass(prefix: "h", axis: "height")
        try parser.expectSymbol("]", "after the size classes")
        return SizeClassPair(horizontal: horizontal, vertical: vertical)
      }, body: Self.checkOverride)
    let overrides = try parseOverrideBlock()
    try endStatement()
    return Variation(
      condition: .sizeClasses(pair), overrides: overrides, position: position(of: opening))
  }

  private static let sizeClassNames: [String: SizeClass] = [
    "Any": .unspecified, "C": .compact, "Compact": .compact, "R": .regular, "Regular": .regular,
  ]

  private mutating func sizeClass(prefix: String, axis: String) throws(ParseFailure) -> SizeClass {
    let expected =
      "a \(axis) size class such as '\(prefix)Any', '\(prefix)Compact' or '\(prefix)Regular'"
    guard let word = current.identifier, word.hasPrefix(prefix),
      let value = Self.sizeClassNames[String(word.dropFirst())]
    else {
      throw fail("expected \(expected), found \(current.spelling)")
    }
    advance()
    return value
  }

  /// `when width >= 600, aspect 1...2 { overrides }`
  mutating func parseSizeConditionVariation() throws(ParseFailure) -> Variation {
    let keyword = advance()
    let conditions = try blockHeader(
      { (parser: inout Parser) throws(ParseFailure) in
        var conditions: [SizeCondition] = []
        repeat {
          if !conditions.isEmpty { parser.advance() }
          conditions.append(try parser.parseSizeCondition())
        } while parser.current.isSymbol(",")
        return conditions
      }, body: Self.checkOverride)
    let overrides = try parseOverrideBlock()
    try endStatement()
    return Variation(
      condition: .size(conditions), overrides: overrides, position: position(of: keyword))
  }

  private mutating func parseSizeCondition() throws(ParseFailure) -> SizeCondition {
    let (name, token) = try expectIdentifier("'width', 'height' or 'aspect'")
    guard let quantity = SizeCondition.Quantity(rawValue: name) else {
      let names = SizeCondition.Quantity.allCases.map(\.rawValue)
      throw fail(
        "unknown size quantity '\(name)'\(NameSuggestion.hint(for: name, in: names)); use 'width', 'height' or 'aspect'",
        at: token)
    }
    var condition = SizeCondition(quantity: quantity)
    let greater = current.isSymbol(">")
    if greater || current.isSymbol("<") {
      let next = peek(1)
      throw fail(Self.strictComparisonMessage(name: name, greater: greater, bound: next.number))
    }
    if current.isSymbol(">=") || current.isSymbol("<=") {
      let lower = advance().isSymbol(">=")
      let value = try number("a bound")
      if lower { condition.lowerBound = value } else { condition.upperBound = value }
    } else {
      let lowToken = current
      let low = try number("'>=', '<=' or a range such as 320...414")
      try expectSymbol("...", "in a range such as 320...414")
      let high = try number("the upper end of the range")
      guard low <= high else {
        throw fail(
          "the range \(CanonicalNumber.text(low))...\(CanonicalNumber.text(high)) is empty",
          at: lowToken)
      }
      condition.lowerBound = low
      condition.upperBound = high
    }
    return condition
  }

  /// The error for `width > N` or `width < N`: size conditions include their bounds, so the
  /// message suggests the inclusive form.
  private static func strictComparisonMessage(name: String, greater: Bool, bound: Double?)
    -> String
  {
    var text = " N"
    if let bound { text = " " + CanonicalNumber.text(bound) }
    return "a size condition takes '>=', '<=' or a range such as 320...414, and its bounds "
      + "count as inside: write '\(name) \(greater ? ">=" : "<=")\(text)'"
  }

  /// Reads an override only for its errors, in a block whose header is broken.
  private static func checkOverride(_ parser: inout Parser) throws(ParseFailure) {
    _ = try parser.parseOverride()
  }

  private mutating func parseOverrideBlock() throws(ParseFailure) -> [Override] {
    var overrides: [Override] = []
    try parseBlock { (parser: inout Parser) throws(ParseFailure) in
      overrides.append(try parser.parseOverride())
    }
    return overrides
  }

  /// One line of a variation: a constraint or VFL line to add, or a change to the base design.
  private mutating func parseOverride() throws(ParseFailure) -> Override {
    let start = current
    let here = position(of: start)
    if case .hashIdentifier(let identifier) = current.kind {
      advance()
      try expectSymbol(".", "after '#\(identifier)' (as in '#\(identifier).constant = 20')")
      let (property, token) = try expectIdentifier("'constant' or 'priority'")
      try expectSymbol("=", "after '#\(identifier).\(property)'")
      let result: Override
      switch property {
      case "constant": result = .setConstant(identifier, try number("a constant"), here)
      case "priority":
        let valueToken = current
        let value = try number("a priority")
        guard let priority = try? Priority(validating: value) else {
          throw fail("priority \(CanonicalNumber.text(value)) is outside 1...1000", at: valueToken)
        }
        try admitPriority(value, at: valueToken)
        result = .setPriority(identifier, priority, here)
      default:
        throw fail(
          "a variation can change a constraint's 'constant' or 'priority', not '\(property)'",
          at: token)
      }
      try endStatement()
      return result
    }
    for keyword in ["install", "uninstall", "activate", "deactivate"] where atKeyword(keyword) {
      advance()
      let result: Override
      if keyword == "uninstall", case .hashIdentifier(let identifier) = current.kind {
        advance()
        result = .uninstallConstraint(identifier, here)
      } else {
        let what =
          keyword.hasSuffix("activate") ? "a constraint set name" : "a view name or '#identifier'"
        let (name, _) = try expectIdentifier(what)
        switch keyword {
        case "install": result = .installView(name, here)
        case "uninstall": result = .uninstallView(name, here)
        case "activate": result = .activateSet(name, here)
        default: result = .deactivateSet(name, here)
        }
      }
      try endStatement()
      return result
    }
    if current.identifier != nil, peek(1).isSymbol("."), peek(3).isSymbol("="),
      let property = peek(2).identifier
    {
      let view = advance().identifier ?? ""
      advance()
      advance()
      advance()
      let result: Override
      switch property {
      case "font": result = .setFont(view, try fontValue(), here)
      case "text":
        guard case .string(let text) = current.kind else {
          throw fail("expected a quoted string, found \(current.spelling)")
        }
        advance()
        result = .setText(view, text, here)
      case "hidden":
        guard let word = current.identifier, word == "true" || word == "false" else {
          throw fail("expected 'true' or 'false', found \(current.spelling)")
        }
        advance()
        result = .setHidden(view, word == "true", here)
      case _ where Self.stackChangeNames.contains(property):
        result = .setStack(view, try parseStackValue(property), here)
      default:
        throw fail(
          "a variation can set a view's 'font', 'text' or 'hidden', or a stack view's 'axis', 'distribution', 'alignment' or 'spacing', not '\(property)'",
          at: peek(-2))
      }
      try endStatement()
      return result
    }
    return .add(try parseConstraintMember())
  }
}
