/// Writes a layout file in canonical form: two-space indentation, one statement per line,
/// a blank line around blocks, properties in a fixed order, numbers in their shortest exact
/// spelling. Comments are not part of the tree and are not reprinted.
///
/// Parsing the printed text gives back an equal ``LayoutFile``.
public enum LayoutFilePrinter {
  /// The canonical text of `layout`, ending with a line break.
  public static func print(_ layout: LayoutFile) -> String {
    var lines: [String] = []
    var previousWasBlock = false
    for statement in layout.statements {
      let block = statementLines(statement)
      let isBlock = block.count > 1
      if !lines.isEmpty && (isBlock || previousWasBlock) { lines.append("") }
      lines += block
      previousWasBlock = isBlock
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  private static func statementLines(_ statement: Statement) -> [String] {
    switch statement {
    case .orientations(let mask, _):
      return ["orientations " + mask.orientations.map(\.description).joined(separator: " ")]
    case .metric(let name, let value, _):
      return ["metric \(name) = \(CanonicalNumber.text(value))"]
    case .view(let view):
      return viewLines(view, indent: "")
    case .constraint(let equation):
      return [equation.description]
    case .visualFormat(let line):
      return [line.description]
    case .constraintSet(let set):
      return block(
        "set \(set.name)\(set.isActive ? " active" : "")", set.members.map(memberLine))
    case .variation(let variation):
      return block(variation.condition.description, variation.overrides.map(overrideLine))
    }
  }

  private static func block(_ header: String, _ body: [String]) -> [String] {
    [header + " {"] + body.map { "  " + $0 } + ["}"]
  }

  private static func memberLine(_ member: ConstraintMember) -> String {
    switch member {
    case .equation(let equation): equation.description
    case .visualFormat(let line): line.description
    }
  }

  private static func viewLines(_ view: ViewDeclaration, indent: String) -> [String] {
    var header = indent + "view " + view.name
    if let className = view.className { header += ": " + className }
    if let superview = view.superview { header += " in " + superview }
    var body: [String] = []
    let properties = view.properties
    if let size = properties.intrinsicSize {
      body.append("intrinsic \(sizeText(size.horizontal)) \(sizeText(size.vertical))")
    }
    if let hugging = properties.hugging {
      body.append("hugging \(pairText(hugging))")
    }
    if let compression = properties.compression {
      body.append("compression \(pairText(compression))")
    }
    if let margins = properties.margins {
      body.append(
        "margins "
          + [margins.top, margins.leading, margins.bottom, margins.trailing]
          .map(CanonicalNumber.text).joined(separator: " "))
    }
    if properties.isHidden { body.append("hidden") }
    if properties.isUninstalled { body.append("uninstalled") }
    if let text = properties.text { body.append("text " + quoted(text)) }
    if let font = properties.font { body.append("font " + font.text) }
    if let lines = properties.lines { body.append("lines \(lines)") }
    if let mode = properties.lineBreakMode { body.append("lineBreak \(mode.rawValue)") }
    if let placeholder = properties.placeholder {
      body.append("placeholder " + quoted(placeholder))
    }
    if let border = properties.border { body.append("border \(border.rawValue)") }
    if let style = properties.configuration { body.append("configuration \(style.rawValue)") }
    if properties.isNonScrolling { body.append("nonScrolling") }
    if let attribute = properties.semanticContentAttribute {
      body.append("semantic \(attribute.rawValue)")
    }
    if let stack = properties.stack { body += stackLines(stack) }
    if let size = properties.componentSize { body.append("size \(size)") }
    var lines = body.map { indent + "  " + $0 }
    for child in view.subviews { lines += viewLines(child, indent: indent + "  ") }
    guard !lines.isEmpty else { return [header] }
    return [header + " {"] + lines + [indent + "}"]
  }

  private static func stackLines(_ stack: StackProperties) -> [String] {
    var lines: [String] = []
    if let axis = stack.axis { lines.append("axis " + axis.rawValue) }
    if let distribution = stack.distribution {
      lines.append("distribution " + distribution.rawValue)
    }
    if let alignment = stack.alignment { lines.append("alignment " + alignment.rawValue) }
    if let spacing = stack.spacing { lines.append("spacing " + CanonicalNumber.text(spacing)) }
    for custom in stack.customSpacings {
      lines.append("spacing \(CanonicalNumber.text(custom.spacing)) after \(custom.view)")
    }
    if stack.isBaselineRelativeArrangement { lines.append("baselineRelative") }
    if stack.isLayoutMarginsRelativeArrangement { lines.append("marginsRelative") }
    return lines
  }

  private static func sizeText(_ value: Double?) -> String {
    value.map(CanonicalNumber.text) ?? "none"
  }

  private static func pairText(_ pair: AxisPair<Double>) -> String {
    CanonicalNumber.text(pair.horizontal) + " " + CanonicalNumber.text(pair.vertical)
  }

  private static func overrideLine(_ override: Override) -> String {
    switch override {
    case .add(let member): memberLine(member)
    case .uninstallConstraint(let id, _): "uninstall #\(id)"
    case .setConstant(let id, let value, _): "#\(id).constant = \(CanonicalNumber.text(value))"
    case .setPriority(let id, let value, _):
      "#\(id).priority = \(CanonicalNumber.text(value.value))"
    case .installView(let view, _): "install \(view)"
    case .uninstallView(let view, _): "uninstall \(view)"
    case .setFont(let view, let font, _): "\(view).font = \(font.text)"
    case .setText(let view, let text, _): "\(view).text = \(quoted(text))"
    case .setHidden(let view, let hidden, _): "\(view).hidden = \(hidden)"
    case .setStack(let view, let change, _):
      "\(view).\(change.propertyName) = \(change.valueText)"
    case .activateSet(let name, _): "activate \(name)"
    case .deactivateSet(let name, _): "deactivate \(name)"
    }
  }

  /// A string literal with `\`, `"`, line breaks and tabs escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension LayoutFile {
  /// The canonical text (see ``LayoutFilePrinter``).
  public var canonicalText: String { LayoutFilePrinter.print(self) }

  /// Checks names and constraints and expands VFL lines into equations.
  ///
  /// Files from ``LayoutFileParser`` have already passed these checks; this is for trees built
  /// or edited in code.
  ///
  /// - Throws: ``FormatErrors`` with every problem found.
  public func resolved(limits: FormatLimits = .standard) throws(FormatErrors) -> ResolvedLayout {
    var checker = LayoutChecker(layout: self, lines: [], knownNames: [], limits: limits)
    let result = checker.run()
    guard checker.errors.isEmpty else { throw FormatErrors(checker.errors) }
    return result
  }
}
