/// A 0-based offset into a format string, kept for error carets but, like
/// ``SourcePosition``, never part of a node's identity.
public struct VisualFormatOffset: Hashable, Sendable {
  /// The offset in Unicode scalars.
  public var value: Int

  /// Makes an offset.
  public init(_ value: Int) {
    self.value = value
  }

  public static func == (lhs: VisualFormatOffset, rhs: VisualFormatOffset) -> Bool { true }

  public func hash(into hasher: inout Hasher) {}
}
