import LayoutDevices

/// Parses the interface orientation names the options accept.
public enum OrientationChoice {
  /// The accepted spellings, for help texts and errors.
  public static let spellings =
    "portrait, portraitUpsideDown (upsideDown), landscapeLeft, landscapeRight, landscape, all"

  /// The orientations a name stands for: `landscape` is both landscapes and `all` every
  /// orientation (filtered later by what the device and the layout support). Case and
  /// dashes are ignored (`landscape-left`).
  ///
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)``.
  public static func parse(_ text: String, option: String = "--orientation") throws(CommandError)
    -> [InterfaceOrientation]
  {
    let key = text.lowercased().filter { $0 != "-" && $0 != "_" }
    switch key {
    case "portrait": return [.portrait]
    case "portraitupsidedown", "upsidedown": return [.portraitUpsideDown]
    case "landscapeleft": return [.landscapeLeft]
    case "landscaperight": return [.landscapeRight]
    case "landscape": return [.landscapeLeft, .landscapeRight]
    case "all": return [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    default: throw .invalidOption(name: option, value: text, expected: spellings)
    }
  }
}
