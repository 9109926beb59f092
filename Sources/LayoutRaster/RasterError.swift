/// Why an SVG could not be turned into a PNG.
public enum RasterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// librsvg could not read the SVG: its message.
  case unreadableSVG(String)
  /// The SVG has no width and height to size the image by.
  case noSize
  /// A scale that is not a positive finite number.
  case invalidScale(Double)
  /// The image would exceed ``PNGRasterizer/maximumSide`` pixels on a side or
  /// ``PNGRasterizer/maximumPixels`` in all.
  case tooLarge(width: Double, height: Double)
  /// Drawing or encoding failed: the library's message.
  case drawingFailed(String)

  public var description: String {
    switch self {
    case .unreadableSVG(let reason): "cannot read the SVG to rasterise: \(reason)"
    case .noSize: "the SVG has no width and height, so the PNG's size is unknown"
    case .invalidScale(let scale): "the PNG scale must be a positive number, not \(scale)"
    case .tooLarge(let width, let height):
      "a \(Int(width.rounded(.up)))x\(Int(height.rounded(.up))) pixel PNG is too large "
        + "(at most \(PNGRasterizer.maximumSide) pixels a side and "
        + "\(PNGRasterizer.maximumPixels) in all)"
    case .drawingFailed(let reason): "cannot draw the PNG: \(reason)"
    }
  }
}
