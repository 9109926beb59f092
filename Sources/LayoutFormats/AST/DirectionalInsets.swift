/// Direction-aware insets (UIKit's `NSDirectionalEdgeInsets`), used for layout margins.
public struct DirectionalInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the leading edge (left in left-to-right layouts).
  public var leading: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the trailing edge.
  public var trailing: Double

  /// Makes insets.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
