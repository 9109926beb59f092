/// Every problem found in one layout file, in source order.
///
/// The parser recovers at the end of each statement, so one run reports all the independent
/// mistakes in a file rather than stopping at the first.
public struct FormatErrors: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems, sorted by line then column.
  public var errors: [FormatError]

  /// Wraps a list of problems, sorting them by position.
  public init(_ errors: [FormatError]) {
    self.errors = errors.enumerated().sorted { lhs, rhs in
      let (l, r) = (lhs.element.location, rhs.element.location)
      if l.line != r.line { return l.line < r.line }
      if l.column != r.column { return l.column < r.column }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// Each error's three-line form, separated by line breaks.
  public var description: String {
    errors.map(\.description).joined(separator: "\n")
  }
}
