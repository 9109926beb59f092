/// A value that differs between portrait and landscape, such as size classes or safe-area insets.
public struct PerOrientation<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The value in portrait (and portrait upside down).
  public var portrait: Value
  /// The value in both landscape orientations.
  public var landscape: Value

  /// Creates the pair.
  public init(portrait: Value, landscape: Value) {
    self.portrait = portrait
    self.landscape = landscape
  }

  /// The value for one screen shape.
  public subscript(orientation: ScreenOrientation) -> Value {
    switch orientation {
    case .portrait: portrait
    case .landscape: landscape
    }
  }

  /// The value for one interface orientation.
  public subscript(orientation: InterfaceOrientation) -> Value {
    self[orientation.screenOrientation]
  }
}
