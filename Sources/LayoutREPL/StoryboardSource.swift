import LayoutAdaptivity
import LayoutStoryboard

/// A root of an Interface Builder document (`.storyboard`, `.xib`) explored in place of a
/// layout file. Its views keep their Interface Builder ids as names, as `layout solve`
/// names them.
struct StoryboardSource {
  /// The parsed document.
  var document: StoryboardDocument
  /// The scene or top-level view being explored.
  var root: StoryboardRoot
  /// The file name as given to `load`.
  var name: String
  /// Whether the root is laid out on the screen the file was saved for (the default, as for
  /// `layout solve`), rather than on the session's device configuration; the first device,
  /// rotation or window change leaves it.
  var onSavedScreen: Bool

  /// The screen the root is laid out on in `configuration`, its text measured where
  /// `layout solve` measures it: on another device, or at a content size other than the
  /// default (which the saved screen takes from `configuration` too).
  func environment(on configuration: DeviceConfiguration) -> StoryboardEnvironment {
    guard onSavedScreen else {
      var environment = document.environment(for: root, on: configuration)
      environment.measuresText = document.measuresTextByDefault(on: configuration, for: root)
      return environment
    }
    var environment = document.environment(for: root)
    environment.contentSizeCategory = configuration.contentSizeCategory
    environment.measuresText = configuration.contentSizeCategory != .default
    return environment
  }

  /// `Login (LGN-rt-001)`: the root's readable name and root view id.
  var label: String { "\(root.displayName) (\(root.view.id))" }
}
