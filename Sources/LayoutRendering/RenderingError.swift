/// Why a rendering could not be made.
public enum RenderingError: Error, Hashable, CustomStringConvertible {
  /// The layout pass before a capture failed inside the solver.
  case layoutFailed(String)
  /// A terminal area too small to draw a box in (at least 3 columns and 3 rows are needed,
  /// plus a row for the caption).
  case canvasTooSmall(width: Int, height: Int)
  /// A drawing scale that is not a positive finite number.
  case invalidScale(Double)
  /// A screen of zero, negative or non-finite size, which cannot be scaled to fit.
  case invalidScreenSize(width: Double, height: Double)
  /// Animation timing that cannot be played: the reason.
  case invalidAnimation(String)
  /// An interactive report asked for more configurations than
  /// ``ReportLimits/maximumConfigurations``, or for none.
  case reportSize(configurations: Int)

  public var description: String {
    switch self {
    case .layoutFailed(let reason):
      "layout failed before rendering: \(reason)"
    case .canvasTooSmall(let width, let height):
      "a \(width)x\(height) character area is too small to draw the layout"
    case .invalidScale(let scale):
      "the drawing scale must be a positive number, not \(NumberText.format(scale))"
    case .invalidScreenSize(let width, let height):
      "cannot draw a screen of size \(NumberText.format(width))x\(NumberText.format(height))"
    case .invalidAnimation(let reason):
      reason
    case .reportSize(let count) where count < 1:
      "a report needs at least one configuration"
    case .reportSize(let count):
      "a report holds at most \(ReportLimits.maximumConfigurations) configurations "
        + "(ReportLimits.maximumConfigurations); this one has \(count): choose fewer devices, "
        + "content sizes or widths, or use --shard"
    }
  }
}
