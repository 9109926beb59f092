/// An item whose frame the active constraints do not fully determine.
public struct AmbiguityReport: CustomStringConvertible {
  /// The item.
  public let item: LayoutItem
  /// The unknowns with more than one optimal value, in the order minX, minY, width, height.
  public let variables: [LayoutVariableKind]

  /// `AMBIGUOUS LAYOUT for box.minX, box.width`, after UIKit's `_autolayoutTrace`.
  public var description: String {
    "AMBIGUOUS LAYOUT for " + variables.map { "\(item.debugName).\($0)" }.joined(separator: ", ")
  }
}
