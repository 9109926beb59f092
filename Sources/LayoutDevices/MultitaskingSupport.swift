/// Which iPad multitasking arrangements a device model supports.
public enum MultitaskingSupport: String, Sendable, Hashable, CaseIterable {
  /// Full screen only (iPhones, iPods, the earliest iPads).
  case none
  /// Slide Over but not Split View (iPad Air, iPad mini 2 and 3).
  case slideOver
  /// Slide Over and Split View.
  case splitView

  /// Whether windows of `mode` can appear on a device with this support.
  public func allows(_ mode: MultitaskingMode) -> Bool {
    switch self {
    case .none: false
    case .slideOver: mode == .slideOver
    case .splitView: true
    }
  }
}
