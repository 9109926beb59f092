import LayoutAdaptivity
import LayoutEngine

/// Everything `undo` restores: the document (or storyboard root), the device configuration
/// and the backend.
struct SessionState {
  /// The layout and its edits.
  var document: Document
  /// Device, orientation and window.
  var configuration: DeviceConfiguration
  /// The solver backend.
  var backend: LayoutBackend
  /// The Interface Builder root explored instead of `document`, if one was loaded.
  var storyboard: StoryboardSource? = nil
}
