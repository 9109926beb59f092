import LayoutCore

/// Splits a layout file into tokens, reporting (and skipping) characters it cannot read.
///
/// VFL strings are lexed whole: Apple's VFL allows no whitespace, so an `H:` or `V:` at the
/// start of a statement begins a single token that runs to the next whitespace.
struct Lexer {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var atStatementStart = true
  private(set) var tokens: [Token] = []
  private(set) var problems: [(line: Int, column: Int, message: String)] = []

  init(_ source: String) {
    scalars = Array(source.unicodeScalars)
  }

  private var column: Int { index - lineStart + 1 }

  private func scalar(at offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private static func isLetter(_ s: Unicode.Scalar) -> Bool {
    s == "_" || ("a"..."z").contains(s) || ("A"..."Z").contains(s)
  }

  private static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }

  private static func isSpace(_ s: Unicode.Scalar) -> Bool {
    s == " " || s == "\t" || s == "\r" || s == "\n"
  }

  /// Lexes the whole input, ending with an `.end` token.
  mutating func run() {
    while let current = scalar(at: 0) {
      let startColumn = column
      if current == "\n" {
        add(.newline, startColumn)
        index += 1
        line += 1
        lineStart = index
      } else if current == " " || current == "\t" || current == "\r" {
        index += 1
      } else if current == "/" && scalar(at: 1) == "/" {
        while let next = scalar(at: 0), next != "\n" { index += 1 }
      } else if atStatementStart, current == "H" || current == "V", scalar(at: 1) == ":",
        let after = scalar(at: 2), !Self.isSpace(after)
      {
        var text = ""
        while let next = scalar(at: 0), !Self.isSpace(next) {
          text.unicodeScalars.append(next)
          index += 1
        }
        add(.visualFormat(text), startColumn)
      } else if Self.isLetter(current) {
        add(.identifier(readWord()), startColumn)
      } else if Self.isDigit(current) {
        lexNumber(startColumn)
      } else if current == "\"" {
        lexString(startColumn)
      } else if current == "#" {
        index += 1
        var name = ""
        while let next = scalar(at: 0), Self.isLetter(next) || Self.isDigit(next) || next == "-" {
          name.unicodeScalars.append(next)
          index += 1
        }
        if name.isEmpty {
          problems.append((line, startColumn, "expected an identifier after '#'"))
        } else {
          add(.hashIdentifier(name), startColumn)
        }
      } else {
        lexSymbol(current, startColumn)
      }
    }
    add(.end, column)
  }

  private mutating func add(_ kind: Token.Kind, _ column: Int) {
    tokens.append(Token(kind: kind, line: line, column: column))
    switch kind {
    case .newline: atStatementStart = true
    case .symbol(let s): atStatementStart = s == ";" || s == "{" || s == "}"
    default: atStatementStart = false
    }
  }

  private mutating func readWord() -> String {
    var word = ""
    while let next = scalar(at: 0), Self.isLetter(next) || Self.isDigit(next) {
      word.unicodeScalars.append(next)
      index += 1
    }
    return word
  }

  /// Digits, a fraction only when a digit follows the point (so `320...414` is a range), and
  /// an exponent.
  private mutating func lexNumber(_ startColumn: Int) {
    var text = ""
    func take(_ lexer: inout Lexer) {
      text.unicodeScalars.append(lexer.scalars[lexer.index])
      lexer.index += 1
    }
    while let next = scalar(at: 0), Self.isDigit(next) { take(&self) }
    if scalar(at: 0) == ".", let digit = scalar(at: 1), Self.isDigit(digit) {
      take(&self)
      while let next = scalar(at: 0), Self.isDigit(next) { take(&self) }
    }
    if let e = scalar(at: 0), e == "e" || e == "E" {
      let signed = scalar(at: 1) == "+" || scalar(at: 1) == "-"
      if let digit = scalar(at: signed ? 2 : 1), Self.isDigit(digit) {
        take(&self)
        if signed { take(&self) }
        while let next = scalar(at: 0), Self.isDigit(next) { take(&self) }
      }
    }
    // A second point (`1.2.3`) or a unit (`10pt`) is one bad number: reported once, then
    // read as a number so that the statement around it raises no further errors.
    var rest = ""
    while let next = scalar(at: 0),
      Self.isLetter(next) || Self.isDigit(next)
        || (next == "." && scalar(at: 1).map(Self.isDigit) == true)
    {
      rest.unicodeScalars.append(next)
      index += 1
    }
    if !rest.isEmpty {
      let unit =
        rest.unicodeScalars.allSatisfy(Self.isLetter)
        ? Self.units.contains(rest.lowercased()) : false
      problems.append(
        (
          line, startColumn,
          "invalid number '\(text)\(rest)'"
            + (unit ? "; lengths are in points and take no unit: write \(text)" : "")
        ))
    }
    add(.number(Double(text) ?? .infinity, text: text), startColumn)
  }

  /// Units a newcomer may write after a length (CSS, Android, print).
  /// Units people write after a length out of habit (CSS, Android); the grammars take bare
  /// points and say so when one follows a number.
  static let units: Set<String> = ["pt", "pts", "px", "dp", "dip", "sp", "em", "rem"]

  private mutating func lexString(_ startColumn: Int) {
    index += 1
    var value = ""
    while let next = scalar(at: 0), next != "\n" {
      index += 1
      if next == "\"" {
        add(.string(value), startColumn)
        return
      }
      if next == "\\", let escaped = scalar(at: 0) {
        index += 1
        switch escaped {
        case "n": value += "\n"
        case "t": value += "\t"
        case "\"", "\\": value.unicodeScalars.append(escaped)
        default:
          problems.append((line, column - 2, "unknown escape '\\\(escaped)' in string"))
        }
        continue
      }
      value.unicodeScalars.append(next)
    }
    problems.append((line, startColumn, "unterminated string"))
  }

  private mutating func lexSymbol(_ current: Unicode.Scalar, _ startColumn: Int) {
    let pairs: [String] = ["==", "<=", ">="]
    let next = scalar(at: 1)
    if let next {
      let pair = String(current) + String(next)
      if pairs.contains(pair) {
        index += 2
        add(.symbol(pair), startColumn)
        return
      }
    }
    if current == ".", next == ".", scalar(at: 2) == "." {
      index += 3
      add(.symbol("..."), startColumn)
      return
    }
    index += 1
    // A lone `<` or `>` is a token so that the parser can say what fits where it stands
    // (`>=` in a constraint, `>=` or a range in a size condition).
    if ".,:;{}[]()|*+-=@<>".unicodeScalars.contains(current) {
      add(.symbol(String(current)), startColumn)
    } else {
      let code = String(current.value, radix: 16, uppercase: true)
      // A character that acts on the terminal (a control or a bidirectional override) is
      // named by its code point only.
      let shown =
        current.properties.isWhitespace || TerminalText.isUnsafe(current)
        ? "" : " '\(current)'"
      problems.append(
        (
          line, startColumn,
          "unexpected character\(shown) (U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code))"
        ))
    }
  }
}
