import AutoLayout

/// Constraints as the REPL prints them: the equation and priority of UIKit's console form
/// without the per-engine address and activity flag, plus where the constraint was written.
enum ConstraintLine {
  /// ``LayoutConstraint/shortDescription`` followed by its source (`  (screen.layout:12:1)`),
  /// or by `(system)` for constraints the engine made (autoresizing, guides, intrinsic size).
  static func located(_ constraint: LayoutConstraint) -> String {
    let source = constraint.origin.map { "\($0)" } ?? "system"
    return "\(constraint.shortDescription)  (\(source))"
  }
}
