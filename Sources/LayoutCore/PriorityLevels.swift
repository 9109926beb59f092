/// The most distinct non-required priorities one layout may use, and a counter that finds the
/// first priority past it.
///
/// Each distinct priority is one level of the solver's lexicographic objective. When many of
/// them compete for the same variables, every pivot rewrites every level, so the time grows
/// with the square of their number; UIKit's layouts use a handful (250, 750, 999, …). The
/// limit is enforced where priorities are written (layout files, VFL, storyboards, the REPL),
/// and a larger one by the solvers themselves (``LayoutError/tooManyPriorities(_:)``), which
/// leaves room for the priorities the engine adds of its own.
public struct PriorityLevels: Sendable, Hashable {
  /// The most distinct non-required priorities a layout may write.
  public static let maximumDistinct = 1_000

  /// The most distinct non-required priorities one solver holds: ``maximumDistinct`` and room
  /// for the engine's own (content defaults, edit variables, a stack's spacing priorities,
  /// which run from 999 down one per arranged view).
  public static let maximumInSolver = 2_048

  /// The distinct non-required priorities seen so far.
  public private(set) var seen: Set<Double> = []

  /// A counter that has seen no priority.
  public init() {}

  /// Notes `priority`; false when it is a new non-required value past ``maximumDistinct``
  /// (it is then not counted). Required priorities and values already seen always pass.
  public mutating func admit(_ priority: Double) -> Bool {
    guard priority < Priority.required.value, !seen.contains(priority) else { return true }
    guard seen.count < Self.maximumDistinct else { return false }
    seen.insert(priority)
    return true
  }

  /// Stops counting `priority`, once nothing written uses it any more (an editor removed the
  /// last constraint with it).
  public mutating func forget(_ priority: Double) {
    seen.remove(priority)
  }

  /// The message for a priority ``admit(_:)`` refused, the same wherever it was written. The
  /// value is printed exactly (shortest round-trip form), since priorities that round alike
  /// are distinct levels.
  public static func refusal(_ priority: Double) -> String {
    let exact = priority == priority.rounded() ? String(Int(priority)) : String(priority)
    return "priority \(exact) is one distinct priority too many: a layout may use at most "
      + "\(maximumDistinct) distinct priorities below 1000"
  }

  /// The message of ``LayoutError/tooManyPriorities(_:)``.
  public static func solverRefusal(_ priority: Double) -> String {
    let exact = priority == priority.rounded() ? String(Int(priority)) : String(priority)
    return "priority \(exact) is one distinct priority too many: a solver holds at most "
      + "\(maximumInSolver) distinct priorities below 1000"
  }
}
