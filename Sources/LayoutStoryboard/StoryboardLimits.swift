/// Bounds that keep hostile or corrupt documents from exhausting memory or time.
public enum StoryboardLimits {
  /// The largest document read (the largest real storyboards are a few megabytes).
  public static let maximumBytes = 64 * 1024 * 1024
  /// The deepest element nesting accepted; real documents stay well under 100.
  public static let maximumDepth = 256
}
