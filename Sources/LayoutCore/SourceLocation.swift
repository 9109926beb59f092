/// Where a constraint was written: a file and a position in it.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file path or `#fileID`.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, or 0 when unknown.
  public var column: Int

  /// Makes a location.
  public init(file: String, line: Int, column: Int = 0) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The location of the caller, for DSLs (`#fileID`, `#line`, `#column`).
  public static func here(
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) -> SourceLocation {
    SourceLocation(file: fileID, line: line, column: column)
  }

  public var description: String {
    column > 0 ? "\(file):\(line):\(column)" : "\(file):\(line)"
  }
}
