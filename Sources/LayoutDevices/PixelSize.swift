/// A width and height in physical pixels of a display panel.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `WxH`, e.g. `1080x1920`.
  public var description: String { "\(width)x\(height)" }
}
