import LayoutCore

/// Parses the syntax of a Visual Format Language string.
///
/// Whitespace is not allowed anywhere, as in Apple's parser; names are checked later, when the
/// format is resolved against its views and metrics.
public struct VisualFormatParser {
  private let scalars: [Unicode.Scalar]
  private let format: String
  private let maximumMagnitude: Double
  private var index = 0

  /// Parses `format`.
  ///
  /// - Throws: ``VisualFormatError`` at the first syntax error (a format is one short line,
  ///   so there is nothing to recover for).
  public static func parse(_ format: String, maximumMagnitude: Double = 1e9)
    throws(VisualFormatError)
    -> VisualFormat
  {
    var parser = VisualFormatParser(format: format, maximumMagnitude: maximumMagnitude)
    return try parser.parseFormat()
  }

  private init(format: String, maximumMagnitude: Double) {
    self.format = format
    self.scalars = Array(format.unicodeScalars)
    self.maximumMagnitude = maximumMagnitude
  }

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private func peek(_ distance: Int) -> Unicode.Scalar? {
    index + distance < scalars.count ? scalars[index + distance] : nil
  }

  private func fail(_ message: String, at offset: Int? = nil) -> VisualFormatError {
    VisualFormatError(message: message, format: format, offset: offset ?? index)
  }

  private mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
    var result = VisualFormat(views: [])
    if let first = current, first == "H" || first == "V" {
      guard peek(1) == ":" else {
        let axis = first == "H" ? "horizontal" : "vertical"
        throw fail("Expected ':' after '\(first)' to specify \(axis) arrangement", at: index + 1)
      }
      result.orientation = first == "H" ? .horizontal : .vertical
      index += 2
    }
    if current == "|" {
      result.leadingBarOffset = VisualFormatOffset(index)
      index += 1
      result.leadingSuperview = try parseConnection()
    }
    guard current == "[" else { throw fail("Expected a view") }
    result.views.append(try parseView())
    while let scalar = current {
      let connection: VisualFormatConnection
      if scalar == "[" {
        connection = .flush
      } else if scalar == "-" || scalar == "|" {
        connection = scalar == "|" ? .flush : try parseConnection()
      } else {
        throw fail("Expected '-', '[' or '|' after a view")
      }
      if current == "|" {
        result.trailingBarOffset = VisualFormatOffset(index)
        result.trailingSuperview = connection
        index += 1
        guard current == nil else {
          throw fail("A '|' must be the first or the last item of a format")
        }
        break
      }
      guard current == "[" else { throw fail("Expected a view") }
      result.spacings.append(connection)
      result.views.append(try parseView())
    }
    return result
  }

  /// A connection starting at the current character: flush, `-`, `-n-`, `-name-` or `-(...)-`.
  private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatConnection {
    guard current == "-" else { return .flush }
    index += 1
    if current == "[" || current == "|" { return .standard }
    if current == nil { throw fail("Expected a view") }
    let predicates: [VisualFormatPredicate]
    if current == "(" {
      predicates = try parsePredicateGroup(inView: false)
    } else {
      let start = index
      let object: VisualFormatValue
      if let name = parseName() {
        object = .name(name)
      } else if let number = try parseNumber(allowSign: false) {
        object = .number(number)
      } else {
        throw fail(
          "Expected a number or key from the metrics dictionary, but encountered something else")
      }
      predicates = [
        VisualFormatPredicate(
          object: object, priority: try parsePriority(), offset: VisualFormatOffset(start))
      ]
    }
    guard current == "-" else {
      throw fail("Expected '-' after a spacing, followed by a view or '|'")
    }
    index += 1
    guard current == "[" || current == "|" else { throw fail("Expected a view") }
    return .predicates(predicates)
  }

  private mutating func parseView() throws(VisualFormatError) -> VisualFormatView {
    index += 1  // '['
    let start = index
    guard let name = parseName() else { throw fail("Expected a view name after '['") }
    var view = VisualFormatView(name: name, offset: VisualFormatOffset(start))
    if current == "(" {
      view.predicates = try parsePredicateGroup(inView: true)
    }
    guard current == "]" else {
      throw fail(
        view.predicates.isEmpty
          ? "Expected ']' after the view name"
          : "A predicate on a view's thickness must end with ')' and the view must end with ']'")
    }
    index += 1
    return view
  }

  private mutating func parsePredicateGroup(inView: Bool) throws(VisualFormatError)
    -> [VisualFormatPredicate]
  {
    index += 1  // '('
    var predicates: [VisualFormatPredicate] = []
    while true {
      predicates.append(try parsePredicate())
      if current == "," {
        index += 1
        continue
      }
      if current == ")" {
        index += 1
        return predicates
      }
      throw fail(
        inView
          ? "A predicate on a view's thickness must end with ')' and the view must end with ']'"
          : "A spacing predicate must end with ')'")
    }
  }

  private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormatPredicate {
    let start = index
    var relation = Relation.equal
    if let scalar = current, scalar == "=" || scalar == "<" || scalar == ">" {
      guard peek(1) == "=" else { throw fail("Unknown relation. Must be ==, >=, or <=") }
      relation = scalar == "=" ? .equal : scalar == "<" ? .lessThanOrEqual : .greaterThanOrEqual
      index += 2
    }
    let object: VisualFormatValue
    if let name = parseName() {
      object = .name(name)
    } else if let number = try parseNumber(allowSign: true) {
      object = .number(number)
    } else {
      throw fail(
        "Expected a number or key from the metrics dictionary, but encountered something else")
    }
    return VisualFormatPredicate(
      relation: relation, object: object, priority: try parsePriority(),
      offset: VisualFormatOffset(start))
  }

  private mutating func parsePriority() throws(VisualFormatError) -> VisualFormatValue? {
    guard current == "@" else { return nil }
    index += 1
    if let name = parseName() { return .name(name) }
    if let number = try parseNumber(allowSign: false) { return .number(number) }
    throw fail(
      "Expected a number or key from the metrics dictionary, but encountered something else")
  }

  /// A C identifier, or `nil` (consuming nothing) when none starts here.
  private mutating func parseName() -> String? {
    guard let first = current, Self.isNameScalar(first), !("0"..."9").contains(first) else {
      return nil
    }
    var name = ""
    while let scalar = current, Self.isNameScalar(scalar) {
      name.unicodeScalars.append(scalar)
      index += 1
    }
    return name
  }

  static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      || ("0"..."9").contains(scalar)
  }

  /// A number as C's `strtod` reads it (sign, digits, fraction, exponent), or `nil`
  /// (consuming nothing) when none starts here.
  private mutating func parseNumber(allowSign: Bool) throws(VisualFormatError) -> Double? {
    let start = index
    var end = index
    if allowSign, let sign = current, sign == "+" || sign == "-" { end += 1 }
    var digits = 0
    func isDigit(_ at: Int) -> Bool { at < scalars.count && ("0"..."9").contains(scalars[at]) }
    while isDigit(end) {
      end += 1
      digits += 1
    }
    if end < scalars.count, scalars[end] == "." {
      end += 1
      while isDigit(end) {
        end += 1
        digits += 1
      }
    }
    guard digits > 0 else { return nil }
    if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
      var exponentEnd = end + 1
      if exponentEnd < scalars.count, scalars[exponentEnd] == "+" || scalars[exponentEnd] == "-" {
        exponentEnd += 1
      }
      if isDigit(exponentEnd) {
        end = exponentEnd
        while isDigit(end) { end += 1 }
      }
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[start..<end])
    index = end
    guard let value = Double(text), value.isFinite, abs(value) <= maximumMagnitude else {
      throw fail(
        "The number \(text) is out of range; numbers must be finite with a magnitude of at most \(CanonicalNumber.text(maximumMagnitude))",
        at: start)
    }
    // `10pt`: Apple's VFL takes bare numbers, so a unit after one would otherwise be
    // reported as whatever the grammar expected next (a ')' or a '-').
    var unitEnd = end
    while unitEnd < scalars.count,
      ("a"..."z").contains(scalars[unitEnd]) || ("A"..."Z").contains(scalars[unitEnd])
    {
      unitEnd += 1
    }
    if unitEnd > end {
      var unit = ""
      unit.unicodeScalars.append(contentsOf: scalars[end..<unitEnd])
      if Lexer.units.contains(unit.lowercased()) {
        throw fail(
          "Numbers take no unit: lengths are in points, so write \(text) instead of \(text)\(unit)",
          at: end)
      }
    }
    return value
  }
}
