/// One recovery from an unsatisfiable layout: the minimal set of conflicting constraints
/// and the one the engine broke, with UIKit's console message.
public struct ConflictReport: CustomStringConvertible {
  /// The conflicting constraints as printed: install order, the constraint whose addition
  /// failed last. Implicit non-negative sizes take part but are not listed, as in UIKit.
  public let constraints: [LayoutConstraint]
  /// The constraint the engine stopped enforcing.
  public let broken: LayoutConstraint

  init(constraints: [LayoutConstraint], broken: LayoutConstraint) {
    self.constraints = constraints
    self.broken = broken
  }

  /// How many of a layout's conflicts a report lists with their whole conflicting set.
  ///
  /// Past it, a conflict whose set has more than ``maximumSetListedPastTheFirst``
  /// constraints is still reported, by its broken constraint and the size of its set: a
  /// layout that overflows with many constraints (a long chain of fixed widths) breaks them
  /// one by one, each conflict listing most of the layout again, so listing every set makes
  /// output that grows with the square of the layout. `layout solve`, `lint`, `matrix` and
  /// the REPL's `conflicts` all bound their lists here; the REPL's `conflicts N` lists any
  /// one in full.
  public static let maximumListedInFull = 20

  /// The largest set listed in full past ``maximumListedInFull`` conflicts: many small
  /// conflicts (two widths each) cost little to list and each says something of its own.
  public static let maximumSetListedPastTheFirst = 20

  /// Whether this conflict, at `index` (from 0) of a layout's list, is listed in full.
  public func isListedInFull(at index: Int) -> Bool {
    index < Self.maximumListedInFull || constraints.count <= Self.maximumSetListedPastTheFirst
  }

  /// What a list with `count` conflicts named without their sets says about them.
  public static func shortenedNote(count: Int) -> String {
    "\(count) \(count == 1 ? "conflict" : "conflicts") named by the constraint broken and the "
      + "size of the set: past the first \(maximumListedInFull) conflicts, sets of more than "
      + "\(maximumSetListedPastTheFirst) constraints are counted; `conflicts N` in `layout repl` "
      + "lists conflict N in full"
  }

  /// The heading of the section of a text report that lists the shortened conflicts.
  public static let shortenedHeading = "conflicts not listed in full:"

  /// The console message, in UIKit's format.
  public var message: String { message(listingSet: true) }

  /// The console message, in UIKit's format; without `listingSet`, the list of conflicting
  /// constraints is replaced by their number (for a conflict past ``maximumListedInFull``).
  public func message(listingSet: Bool) -> String {
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
    if listingSet {
      lines.append(constraints.map { "    \"\($0)\"" }.joined(separator: ",\n"))
    } else {
      lines.append("    \(constraints.count) constraints, not listed")
    }
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
    return lines.joined(separator: "\n")
  }

  public var description: String { message }
}
