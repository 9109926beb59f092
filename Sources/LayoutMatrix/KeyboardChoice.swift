import LayoutAdaptivity
import LayoutDevices

/// The keyboard a `--keyboard` option asks for: hidden, a fixed height, or the device's own
/// docked keyboard (from the catalog), which differs by device and orientation.
public enum KeyboardChoice: Sendable, Hashable {
  /// No keyboard.
  case hidden
  /// A keyboard this many points tall on every configuration.
  case height(Double)
  /// The configuration's docked system keyboard, with or without the predictive bar.
  case docked(predictive: Bool)

  /// The accepted spellings, for help texts and errors.
  public static let spellings =
    "the docked keyboard's height in points (336), docked, docked-no-predictive or hidden"

  /// Parses `HEIGHT`, `docked`, `docked-no-predictive` or `hidden`.
  ///
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)`` for anything else,
  ///   including a negative, NaN or infinite height.
  public static func parse(_ text: String, option: String = "--keyboard") throws(CommandError)
    -> KeyboardChoice
  {
    switch text {
    case "hidden": return .hidden
    case "docked": return .docked(predictive: true)
    case "docked-no-predictive": return .docked(predictive: false)
    default:
      guard let height = Double(text), height.isFinite, height >= 0 else {
        throw .invalidOption(name: option, value: text, expected: spellings)
      }
      return .height(height)
    }
  }

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
