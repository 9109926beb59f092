import LayoutAdaptivity
import LayoutDevices

/// A docked keyboard over the screen's bottom: hidden, a fixed height, or the device's own
/// docked keyboard (from the catalog), which differs by device and orientation.
public enum KeyboardChoice: Sendable, Hashable {
  /// No keyboard.
  case hidden
  /// A keyboard this many points tall on every configuration.
  case height(Double)
  /// The configuration's docked system keyboard, with or without the predictive bar.
  case docked(predictive: Bool)

  /// The keyboard's height in points on one configuration (0 when hidden).
  public func height(on configuration: DeviceConfiguration) -> Double {
    switch self {
    case .hidden: 0
    case .height(let points): points
    case .docked(let predictive):
      configuration.device.dockedKeyboardHeight(
        in: configuration.orientation, predictive: predictive
      ).points
    }
  }
}
