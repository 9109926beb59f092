import LayoutCore

/// The four solver variables of a layout item, in root coordinates: the origin of its
/// alignment rectangle and its size.
public struct ItemVariables: Sendable, Hashable {
  public let minX: Variable
  public let minY: Variable
  public let width: Variable
  public let height: Variable

  /// Makes fresh variables named after the item (`name.minX`, ...).
  init(name: String) {
    minX = Variable("\(name).minX")
    minY = Variable("\(name).minY")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }

  /// The variables in the order minX, minY, width, height.
  var all: [Variable] { [minX, minY, width, height] }
}
