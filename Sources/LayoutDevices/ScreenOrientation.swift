/// The two screen shapes a device has; upside-down portrait and both landscapes share them.
public enum ScreenOrientation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Taller than wide.
  case portrait
  /// Wider than tall.
  case landscape

  public var description: String { rawValue }
}
