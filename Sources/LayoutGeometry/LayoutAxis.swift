/// The two layout axes (UIKit's `NSLayoutConstraint.Axis`).
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable, Codable {
  /// x: left, right, leading, trailing, centerX, width.
  case horizontal
  /// y: top, bottom, centerY, baselines, height.
  case vertical
}
