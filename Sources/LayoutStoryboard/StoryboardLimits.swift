/// Bounds that keep hostile or corrupt documents from exhausting memory or time.
public enum StoryboardLimits {
  /// The largest document read (the largest real storyboards are a few megabytes).
  public static let maximumBytes = 64 * 1024 * 1024
  /// The deepest element nesting accepted; real documents stay well under 100.
  public static let maximumDepth = 256
  /// The most views one root is built with (real screens hold a few hundred); past it the
  /// engine's build time, not the file size, would be the problem.
  public static let maximumViewsPerRoot = 2_000
  /// The most constraints one root is built with, as many as a `.layout` file may write
  /// (`FormatLimits.maximumConstraints`): constraints that compete for one variable cost
  /// time growing with the square of their number.
  public static let maximumConstraintsPerRoot = 5_000
  /// Constraints per root when the dense backend lays it out (as many as a `.layout` file
  /// may write for it, `FormatLimits.denseMaximumConstraints`): the dense solver solves the
  /// whole problem again after each conflict it breaks.
  public static let denseMaximumConstraintsPerRoot = 1_400
  /// The most views a whole document may hold: checking solves every root, so many roots
  /// under the per-root limit would add up (large real storyboards hold a few thousand).
  public static let maximumViewsPerDocument = 20_000
  /// The largest magnitude a numeric attribute (frame, constant, multiplier, priority,
  /// inset, spacing) may have, as in `.layout` files; past it, or not finite, the value is
  /// an ``StoryboardError/invalidValue(_:element:attribute:value:)``.
  public static let maximumMagnitude = 1e9
}
