/// A VFL line in a layout file: the format, its options and an optional identifier prefix.
public struct VisualFormatStatement: Hashable, Sendable, CustomStringConvertible {
  /// The parsed format string.
  public var format: VisualFormat
  /// Alignment, direction and spacing options, written after the format by name.
  public var options: VisualFormatOptions
  /// Where the format string starts; VFL errors are reported relative to it.
  public var position: SourcePosition

  /// Makes a statement.
  public init(
    format: VisualFormat, options: VisualFormatOptions = [], position: SourcePosition = .none
  ) {
    self.format = format
    self.options = options
    self.position = position
  }

  /// The canonical format followed by the option names.
  public var description: String {
    ([format.description] + options.names).joined(separator: " ")
  }
}
