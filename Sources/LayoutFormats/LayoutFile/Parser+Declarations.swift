import AutoLayout
import LayoutDevices

extension Parser {
  static let orientationNames: [String: InterfaceOrientationMask] = [
    "portrait": .portrait, "portraitUpsideDown": .portraitUpsideDown,
    "landscapeLeft": .landscapeLeft, "landscapeRight": .landscapeRight,
    "landscape": .landscape, "all": .all, "allButUpsideDown": .allButUpsideDown,
  ]

  /// `orientations portrait landscapeLeft landscapeRight` (commas optional).
  mutating func parseOrientations() throws(ParseFailure) -> Statement {
    let keyword = advance()
    var mask: InterfaceOrientationMask = []
    // Every bad name on the line is reported, not only the first, so one run shows them all.
    var broken = false
    while !current.endsStatement {
      if current.isSymbol(",") && (!mask.isEmpty || broken) {
        advance()
        continue
      }
      let name: String
      let token: Token
      do {
        (name, token) = try expectIdentifier("an interface orientation")
      } catch {
        advance()
        broken = true
        continue
      }
      guard let value = Self.orientationNames[name] else {
        _ = fail(
          "unknown orientation '\(name)'\(NameSuggestion.hint(for: name, in: Self.orientationNames.keys))",
          at: token)
        broken = true
        continue
      }
      mask.formUnion(value)
    }
    if broken { throw ParseFailure() }
    guard !mask.isEmpty else {
      throw fail("expected at least one interface orientation, such as 'portrait'")
    }
    try endStatement()
    return .orientations(mask, position(of: keyword))
  }

  /// `metric name = value`
  mutating func parseMetric() throws(ParseFailure) -> Statement {
    let keyword = advance()
    let (name, _) = try expectIdentifier("a metric name")
    metricNames.insert(name)
    try expectSymbol("=", "after the metric name")
    let value = try number("the metric's value")
    try endStatement()
    metricValues[name] = value
    return .metric(name, value, position(of: keyword))
  }

  /// `view name[: Class] [in parent] [{ properties and subviews }]`
  mutating func parseViewDeclaration(nested: Bool) throws(ParseFailure) -> ViewDeclaration {
    advance()
    let (name, nameToken) = try expectIdentifier("a view name")
    declare(name)
    var view = ViewDeclaration(name: name, position: position(of: nameToken))
    if current.isSymbol(":") {
      advance()
      view.className = try expectIdentifier("a class name after ':'").0
    }
    if atKeyword("in") {
      advance()
      view.superview = try expectIdentifier("a superview name after 'in'").0
    }
    if name == LayoutFile.rootName && (view.className != nil || view.superview != nil || nested) {
      throw fail(
        "the root view is implicit; 'view root { ... }' may only set its properties",
        at: nameToken)
    }
    if current.isSymbol("{") {
      var properties = view.properties
      var seen: Set<String> = []
      var subviews: [ViewDeclaration] = []
      try parseBlock { (parser: inout Parser) throws(ParseFailure) in
        if parser.atKeyword("view") {
          subviews.append(try parser.parseViewDeclaration(nested: true))
        } else {
          try parser.parseViewProperty(
            into: &properties, seen: &seen, view: name, className: view.className)
        }
      }
      view.properties = properties
      view.subviews = subviews
    }
    try endStatement()
    return view
  }

  static let viewPropertyNames = [
    "intrinsic", "hugging", "compression", "margins", "hidden", "uninstalled", "text", "font",
    "lines", "lineBreak", "placeholder", "border", "configuration", "nonScrolling", "semantic",
    "view",
  ]

  /// What `view root { ... }` may set.
  static let rootPropertyNames: Set<String> = ["margins"]

  private mutating func parseViewProperty(
    into properties: inout ViewProperties, seen: inout Set<String>, view: String,
    className: String?
  ) throws(ParseFailure) {
    if current.identifier == "size" {
      try parseComponentSize(into: &properties, seen: &seen, view: view)
      return
    }
    if let word = current.identifier, Self.stackPropertyNames.contains(word) {
      try parseStackProperty(into: &properties, seen: &seen, view: view, className: className)
      return
    }
    let (name, token) = try expectIdentifier("a view property or a nested view")
    guard Self.viewPropertyNames.contains(name) else {
      let names = Self.viewPropertyNames + Self.stackPropertyNames + ["size"]
      let hint =
        NameSuggestion.uikitProperty(for: name).map { "; UIKit's '\(name)' is '\($0)' here" }
        ?? NameSuggestion.hint(for: name, in: names)
      throw fail("unknown view property '\(name)'\(hint)", at: token)
    }
    guard seen.insert(name).inserted else {
      throw fail("duplicate property '\(name)' for view '\(view)'", at: token)
    }
    // The root is sized by the screen or window: properties that size it, or make it a
    // label or absent, would be silently ignored.
    if view == LayoutFile.rootName, !Self.rootPropertyNames.contains(name) {
      throw fail(
        "'\(name)' does not apply to the root view, which the screen or window sizes; "
          + "'view root { ... }' sets only 'margins' (put '\(name)' on a subview)",
        at: token)
    }
    switch name {
    case "intrinsic":
      let width = try optionalSize()
      let height = try optionalSize()
      properties.intrinsicSize = AxisPair(horizontal: width, vertical: height)
    case "hugging", "compression":
      let horizontal = try priorityValue()
      let vertical = current.endsStatement ? horizontal : try priorityValue()
      let pair = AxisPair(horizontal: horizontal, vertical: vertical)
      if name == "hugging" { properties.hugging = pair } else { properties.compression = pair }
    case "margins":
      var values: [Double] = []
      while !current.endsStatement { values.append(try number("a margin")) }
      switch values.count {
      case 1:
        properties.margins = DirectionalEdgeInsets(
          top: values[0], leading: values[0], bottom: values[0], trailing: values[0])
      case 2:
        properties.margins = DirectionalEdgeInsets(
          top: values[0], leading: values[1], bottom: values[0], trailing: values[1])
      case 4:
        properties.margins = DirectionalEdgeInsets(
          top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
      default:
        throw fail(
          "'margins' takes 1, 2 (vertical horizontal) or 4 (top leading bottom trailing) numbers",
          at: token)
      }
    case "hidden": properties.isHidden = true
    case "uninstalled": properties.isUninstalled = true
    case "nonScrolling": properties.isNonScrolling = true
    case "text", "placeholder":
      guard case .string(let text) = current.kind else {
        throw fail("expected a quoted string after '\(name)', found \(current.spelling)")
      }
      advance()
      if name == "text" { properties.text = text } else { properties.placeholder = text }
    case "border":
      let (word, wordToken) = try expectIdentifier("a border style")
      guard let border = TextFieldBorder(name: word) else {
        let names = TextFieldBorder.allCases.map(\.rawValue)
        throw fail(
          "unknown border style '\(word)'; expected one of \(names.joined(separator: ", "))"
            + NameSuggestion.hint(for: word, in: names), at: wordToken)
      }
      properties.border = border
    case "configuration":
      let (word, wordToken) = try expectIdentifier("a button configuration style")
      guard let style = ButtonConfigurationStyle(rawValue: word) else {
        let names = ButtonConfigurationStyle.allCases.map(\.rawValue)
        throw fail(
          "unknown button configuration style '\(word)'; expected one of "
            + names.joined(separator: ", ") + NameSuggestion.hint(for: word, in: names),
          at: wordToken)
      }
      properties.configuration = style
    case "semantic":
      let (word, wordToken) = try expectIdentifier("a semantic content attribute")
      guard let attribute = SemanticContentAttribute(rawValue: word) else {
        let names = SemanticContentAttribute.allCases.map(\.rawValue)
        throw fail(
          "unknown semantic content attribute '\(word)'; expected one of "
            + names.joined(separator: ", ") + NameSuggestion.hint(for: word, in: names),
          at: wordToken)
      }
      properties.semanticContentAttribute = attribute
    case "lines": properties.lines = try linesValue()
    case "lineBreak": properties.lineBreakMode = try lineBreakValue()
    default:
      properties.font = try fontValue()
    }
    try endStatement()
  }

  /// A size for `intrinsic`: a non-negative number or `none` (no intrinsic metric).
  private mutating func optionalSize() throws(ParseFailure) -> Double? {
    if atKeyword("none") {
      advance()
      return nil
    }
    let token = current
    let value = try number("an intrinsic size or 'none'")
    guard value >= 0 else { throw fail("an intrinsic size cannot be negative", at: token) }
    return value
  }

  mutating func positiveNumber(_ what: String) throws(ParseFailure) -> Double {
    let token = current
    let value = try number(what)
    guard value > 0 else { throw fail("\(what) must be positive", at: token) }
    return value
  }

  /// A content priority: a number in 1...1000.
  private mutating func priorityValue() throws(ParseFailure) -> Double {
    let token = current
    let value = try number("a priority")
    guard value >= 1, value <= 1000 else {
      throw fail("priority \(CanonicalNumber.text(value)) is outside 1...1000", at: token)
    }
    try admitPriority(value, at: token)
    return value
  }

  /// `set name [active] { constraints and VFL lines }`
  mutating func parseConstraintSet() throws(ParseFailure) -> ConstraintSetDeclaration {
    advance()
    var set = try blockHeader(
      { (parser: inout Parser) throws(ParseFailure) in
        let (name, nameToken) = try parser.expectIdentifier("a constraint set name")
        var set = ConstraintSetDeclaration(name: name, position: parser.position(of: nameToken))
        if parser.atKeyword("active") {
          parser.advance()
          set.isActive = true
        }
        return set
      },
      body: { (parser: inout Parser) throws(ParseFailure) in
        _ = try parser.parseConstraintMember()
      })
    var members: [ConstraintMember] = []
    try parseBlock { (parser: inout Parser) throws(ParseFailure) in
      members.append(try parser.parseConstraintMember())
    }
    set.members = members
    try endStatement()
    return set
  }

  /// Top-level keywords, reported when misplaced rather than read as a view name.
  static let blockKeywords: Set<String> = ["view", "set", "metric", "orientations", "when"]

  /// A constraint equation or a VFL line.
  mutating func parseConstraintMember() throws(ParseFailure) -> ConstraintMember {
    switch current.kind {
    case .visualFormat: return .visualFormat(try parseVisualFormatStatement())
    case .identifier(let word)
    where Self.blockKeywords.contains(word) && !peek(1).isSymbol("."):
      throw fail("'\(word)' cannot appear inside a block of constraints")
    case .identifier: return .equation(try parseEquation())
    case .symbol("|"), .symbol("["): throw fail(Self.orientationRequired)
    default:
      throw fail("expected a constraint or a VFL line, found \(current.spelling)")
    }
  }
}
