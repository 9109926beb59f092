/// One recovery from an unsatisfiable layout: the minimal set of conflicting constraints
/// and the one the engine broke, with UIKit's console message.
public struct ConflictReport: CustomStringConvertible {
  /// The conflicting constraints as printed: install order, the constraint whose addition
  /// failed last. Implicit non-negative sizes take part but are not listed, as in UIKit.
  public let constraints: [LayoutConstraint]
  /// The constraint the engine stopped enforcing.
  public let broken: LayoutConstraint
  /// The console message, in UIKit's format.
  public let message: String

  init(constraints: [LayoutConstraint], broken: LayoutConstraint) {
    self.constraints = constraints
    self.broken = broken
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if constraints.contains(where: { $0.kind == .autoresizing }) {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
          + "understand, refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    lines.append(
      constraints.map { "    \"\($0)\"" }.joined(separator: ",\n"))
    lines.append(")")
    lines.append("")
    lines.append("Will attempt to recover by breaking constraint ")
    lines.append("\(broken)")
    lines.append("")
    lines.append(
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in "
        + "the debugger.")
    lines.append(
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
        + "<UIKitCore/UIView.h> may also be helpful.")
    message = lines.joined(separator: "\n")
  }

  public var description: String { message }
}
