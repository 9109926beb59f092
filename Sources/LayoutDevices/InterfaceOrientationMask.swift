/// A set of interface orientations, as UIKit's `UIInterfaceOrientationMask` (same bit values).
///
/// The orientations an app can take are the app's mask (Info.plist) intersected with the
/// visible view controller's mask; a device also has its own physical set (``Device/supportedOrientations``).
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: UInt

  /// Creates a mask from UIKit's bit pattern.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Creates a mask from a list of orientations.
  public init(_ orientations: [InterfaceOrientation]) {
    self = orientations.reduce(into: []) { $0.insert($1.mask) }
  }

  /// Portrait (bit 1).
  public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
  /// Portrait upside down (bit 2).
  public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
  /// Landscape right (bit 3).
  public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
  /// Landscape left (bit 4).
  public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
  /// Both landscape orientations.
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation; UIKit's default view-controller mask on iPad.
  public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  /// Every orientation but upside down; UIKit's default view-controller mask on iPhone.
  public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

  /// Whether the mask allows `orientation`.
  public func contains(_ orientation: InterfaceOrientation) -> Bool {
    contains(orientation.mask)
  }

  /// The allowed orientations in UIKit's declaration order.
  public var orientations: [InterfaceOrientation] {
    [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight].filter { contains($0) }
  }

  /// The orientation names joined with `|`, or `none` for the empty mask.
  public var description: String {
    orientations.isEmpty ? "none" : orientations.map(\.description).joined(separator: "|")
  }
}
