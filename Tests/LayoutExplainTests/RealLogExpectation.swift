import Testing

@testable import LayoutExplain

/// What a stored real log must give: per conflict the exact minimal set (by address, in log
/// order), what UIKit broke, what our rule breaks and phrases of the sentence; and exactly
/// what the log lacked, could not be read, and which reported messages it cannot rebuild; and
/// whether a single verified fix exists.
struct RealLogExpectation {
  /// One conflict.
  struct Conflict {
    var set: [String]
    var uikitBroke: String?
    var wouldBreak: String
    var phrases: [String]
    /// Whether one change resolves the conflict (some need two: a size that breaks and a
    /// size that still cannot be negative).
    var hasFixes = true
  }

  var conflicts: [Conflict]
  var missing: [String] = []
  var issues: [String] = []
  /// The lines of messages UIKit reported that the log lacks the constraints of.
  var unreproduced: [Int] = []

  /// Explains the stored log `name` and checks every expectation.
  func check(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let log = try RealLog.named(name)
    #expect(log.source?.hasPrefix("https://") == true, sourceLocation: sourceLocation)
    let explanation = try Explainer.explain(log: log.text, fileName: name + ".log")
    #expect(
      explanation.conflicts.map(\.constraints) == conflicts.map(\.set),
      sourceLocation: sourceLocation)
    for (actual, expected) in zip(explanation.conflicts, conflicts) {
      #expect(actual.uikitBroke == expected.uikitBroke, sourceLocation: sourceLocation)
      #expect(actual.wouldBreak == expected.wouldBreak, sourceLocation: sourceLocation)
      for phrase in expected.phrases {
        #expect(
          actual.summary.contains(phrase), "\(actual.summary)", sourceLocation: sourceLocation)
      }
      #expect(actual.fixes.isEmpty == !expected.hasFixes, sourceLocation: sourceLocation)
    }
    #expect(explanation.missing == missing, sourceLocation: sourceLocation)
    #expect(explanation.issues.map(\.description) == issues, sourceLocation: sourceLocation)
    #expect(explanation.unreproduced == unreproduced, sourceLocation: sourceLocation)
  }
}
