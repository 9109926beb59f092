/// What Masonry's descriptions hide, and how it is inferred back.
///
/// Masonry replaces `-[NSLayoutConstraint description]` for every constraint in the app
/// (its `NSLayoutConstraint+MASDebugAdditions` category prints
/// `<Class:0xADDR first.attr == second.attr + c>`), so in an app that links it UIKit's own
/// constraints lose their identifiers and `(active)` marks: the cell's
/// `'UIView-Encapsulated-Layout-Height'` prints as a plain
/// `<NSLayoutConstraint:0x… UITableViewCellContentView:0x….height == 43.5>`. When a log
/// holds `MASLayoutConstraint`s, the app's own constraints are those; a plain
/// `NSLayoutConstraint` without identifier that sets a constant width or height is then
/// taken as the size a container imposes, and reported as an assumption.
enum MasonryFormat {
  /// Marks the hidden container sizes of a Masonry-format log as system constraints.
  static func inferSources(in parsed: inout ParsedLog) {
    guard parsed.constraints.values.contains(where: { $0.className == "MASLayoutConstraint" })
    else { return }
    for address in parsed.order {
      guard var constraint = parsed.constraints[address], isHiddenContainerSize(constraint)
      else { continue }
      constraint.inferredSource = .encapsulatedLayout
      parsed.constraints[address] = constraint
      let size = constraint.firstAttribute == .width ? "Width" : "Height"
      parsed.assumptions.append(
        "the identifier of NSLayoutConstraint:\(address) (line \(constraint.line)): "
          + "Masonry's descriptions hide identifiers, so its constant "
          + "\(constraint.printedFirstAttribute) is taken as the size the container "
          + "imposes ('UIView-Encapsulated-Layout-\(size)')")
    }
  }

  /// A plain, unnamed `NSLayoutConstraint` setting a width or height to a constant.
  static func isHiddenContainerSize(_ constraint: LogConstraint) -> Bool {
    constraint.className == "NSLayoutConstraint" && constraint.identifier == nil
      && constraint.secondItem == nil && constraint.firstAttribute.isDimension
      && constraint.relation == .equal && constraint.isRequired
  }
}
