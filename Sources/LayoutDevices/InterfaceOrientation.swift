/// The orientation of the user interface, as UIKit's `UIInterfaceOrientation` (same raw values).
///
/// Interface orientation is not device orientation: the interface turns opposite to the
/// device, so `landscapeLeft` here is `DeviceOrientation.landscapeRight` (see
/// ``DeviceOrientation/interfaceOrientation``).
public enum InterfaceOrientation: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Home button (or home indicator) at the bottom.
  case portrait = 1
  /// Home button at the top.
  case portraitUpsideDown = 2
  /// Home button on the left.
  case landscapeLeft = 4
  /// Home button on the right.
  case landscapeRight = 3

  /// Whether the interface is taller than wide.
  public var isPortrait: Bool { screenOrientation == .portrait }

  /// Whether the interface is wider than tall.
  public var isLandscape: Bool { screenOrientation == .landscape }

  /// The screen shape this orientation produces.
  public var screenOrientation: ScreenOrientation {
    switch self {
    case .portrait, .portraitUpsideDown: .portrait
    case .landscapeLeft, .landscapeRight: .landscape
    }
  }

  /// The single-orientation mask containing this orientation.
  public var mask: InterfaceOrientationMask {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeLeft
    case .landscapeRight: .landscapeRight
    }
  }

  /// The Swift case name, e.g. `landscapeLeft`.
  public var description: String {
    switch self {
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    }
  }
}
