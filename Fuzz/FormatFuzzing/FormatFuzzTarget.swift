/// The format fuzz targets, by the name `Tools/fuzz` and the regression inputs use.
public enum FormatFuzzTarget: String, CaseIterable, Sendable {
  /// `.layout` files: parse, print, parse again, solve (``LayoutFileCheck``).
  case layout
  /// Visual Format Language strings (``VisualFormatCheck``).
  case vfl
  /// Storyboards and xibs (``StoryboardCheck``).
  case storyboard
  /// Pasted conflict logs (``ConflictLogCheck``).
  case explain

  /// Runs this target's check on one input.
  public func check(_ bytes: [UInt8]) -> FormatFinding? {
    switch self {
    case .layout: LayoutFileCheck.check(bytes)
    case .vfl: VisualFormatCheck.check(bytes)
    case .storyboard: StoryboardCheck.check(bytes)
    case .explain: ConflictLogCheck.check(bytes)
    }
  }
}
