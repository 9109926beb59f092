import LayoutCore

extension Priority {
  /// SnapKit's `.high`: UIKit's `defaultHigh` (750).
  public static let high = Priority.defaultHigh
  /// SnapKit's `.low`: UIKit's `defaultLow` (250).
  public static let low = Priority.defaultLow
}
