/// The kind of interface a device presents, as UIKit's `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No idiom: matches any device in a trait pattern.
  case unspecified
  /// iPhone and iPod touch.
  case phone
  /// iPad.
  case pad

  public var description: String { rawValue }
}
