/// What the parser read from a pasted log.
public struct ParsedLog: Sendable {
  /// One "Unable to simultaneously satisfy constraints" message.
  public struct Block: Sendable {
    /// The addresses of the listed constraints, in log order, without repeats.
    public var listed: [String] = []
    /// The address UIKit said it would break, when the log still has that line.
    public var broken: String?
    /// The line of the header, or of the first description when the header was lost.
    public var line: Int
    /// Whether the "Unable to simultaneously satisfy constraints" line was present.
    public var hasHeader: Bool
    /// Whether the message is AppKit's (macOS).
    public var isAppKit = false
    /// Whether the description of the broken constraint is cut off (the paste ends inside
    /// it); ``broken`` then comes from its address alone.
    public var brokenIsCutOff = false
    /// Whether the paste ends inside the "Will attempt to recover by breaking" line.
    public var breakingLineIsCutOff = false
  }

  /// The messages, in log order.
  public var blocks: [Block] = []
  /// Every constraint read, by address.
  public var constraints: [String: LogConstraint] = [:]
  /// Addresses in the order first seen.
  public var order: [String] = []
  /// What could not be read.
  public var issues: [ParseIssue] = []
  /// What the format of the log hid and was inferred instead.
  public var assumptions: [String] = []

  /// Records a constraint; the first description of an address wins.
  mutating func record(_ constraint: LogConstraint) {
    if constraints[constraint.address] == nil {
      constraints[constraint.address] = constraint
      order.append(constraint.address)
    }
  }
}
