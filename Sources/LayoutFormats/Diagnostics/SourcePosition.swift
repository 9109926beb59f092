import LayoutCore

/// Where a syntax node was written, carried by every node but never part of its identity.
///
/// Equality and hashing ignore positions so that a tree parsed from a file and the tree parsed
/// from its canonical reprint compare equal: the format's round-trip guarantee is about what
/// a file means, and reprinting necessarily moves things to other lines and columns.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
  /// The file, line and column.
  public var location: SourceLocation

  /// Makes a position.
  public init(_ location: SourceLocation) {
    self.location = location
  }

  /// Makes a position from its parts.
  public init(file: String, line: Int, column: Int) {
    self.location = SourceLocation(file: file, line: line, column: column)
  }

  /// A position for nodes built in code rather than parsed.
  public static let none = SourcePosition(file: "", line: 0, column: 0)

  /// A position `count` columns to the right on the same line.
  public func advanced(by count: Int) -> SourcePosition {
    SourcePosition(file: location.file, line: location.line, column: location.column + count)
  }

  public static func == (lhs: SourcePosition, rhs: SourcePosition) -> Bool { true }

  public func hash(into hasher: inout Hasher) {}

  public var description: String { location.description }
}
