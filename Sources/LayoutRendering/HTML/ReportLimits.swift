/// Sizes past which the interactive report is refused rather than written: the page keeps
/// every configuration's frames in one embedded blob, so its size grows with configurations
/// × views.
public enum ReportLimits {
  /// The most configurations one report holds (LIMITS.md).
  public static let maximumConfigurations = 5_000
}
