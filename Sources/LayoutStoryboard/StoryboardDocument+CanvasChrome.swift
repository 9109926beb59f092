import LayoutAdaptivity
import LayoutDevices

extension StoryboardDocument {
  /// The status bar and home indicator that the canvas of Xcode 16.3 and later adds to a
  /// phone with a sensor housing, in either orientation: its portrait top and bottom insets.
  /// The canvas adds them on top of the device's own safe area, so a full-screen root's
  /// insets are that chrome plus the safe area of the saved orientation. In portrait this
  /// counts the status bar and home indicator twice. In landscape the root's top is inset
  /// by the portrait status bar and its bottom by the portrait home indicator plus the
  /// landscape one. Nil for other documents and devices.
  func canvasChrome(of device: Device) -> (top: Double, bottom: Double)? {
    guard isXcode16Point3OrLater, device.idiom == .phone,
      let portrait = try? device.geometry(in: .portrait),
      portrait.safeAreaInsets.top > 24
    else { return nil }
    return (portrait.safeAreaInsets.top, portrait.safeAreaInsets.bottom)
  }
}
