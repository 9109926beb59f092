import LayoutCore

/// Reads `.layout` files: checks the input limits, lexes, parses with per-statement recovery
/// and checks names and attributes, reporting every error in the file at once.
public enum LayoutFileParser {
  /// Parses and checks raw bytes, rejecting oversized input, invalid UTF-8 and binary files
  /// first.
  ///
  /// - Throws: ``FormatErrors`` listing every problem found.
  public static func parse(
    bytes: some Collection<UInt8>, file: String = "<input>", limits: FormatLimits = .standard
  ) throws(FormatErrors) -> LayoutFile {
    guard bytes.count <= limits.maximumFileSize else {
      throw FormatErrors([
        FormatError.refusingFile(
          at: SourceLocation(file: file, line: 1, column: 0),
          "file is \(bytes.count) bytes, larger than the limit of \(limits.maximumFileSize) bytes")
      ])
    }
    var line = 1
    var column = 1
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var text = String.UnicodeScalarView()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        // Text never holds a NUL byte: such a file is binary, refused whole as an invalid
        // UTF-8 one is (so `lint` and `solve` both exit 2), not read as a page of errors.
        if scalar == "\0" {
          throw FormatErrors([
            FormatError.refusingFile(
              at: SourceLocation(file: file, line: line, column: column),
              "file is binary (a NUL byte), not layout text")
          ])
        }
        text.append(scalar)
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput: break decoding
      case .error:
        throw FormatErrors([
          FormatError.refusingFile(
            at: SourceLocation(file: file, line: line, column: column),
            "file is not valid UTF-8 text")
        ])
      }
    }
    return try parse(String(text), file: file, limits: limits)
  }

  /// Parses and checks source text; a leading byte-order mark is skipped.
  ///
  /// - Throws: ``FormatErrors`` listing every problem found: syntax errors (one per broken
  ///   statement), unknown names with the nearest known name suggested, invalid constraints,
  ///   unresolvable VFL and exceeded limits.
  public static func parse(
    _ source: String, file: String = "<input>", limits: FormatLimits = .standard
  ) throws(FormatErrors) -> LayoutFile {
    guard source.utf8.count <= limits.maximumFileSize else {
      throw FormatErrors([
        FormatError.refusingFile(
          at: SourceLocation(file: file, line: 1, column: 0),
          "file is \(source.utf8.count) bytes, larger than the limit of \(limits.maximumFileSize) bytes"
        )
      ])
    }
    // A UTF-8 byte-order mark (editors on Windows write one) is not part of the text.
    var source = source
    if source.unicodeScalars.first == "\u{FEFF}" {
      source = String(source.unicodeScalars.dropFirst())
    }
    let lines = Self.lines(of: source)
    var lexer = Lexer(source)
    lexer.run()
    var parser = Parser(tokens: lexer.tokens, file: file, lines: lines, limits: limits)
    for problem in lexer.problems {
      parser.report(problem.message, line: problem.line, column: problem.column)
    }
    let statements = parser.parseFile()
    let layout = LayoutFile(statements: statements)
    var errors = parser.errors
    if !parser.stopped {
      var checker = LayoutChecker(
        layout: layout, lines: lines, knownNames: parser.declaredNames, limits: limits,
        budget: max(0, limits.maximumErrors - errors.count))
      _ = checker.run()
      errors += checker.errors
      if checker.truncated {
        errors.append(
          FormatError(
            location: SourceLocation(file: file, line: lines.count, column: 0),
            message: "too many errors (limit \(limits.maximumErrors)); stopping"))
      }
    }
    guard errors.isEmpty else { throw FormatErrors(errors) }
    return layout
  }

  /// The text's lines as errors quote them: split at line feeds, a carriage return before one
  /// dropped.
  static func lines(of source: String) -> [String] {
    // Split on scalars: as Characters, "\r\n" is one grapheme that is not equal to "\n".
    source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        var text = String.UnicodeScalarView()
        text.append(contentsOf: line.last == "\r" ? line.dropLast() : line[...])
        return String(text)
      }
  }
}
