import LayoutCore
import LayoutMatrix

extension KeyboardChoice {
  /// The accepted spellings, for help texts and errors.
  public static let spellings =
    "the docked keyboard's height in points (336), docked, docked-no-predictive or hidden"

  /// Parses `HEIGHT`, `docked`, `docked-no-predictive` or `hidden`.
  ///
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)`` for anything else,
  ///   including a negative, NaN or infinite height, or one past
  ///   ``NumericRange/maximumMagnitude``.
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
      // Past the range of a layout's numbers the keyboard guide's constraint is refused
      // after solving, leaving the views placed on it ambiguous; refused here instead.
      guard height <= NumericRange.maximumMagnitude else {
        throw .invalidOption(
          name: option, value: text,
          expected: "a height of at most 1000000000 points, the limit of a layout's numbers")
      }
      return .height(height)
    }
  }
}
