/// The direction leading and trailing resolve to, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No direction: matches either in a trait pattern.
  case unspecified
  /// Leading is left (English, most scripts).
  case leftToRight
  /// Leading is right (Arabic, Hebrew).
  case rightToLeft

  public var description: String { rawValue }
}
