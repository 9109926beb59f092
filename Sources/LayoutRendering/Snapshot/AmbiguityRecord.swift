import AutoLayout

/// An item (view or layout guide) whose frame the constraints do not determine.
public struct AmbiguityRecord: Hashable, Sendable {
  /// The item's name as diagnostics print it.
  public var item: String
  /// The undetermined unknowns, in the order minX, minY, width, height.
  public var variables: [LayoutVariableKind]

  /// Makes a record.
  public init(item: String, variables: [LayoutVariableKind]) {
    self.item = item
    self.variables = variables
  }

  /// `title.minX, title.width`, the form UIKit's ambiguity trace uses.
  public var qualifiedVariables: String {
    variables.map { "\(item).\($0)" }.joined(separator: ", ")
  }
}
