import LayoutCore

/// Reads one constraint description, in any of the forms UIKit, AppKit, SnapKit and Masonry
/// print (NSLayoutConstraint's `description`, as Auto Layout Guide, "Debugging Tricks and
/// Tips", shows it in logs):
/// `<Class:0xADDR[@File.swift#61] [h=--& v=--&] ['identifier'] body [Hug:N CompressionResistance:M]
/// [(active, names: ...)]>`.
///
/// The body is an equation (`a.leading == b.trailing + 8`) or the visual-format form
/// (`H:[a]-(8)-[b]`), read by ``parseVisualFormat(_:header:)``.
enum DescriptionParser {
  /// What precedes the body of a description.
  struct Header {
    var className: String
    var address: String
    var sourceFile: String?
    var sourceLine: Int?
    var autoresizingCode: String?
    var identifier: String?
    var line: Int
    var column: Int
  }

  /// Parses the characters of one description (with or without `<`, `>` and quotes).
  ///
  /// - Throws: a ``ParseIssue`` pointing at the first character that cannot be read.
  static func parse(
    _ characters: [LocatedCharacter], endPosition: (line: Int, column: Int)
  ) throws(ParseIssue) -> LogConstraint {
    let body = stripDelimiters(characters)
    var scanner = DescriptionScanner(body, endPosition: endPosition)
    let header = try parseHeader(&scanner)
    scanner.skipSpaces()
    let bodyStart = scanner.index
    let infoStart = InfoParser.infoStart(in: body, from: bodyStart)
    let names = InfoParser.names(in: Array(body[infoStart...]).text)
    let contentSize = try ContentSizePriorities.find(
      in: body, from: bodyStart, to: infoStart, endPosition: endPosition)
    let bodyEnd = contentSize?.start ?? infoStart
    var constraint: LogConstraint
    if VisualFormatDescriptionParser.startsVisualFormat(scanner) {
      let vfl = Array(body[bodyStart..<bodyEnd])
      var inner = DescriptionScanner(vfl, endPosition: scanner.position)
      constraint = try VisualFormatDescriptionParser.parse(&inner, header: header)
    } else {
      constraint = try parseEquation(
        Array(body[bodyStart..<bodyEnd]), header: header, endPosition: scanner.position)
    }
    contentSize?.priorities.apply(to: &constraint)
    constraint.text = body.text
    constraint.firstItem = InfoParser.resolve(constraint.firstItem, names: names)
    constraint.secondItem = constraint.secondItem.map { InfoParser.resolve($0, names: names) }
    constraint.superview = names["|"]
    return constraint
  }

  /// Drops surrounding quotes, the list's comma, `<` and `>`.
  static func stripDelimiters(_ characters: [LocatedCharacter]) -> [LocatedCharacter] {
    var body = characters.trimmed()
    while let first = body.first, first.character == "\"" || first.character == "<" {
      body.removeFirst()
    }
    while let last = body.last, [",", "\"", ">", ".", " "].contains(last.character) {
      // A final `>` ends the description; `>=` inside it is a relation and is kept.
      body.removeLast()
    }
    return body
  }

  static func parseHeader(_ scanner: inout DescriptionScanner) throws(ParseIssue) -> Header {
    scanner.skipSpaces()
    let start = scanner.position
    let className = scanner.read(while: LogItem.isClassCharacter)
    guard !className.isEmpty else {
      throw scanner.issue("expected a constraint class such as NSLayoutConstraint")
    }
    guard scanner.consume(":") else { throw scanner.issue("expected ':' after '\(className)'") }
    // Machine translation and some chat clients put a space after the colon.
    scanner.skipSpaces()
    let address = scanner.read { !$0.isSpace && $0 != "@" && $0 != "'" }
    guard !address.isEmpty else { throw scanner.issue("expected the constraint's address") }
    var header = Header(
      className: className,
      address: address.lowercased().hasPrefix("0x") ? address.lowercased() : address,
      line: start.line, column: start.column)
    // SnapKit prints `0x6000@File.swift#61`; `layout solve` and AutoLayout's descriptions
    // put a space before the `@`.
    if startsSourceLocation(scanner) {
      scanner.skipSpaces()
      _ = scanner.consume("@")
      let file = scanner.read { $0 != "#" && !$0.isSpace }
      guard scanner.consume("#"), let line = Int(scanner.read(while: \.isNumberQuickly)) else {
        throw scanner.issue("expected '#' and a line number after '@\(file)'")
      }
      header.sourceFile = file
      header.sourceLine = line
    }
    scanner.skipSpaces()
    if scanner.looking(at: "h=") {
      let horizontal = scanner.read { !$0.isSpace && $0 != "v" }
      scanner.skipSpaces()
      let vertical = scanner.looking(at: "v=") ? scanner.read { !$0.isSpace } : ""
      header.autoresizingCode = [horizontal, vertical].filter { !$0.isEmpty }.joined(separator: " ")
      scanner.skipSpaces()
    }
    if scanner.peek() == "'" {
      header.identifier = try readIdentifier(&scanner).trimmingWhitespace()
      scanner.skipSpaces()
    }
    return header
  }

  /// Whether the cursor is at a source location: an `@` right after the address, or after
  /// spaces an `@` and a word holding `#` and a digit (`@File.swift#12`).
  static func startsSourceLocation(_ scanner: DescriptionScanner) -> Bool {
    if scanner.peek() == "@" { return true }
    var probe = scanner
    probe.skipSpaces()
    guard probe.consume("@") else { return false }
    let word = probe.read { !$0.isSpace }
    guard let hash = word.lastIndex(of: "#") else { return false }
    return word[word.index(after: hash)...].first?.isNumberQuickly ?? false
  }

  /// Reads `'identifier'`; identifiers may contain spaces and apostrophes, so the closing
  /// quote is the one followed by whitespace.
  static func readIdentifier(_ scanner: inout DescriptionScanner) throws(ParseIssue) -> String {
    let open = scanner.index
    scanner.index += 1
    var text = ""
    while let character = scanner.peek() {
      if character == "'", scanner.peek(1).map(\.isSpace) ?? true {
        scanner.index += 1
        return text
      }
      text.append(character)
      scanner.index += 1
    }
    throw scanner.issue(at: open, "the identifier has no closing quote")
  }

  /// Parses `first.attr relation rhs` (the characters before the info part).
  static func parseEquation(
    _ body: [LocatedCharacter], header: Header, endPosition: (line: Int, column: Int)
  ) throws(ParseIssue) -> LogConstraint {
    let scanner = DescriptionScanner(body, endPosition: endPosition)
    guard let relationIndex = findRelation(in: body) else {
      throw scanner.issue(at: 0, "expected '==', '<=' or '>=' in '\(body.text)'")
    }
    let left = Array(body[..<relationIndex]).trimmed()
    guard let (firstItem, firstAttribute, _) = TermParser.term(in: left, from: 0) else {
      throw scanner.issue(
        at: 0, "expected an item and an attribute such as 'UILabel:0x1.leading' before the relation"
      )
    }
    let relation: Relation =
      switch body[relationIndex].character {
      case "<": .lessThanOrEqual
      case ">": .greaterThanOrEqual
      default: .equal
      }
    var right = DescriptionScanner(
      Array(body[(relationIndex + 2)...]), endPosition: endPosition)
    let side = try TermParser.rightHandSide(&right)
    return LogConstraint(
      className: header.className, address: header.address, sourceFile: header.sourceFile,
      sourceLine: header.sourceLine, autoresizingCode: header.autoresizingCode,
      identifier: header.identifier, firstItem: firstItem, printedFirstAttribute: firstAttribute,
      relation: relation, secondItem: side.item, printedSecondAttribute: side.attribute,
      multiplier: side.multiplier, constant: side.constant, priority: side.priority,
      text: body.text, line: header.line, column: header.column)
  }

  /// The index of the first `==`, `<=` or `>=`.
  static func findRelation(in body: [LocatedCharacter]) -> Int? {
    guard body.count >= 2 else { return nil }
    for index in 0..<(body.count - 1) where body[index + 1].character == "=" {
      if ["=", "<", ">"].contains(body[index].character) { return index }
    }
    return nil
  }
}
