import AutoLayout

/// Short, stable descriptions of constraints for problem messages.
enum ConstraintText {
  /// ``LayoutConstraint/shortDescription`` without the identifier: `root.width == 393`.
  static func equation(_ constraint: LayoutConstraint) -> String {
    let text = constraint.shortDescription
    guard let identifier = constraint.identifier, text.hasSuffix(" #\(identifier)") else {
      return text
    }
    return String(text.dropLast(identifier.count + 2))
  }

  /// ``LayoutConstraint/shortDescription`` followed by the line it was written on, when known.
  static func withLine(_ constraint: LayoutConstraint) -> String {
    constraint.shortDescription + (constraint.origin.map { " (line \($0.line))" } ?? "")
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
