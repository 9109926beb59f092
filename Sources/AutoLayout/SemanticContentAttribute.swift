/// How a view's content relates to the layout direction (UIKit's
/// `UISemanticContentAttribute`).
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
  /// Follows the superview (or the engine, for the root).
  case unspecified
  /// Media playback controls: always left to right.
  case playback
  /// Directional controls such as a D-pad: always left to right.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}
