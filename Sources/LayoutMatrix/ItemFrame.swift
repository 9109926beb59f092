import AutoLayout

/// One view's solved frame in a matrix cell.
public struct ItemFrame: Sendable, Hashable, CustomStringConvertible {
  /// The view's name (its debug name when unnamed).
  public var name: String
  /// The frame in root (window) coordinates, rounded to pixels.
  public var frameInRoot: Rect
  /// The frame in its superview's coordinates, rounded to pixels.
  public var frame: Rect

  /// Creates an entry.
  public init(name: String, frameInRoot: Rect, frame: Rect) {
    self.name = name
    self.frameInRoot = frameInRoot
    self.frame = frame
  }

  /// E.g. `title (16, 59, 361, 21)`.
  public var description: String { "\(name) \(frameInRoot)" }
}
