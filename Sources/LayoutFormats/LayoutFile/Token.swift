/// One lexical unit of a layout file.
struct Token: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// A name or keyword: `[A-Za-z_][A-Za-z0-9_]*`.
    case identifier(String)
    /// A non-negative literal; signs are separate tokens. `text` is the spelling, for messages.
    case number(Double, text: String)
    /// A double-quoted string, escapes resolved.
    case string(String)
    /// `#name`: a constraint identifier.
    case hashIdentifier(String)
    /// An `H:`/`V:` VFL string at the start of a statement, up to the next whitespace.
    case visualFormat(String)
    /// Punctuation and operators: `. ... , : ; { } [ ] ( ) | * + - = == <= >= @`, and a lone
    /// `<` or `>`, which only ever stands in an error.
    case symbol(String)
    /// A line break: the end of a statement.
    case newline
    /// The end of the input.
    case end
  }

  var kind: Kind
  /// 1-based line.
  var line: Int
  /// 1-based column in Unicode scalars.
  var column: Int

  /// How the token reads in "expected X, found Y" messages.
  var spelling: String {
    switch kind {
    case .identifier(let name): "'\(name)'"
    case .number(_, let text): "'\(text)'"
    case .string: "a string"
    case .hashIdentifier(let name): "'#\(name)'"
    case .visualFormat(let text): "'\(text)'"
    case .symbol(let symbol): "'\(symbol)'"
    case .newline: "end of line"
    case .end: "end of file"
    }
  }

  func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }

  var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  /// The value of a number token.
  var number: Double? {
    if case .number(let value, _) = kind { return value }
    return nil
  }

  /// Whether the token ends a statement (line break, `;`, `}` or the end of the input).
  var endsStatement: Bool {
    switch kind {
    case .newline, .end: true
    case .symbol(let symbol): symbol == ";" || symbol == "}"
    default: false
    }
  }
}
