import LayoutDevices

/// An interface orientation as the options name it: one orientation, `landscape` (both
/// landscapes) or `all` (every orientation), filtered later by what the device and the layout
/// support.
public enum OrientationChoice: String, Sendable, Hashable, CaseIterable {
  /// Portrait, home button or indicator at the bottom.
  case portrait
  /// Portrait upside down (also spelt `upsideDown`).
  case portraitUpsideDown
  /// Landscape, home button or indicator on the right.
  case landscapeLeft
  /// Landscape, home button or indicator on the left.
  case landscapeRight
  /// Both landscapes (one screen for `solve`: the first the device allows).
  case landscape
  /// Every orientation.
  case all

  /// The accepted spellings, for help texts and errors.
  public static let spellings =
    "portrait, portraitUpsideDown (upsideDown), landscapeLeft, landscapeRight, landscape, all"

  /// The choice a name stands for; case, dashes and underscores are ignored
  /// (`landscape-left`), and `upsideDown` is `portraitUpsideDown`.
  public init?(name: String) {
    let key = name.lowercased().filter { $0 != "-" && $0 != "_" }
    if key == "upsidedown" {
      self = .portraitUpsideDown
      return
    }
    guard let choice = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
      return nil
    }
    self = choice
  }

  /// The orientations this choice stands for.
  public var orientations: [InterfaceOrientation] {
    switch self {
    case .portrait: [.portrait]
    case .portraitUpsideDown: [.portraitUpsideDown]
    case .landscapeLeft: [.landscapeLeft]
    case .landscapeRight: [.landscapeRight]
    case .landscape: [.landscapeLeft, .landscapeRight]
    case .all: [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    }
  }

  /// The orientations a name stands for.
  ///
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)``.
  public static func parse(_ text: String, option: String = "--orientation") throws(CommandError)
    -> [InterfaceOrientation]
  {
    guard let choice = OrientationChoice(name: text) else {
      throw .invalidOption(name: option, value: text, expected: spellings)
    }
    return choice.orientations
  }
}
