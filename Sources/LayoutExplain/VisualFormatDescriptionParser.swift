import LayoutCore
import LayoutGeometry

/// Reads the visual-format form of a description (Auto Layout Guide, "Visual Format
/// Language"):
/// `H:|-(20)-[A]`, `H:[A]-(NSSpace(8))-[B]`, `V:[A]-(>=8)-|`, `V:[A(200)]`, `H:[A(<=44@750)]`.
///
/// `[A]-(c)-[B]` means `B.leading == A.trailing + c` (top/bottom for `V:`), `|-(c)-[A]` means
/// `A.leading == superview.leading + c`, `[A]-(c)-|` means
/// `superview.trailing == A.trailing + c` and `[A(c)]` means `A.width == c`. It reads what
/// UIKit prints for a constraint the visual format made, one constraint at a time, and shares
/// no grammar with `LayoutFormats`' `VisualFormatParser`.
enum VisualFormatDescriptionParser {
  /// An end of a spacing: a view, or the superview's edge.
  enum End {
    case edge
    case view(LogItem)
  }

  /// `[rel] number [@priority]`, with `NSSpace(n)` for a number.
  struct Amount {
    var relation: Relation = .equal
    var value: Double?
    var priority: Double = 1000
  }

  static func parse(_ scanner: inout DescriptionScanner, header: DescriptionParser.Header)
    throws(ParseIssue) -> LogConstraint
  {
    let axis: LayoutAxis = scanner.peek() == "H" ? .horizontal : .vertical
    scanner.index += 1
    scanner.skipSpaces()
    _ = scanner.consume(":")
    var ends: [End] = []
    var gap: Amount?
    var size: (LogItem, Amount)?
    while true {
      scanner.skipSpaces()
      guard let character = scanner.peek() else { break }
      if character == "|" {
        scanner.index += 1
        ends.append(.edge)
      } else if character == "[" {
        scanner.index += 1
        let (item, amount) = try bracket(&scanner)
        ends.append(.view(item))
        if let amount { size = (item, amount) }
      } else if character == "-" {
        scanner.index += 1
        gap = try spacing(&scanner)
      } else {
        throw scanner.issue("unexpected '\(character)' in the visual format")
      }
    }
    let (lowEdge, highEdge): (LayoutAttribute, LayoutAttribute) =
      axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
    var constraint = LogConstraint(
      className: header.className, address: header.address, sourceFile: header.sourceFile,
      sourceLine: header.sourceLine, autoresizingCode: header.autoresizingCode,
      identifier: header.identifier, firstItem: LogItem(),
      printedFirstAttribute: PrintedAttribute(lowEdge), relation: .equal, secondItem: nil,
      printedSecondAttribute: nil, multiplier: 1, constant: 0,
      priority: 1000, text: "", line: header.line, column: header.column)
    if let (item, amount) = size, ends.count == 1 {
      constraint.firstItem = item
      constraint.firstAttribute = axis == .horizontal ? .width : .height
      constraint.relation = amount.relation
      constraint.constant = amount.value ?? 0
      constraint.priority = amount.priority
      return constraint
    }
    guard ends.count == 2 else {
      throw scanner.issue(
        at: 0, "expected one spacing between two views or a view and '|' in the visual format")
    }
    let amount = gap ?? Amount()
    constraint.relation = amount.relation
    constraint.priority = amount.priority
    switch (ends[0], ends[1]) {
    case (.edge, .view(let item)):
      constraint.firstItem = item
      constraint.secondItem = LogItem(isSuperview: true)
      constraint.secondAttribute = lowEdge
      constraint.constant = amount.value ?? superviewSpacing
    case (.view(let item), .edge):
      constraint.firstItem = LogItem(isSuperview: true)
      constraint.firstAttribute = highEdge
      constraint.secondItem = item
      constraint.secondAttribute = highEdge
      constraint.constant = amount.value ?? superviewSpacing
    case (.view(let first), .view(let second)):
      constraint.firstItem = second
      constraint.secondItem = first
      constraint.secondAttribute = highEdge
      constraint.constant = amount.value ?? siblingSpacing
      constraint.joinsSiblings = true
    case (.edge, .edge):
      throw scanner.issue(at: 0, "a visual format needs at least one view")
    }
    return constraint
  }

  /// Whether the body at the cursor is in the visual format: `H:` or `V:`, also with the
  /// colon lost or spaced (`H |-…`, `H: [`) as garbled pastes have it.
  static func startsVisualFormat(_ scanner: DescriptionScanner) -> Bool {
    guard let axis = scanner.peek(), axis == "H" || axis == "V" else { return false }
    var offset = 1
    while scanner.peek(offset) == " " { offset += 1 }
    if scanner.peek(offset) == ":" { return true }
    return scanner.peek(offset) == "|" || scanner.peek(offset) == "["
  }

  /// Standard spacing (`NSSpace`): 8 between siblings, 20 to the superview's edge.
  static let siblingSpacing: Double = 8
  static let superviewSpacing: Double = 20

  /// Reads `Item]` or `Item(size)]` after `[`; a missing `]` ends at the text's end.
  static func bracket(_ scanner: inout DescriptionScanner) throws(ParseIssue) -> (LogItem, Amount?)
  {
    let start = scanner.index
    var end = scanner.index
    var inQuote = false
    while end < scanner.characters.count {
      let character = scanner.characters[end].character
      // A label may hold apostrophes (`'Don't'`): it closes only before `]` or `(`.
      if character == "'" {
        if !inQuote {
          inQuote = true
        } else if end + 1 >= scanner.characters.count
          || ["]", "("].contains(scanner.characters[end + 1].character)
        {
          inQuote = false
        }
      }
      if character == "]", !inQuote { break }
      end += 1
    }
    var content = Array(scanner.characters[start..<end])
    scanner.index = min(end + 1, scanner.characters.count)
    var amount: Amount?
    if let last = content.last, last.character == ")",
      let open = content.lastIndex(where: { $0.character == "(" }),
      !content[open...].contains(where: { $0.character == "'" })
    {
      var inner = DescriptionScanner(
        Array(content[(open + 1)..<(content.count - 1)]), endPosition: scanner.position)
      amount = try parseAmount(&inner)
      content = Array(content[..<open])
    }
    guard !content.trimmed().isEmpty else {
      throw scanner.issue(at: max(start - 1, 0), "expected a view inside '[ ]'")
    }
    return (LogItem.parse(content.text), amount)
  }

  /// Reads the spacing after `-`: `(amount)-`, `number-`, or nothing (standard spacing).
  static func spacing(_ scanner: inout DescriptionScanner) throws(ParseIssue) -> Amount? {
    scanner.skipSpaces()
    if scanner.consume("(") {
      var inner: [LocatedCharacter] = []
      var depth = 0
      while let character = scanner.peek() {
        if character == "(" { depth += 1 }
        if character == ")" {
          if depth == 0 { break }
          depth -= 1
        }
        // A lost `)`: the spacing ends where the next view or edge begins.
        if character == "-", scanner.peek(1) == "[" || scanner.peek(1) == "|" { break }
        inner.append(scanner.characters[scanner.index])
        scanner.index += 1
      }
      _ = scanner.consume(")")
      scanner.skipSpaces()
      _ = scanner.consume("-")
      var innerScanner = DescriptionScanner(inner, endPosition: scanner.position)
      return try parseAmount(&innerScanner)
    }
    if let number = try scanner.readNumber() {
      _ = scanner.consume("-")
      return Amount(value: number)
    }
    return nil
  }

  /// Reads `[rel] number [@priority]` where the number may be `NSSpace(n)`.
  static func parseAmount(_ scanner: inout DescriptionScanner) throws(ParseIssue) -> Amount {
    var amount = Amount()
    scanner.skipSpaces()
    if scanner.consume("==") {
      amount.relation = .equal
    } else if scanner.consume("<=") {
      amount.relation = .lessThanOrEqual
    } else if scanner.consume(">=") {
      amount.relation = .greaterThanOrEqual
    }
    scanner.skipSpaces()
    if scanner.consume("NSSpace(") || scanner.consume("NSLayoutAnchorConstraintSpace(") {
      amount.value = try scanner.readNumber()
      _ = scanner.consume(")")
    } else {
      amount.value = try scanner.readNumber()
    }
    guard amount.value != nil else { throw scanner.issue("expected a number") }
    scanner.skipSpaces()
    if scanner.consume("@") {
      guard let priority = try scanner.readNumber() else {
        throw scanner.issue("expected a priority after '@'")
      }
      amount.priority = priority
    }
    return amount
  }
}
