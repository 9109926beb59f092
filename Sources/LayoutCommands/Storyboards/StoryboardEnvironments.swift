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
}
