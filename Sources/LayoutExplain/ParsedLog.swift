/// What the parser read from a pasted log.
public struct ParsedLog: Sendable {
  /// One "Unable to simultaneously satisfy constraints" message.
  public struct Block: Sendable {
    /// The addresses of the listed constraints, in log order, without repeats.
    public var listed: [String] = []
    /// ``listed`` as a set, for the parser's check for repeats: a search of the list per
    /// description is quadratic in a message of thousands.
    var listedAddresses: Set<String> = []
    /// The address UIKit said it would break, when the log still has that line.
    public var broken: String?
    /// The line of the header, or of the first description when the header was lost.
    public var line: Int
    /// Whether the "Unable to simultaneously satisfy constraints" line was present.
    public var hasHeader: Bool
    /// Whether the message is AppKit's (macOS).
    public var isAppKit = false
    /// The framework that printed the message: `AppKit` for a macOS log, else `UIKit`.
    public var framework: String { isAppKit ? "AppKit" : "UIKit" }
    /// Whether the description of the broken constraint is cut off (the paste ends inside
    /// it); ``broken`` then comes from its address alone.
    public var brokenIsCutOff = false
    /// Whether the paste ends inside the "Will attempt to recover by breaking" line.
    public var breakingLineIsCutOff = false
    /// Whether the "Will attempt to recover by breaking constraint" line is in the paste.
    public var hasBreakingLine = false
    /// The line of a "breaking" description that could not be read (the paste goes on).
    public var brokenUnreadableLine: Int?
    /// The address of the broken constraint as far as the paste has it, when the paste
    /// ends inside it and it is no address of the log (`0x28241f`).
    public var brokenCutAddress: String?
    /// The listed addresses that start with ``brokenCutAddress``.
    public var brokenCandidates: [String] = []
    /// Whether the paste ends inside the list, before its `)` and the "breaking" line.
    public var listIsCutOff = false
    /// Whether the list's `(` line was seen.
    var listIsOpened = false
    /// Whether the list's `)` (or the "breaking" line after it) was seen.
    var listIsClosed = false
    /// The 0-based line where the last listed description ends.
    var lastDescriptionLine: Int?
    /// Whether the message is a conflict of `layout solve`'s report, which names the broken
    /// constraint before the set it lists (UIKit names it after).
    var listsAfterBroken = false
    /// Whether the message follows another one in the paste, so a lost header was lost
    /// between the two rather than before the paste's start.
    var followsMessage = false

    /// Whether the message has ended: its "breaking" line and the description after it
    /// (read, cut off or unreadable) are behind the parser.
    var isFinished: Bool {
      hasBreakingLine
        && (broken != nil || brokenUnreadableLine != nil || brokenCutAddress != nil)
    }

    /// Whether the paste has prose only a conflict message prints: UIKit's advice before the
    /// list ("Probably at least one of the constraints in the following list …") or the
    /// symbolic-breakpoint and NSUserDefault lines after it.
    public var hasConflictProse = false

    /// Whether UIKit (or AppKit) reported this message as a conflict: the paste has its
    /// header, its "breaking" line or prose only a conflict message prints.
    public var isReported: Bool { hasHeader || hasBreakingLine || hasConflictProse }
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
  /// The lines where the log shows `<private>` in place of descriptions (redacted by the
  /// unified logging system).
  public var redactedLines: [Int] = []
  /// The address of the description the paste ends inside, when it could be read anyway.
  public var cutDescription: String?

  /// Records a constraint; the first description of an address wins.
  mutating func record(_ constraint: LogConstraint) {
    if constraints[constraint.address] == nil {
      constraints[constraint.address] = constraint
      order.append(constraint.address)
    }
  }
}
