import AutoLayout

/// What `BreakRule` breaks in a message UIKit reported but the log does not hold enough of to
/// rebuild (a cut list, a size the container imposed that is not printed): the message's own
/// list, in its order, stands for the conflicting set, since UIKit chose its victim from
/// what it printed. Lets `explain` name the constraint a device breaks even then.
public struct UnreproducedVictim: Codable, Sendable, Hashable {
  /// The line of the message.
  public let line: Int
  /// What UIKit (or AppKit) said it broke, when the log says.
  public let uikitBroke: String?
  /// What the rule breaks among the listed constraints.
  public let wouldBreak: String

  /// The rule's victim among the message's list (in order, read through `constraints`; not
  /// the "breaking" line's constraint when the list lacks it, which would be UIKit's answer);
  /// nil when none of them was read.
  static func choose(
    for block: ParsedLog.Block, constraints: [String: LogConstraint]
  ) -> UnreproducedVictim? {
    let read = block.listed.compactMap { constraints[$0] }
    guard let index = BreakRule.victim(among: read.map(\.breakCandidate)) else { return nil }
    return UnreproducedVictim(
      line: block.line, uikitBroke: block.broken, wouldBreak: read[index].address)
  }
}
