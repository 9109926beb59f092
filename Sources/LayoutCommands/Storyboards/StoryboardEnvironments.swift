import AutoLayout
import LayoutAdaptivity
import LayoutDevices
import LayoutStoryboard

/// The screens a document's roots are solved on: the one the file was saved for, or a
/// catalog device configuration chosen on the command line.
enum StoryboardEnvironments {
  /// The environment of `root` in `configuration` (LayoutStoryboard's
  /// `StoryboardDocument.environment(for:on:)`: a controller's main view, including a xib's
  /// File's Owner view, fills the window under its safe area; other roots take the window's
  /// width), or the saved one when there is none.
  ///
  /// - Parameter direction: the layout direction on the saved screen; on a configuration
  ///   the configuration's own direction is used.
  static func environment(
    of root: StoryboardRoot, in document: StoryboardDocument,
    configuration: DeviceConfiguration?, direction: LayoutDirection = .leftToRight
  ) -> StoryboardEnvironment {
    guard let configuration else {
      var environment = document.environment(for: root)
      environment.layoutDirection = direction
      return environment
    }
    return document.environment(for: root, on: configuration)
  }

  /// Whether `configuration` is a screen other than the one the file was saved for (another
  /// device, or text at another content size), where the stored sizes of text views are
  /// not to be trusted and text is measured by default.
  static func differsFromSaved(
    _ configuration: DeviceConfiguration?, root: StoryboardRoot, in document: StoryboardDocument
  ) -> Bool {
    guard let configuration else { return false }
    if configuration.contentSizeCategory != .default { return true }
    return configuration.device.name != deviceName(document.environment(for: root))
  }

  /// The catalog name of the device an environment was saved for, if the catalog knows it.
  static func deviceName(_ environment: StoryboardEnvironment) -> String? {
    environment.deviceID.flatMap { try? DeviceCatalog.device(interfaceBuilderID: $0).name }
  }
}
