import LayoutAdaptivity
import LayoutDevices
import LayoutText

extension StoryboardDocument {
  /// Whether `configuration` is a screen other than the one the file was saved for (another
  /// device, or text at another content size), where the stored sizes of text views are not
  /// to be trusted and text is measured by default; false for the saved screen (nil).
  /// Shared by the commands and the REPL, so both size text the same way on a device.
  public func measuresTextByDefault(
    on configuration: DeviceConfiguration?, for root: StoryboardRoot
  ) -> Bool {
    guard let configuration else { return false }
    if configuration.contentSizeCategory != .default { return true }
    return configuration.device.name != Self.deviceName(of: environment(for: root))
  }

  /// The catalog name of the device an environment was saved for, if the catalog knows it.
  public static func deviceName(of environment: StoryboardEnvironment) -> String? {
    environment.deviceID.flatMap { try? DeviceCatalog.device(interfaceBuilderID: $0).name }
  }
}
