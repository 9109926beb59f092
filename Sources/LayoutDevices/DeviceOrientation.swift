/// The physical orientation of the device, as UIKit's `UIDeviceOrientation` (same raw values).
public enum DeviceOrientation: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The sensor has no reading yet.
  case unknown = 0
  /// Upright, Home button at the bottom.
  case portrait = 1
  /// Upside down, Home button at the top.
  case portraitUpsideDown = 2
  /// Turned so the Home button is on the right.
  case landscapeLeft = 3
  /// Turned so the Home button is on the left.
  case landscapeRight = 4
  /// Lying flat, screen up.
  case faceUp = 5
  /// Lying flat, screen down.
  case faceDown = 6

  /// The interface orientation this device orientation asks for, or `nil` when the interface
  /// keeps its current orientation (unknown, face up, face down).
  ///
  /// The landscape cases swap because the content must turn opposite to the device.
  public var interfaceOrientation: InterfaceOrientation? {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    case .unknown, .faceUp, .faceDown: nil
    }
  }

  /// The Swift case name, e.g. `faceUp`.
  public var description: String {
    switch self {
    case .unknown: "unknown"
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    case .faceUp: "faceUp"
    case .faceDown: "faceDown"
    }
  }
}
