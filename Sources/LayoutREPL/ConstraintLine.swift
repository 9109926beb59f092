import LayoutEngine

/// Constraints as the REPL prints them: the equation and priority of UIKit's console form
/// without the per-engine address and activity flag, plus where the constraint was written.
enum ConstraintLine {
  /// `box.width == 300 @750 #wide`.
  static func text(_ constraint: LayoutConstraint) -> String {
    var text = constraint.description
    if text.hasPrefix("<") { text.removeFirst() }
    if text.hasSuffix(">") { text.removeLast() }
    for suffix in ["   (active)", "   (inactive)"] where text.hasSuffix(suffix) {
      text.removeLast(suffix.count)
    }
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    if let first = words.first, first.contains(":0x") { words.removeFirst() }
    if let first = words.first, first.hasPrefix("@") { words.removeFirst() }
    if let id = constraint.identifier, words.first == "'\(id)'" {
      words.removeFirst()
      words.append("#\(id)")
    }
    return words.joined(separator: " ")
  }

  /// The text followed by its source (`  (screen.layout:12:1)`), or by `(system)` for
  /// constraints the engine made (autoresizing, guides, intrinsic size).
  static func located(_ constraint: LayoutConstraint) -> String {
    let source = constraint.origin.map { "\($0)" } ?? "system"
    return "\(text(constraint))  (\(source))"
  }
}
