import LayoutEngine

/// Short, stable descriptions of constraints for problem messages.
enum ConstraintText {
  /// `box.width == 300 #wide`: the equation (with any priority) and identifier of UIKit's
  /// console form, without the per-engine address and the activity flag, so the same
  /// constraint reads the same in every configuration of a matrix.
  static func short(_ constraint: LayoutConstraint) -> String {
    var text = constraint.description
    if text.hasPrefix("<") { text.removeFirst() }
    if text.hasSuffix(">") { text.removeLast() }
    for suffix in ["   (active)", "   (inactive)"] where text.hasSuffix(suffix) {
      text.removeLast(suffix.count)
    }
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    if let first = words.first, first.contains(":0x") { words.removeFirst() }
    if let first = words.first, first.hasPrefix("@") { words.removeFirst() }
    var identifier: String?
    if let first = words.first, first.hasPrefix("'"), first.hasSuffix("'"), first.count >= 2,
      let id = constraint.identifier, first == "'\(id)'"
    {
      identifier = id
      words.removeFirst()
    }
    return words.joined(separator: " ") + (identifier.map { " #\($0)" } ?? "")
  }

  /// The short form followed by the line it was written on, when known.
  static func withLine(_ constraint: LayoutConstraint) -> String {
    short(constraint) + (constraint.origin.map { " (line \($0.line))" } ?? "")
  }
}
