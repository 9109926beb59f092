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

  /// The short form without the identifier: `root.width == 393`.
  static func equation(_ constraint: LayoutConstraint) -> String {
    let text = short(constraint)
    guard let identifier = constraint.identifier, text.hasSuffix(" #\(identifier)") else {
      return text
    }
    return String(text.dropLast(identifier.count + 2))
  }

  /// The short form followed by the line it was written on, when known.
  static func withLine(_ constraint: LayoutConstraint) -> String {
    short(constraint) + (constraint.origin.map { " (line \($0.line))" } ?? "")
  }

  /// Whether the engine made the constraint for the device (the window's size, the safe
  /// area, margins) rather than a file: its constants differ from device to device.
  static func isSystem(_ constraint: LayoutConstraint) -> Bool {
    switch constraint.kind {
    case .user, .nonNegativeSize, .contentHugging, .compressionResistance: false
    case .autoresizing, .rootOrigin, .rootSize, .marginsGuide, .safeAreaGuide,
      .readableContentGuide, .scrollContentGuide:
      constraint.identifier != nil
    }
  }

  /// ``withLine(_:)`` for a file's constraint; only the identifier for a system one
  /// (`#UIView-Encapsulated-Layout-Width`), whose equation goes in a problem's detail.
  static func stable(_ constraint: LayoutConstraint) -> String {
    guard isSystem(constraint), let identifier = constraint.identifier else {
      return withLine(constraint)
    }
    return "#\(identifier)"
  }
}
