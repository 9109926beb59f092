/// A pair of per-axis values, as content priorities are given: horizontal then vertical.
public struct AxisPair<Value: Hashable & Sendable>: Hashable, Sendable {
  /// Along the width.
  public var horizontal: Value
  /// Along the height.
  public var vertical: Value

  /// Makes a pair.
  public init(horizontal: Value, vertical: Value) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}
