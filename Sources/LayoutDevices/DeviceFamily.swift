/// The product line of a device.
public enum DeviceFamily: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// iPhone.
  case iPhone
  /// iPad (all lines: iPad, Air, mini, Pro).
  case iPad
  /// iPod touch; the raw value `iPod` matches the model-identifier prefix and the CLI flag.
  case iPodTouch = "iPod"

  /// The interface idiom the family runs: pad for iPads, phone otherwise.
  public var idiom: UserInterfaceIdiom {
    self == .iPad ? .pad : .phone
  }

  /// The raw value: `iPhone`, `iPad` or `iPod`.
  public var description: String { rawValue }

  /// Parses `iPhone`, `iPad`, `iPod` or `iPod touch`, ignoring case.
  public init?(name: String) {
    switch name.lowercased() {
    case "iphone": self = .iPhone
    case "ipad": self = .iPad
    case "ipod", "ipod touch", "ipodtouch": self = .iPodTouch
    default: return nil
    }
  }
}
