import AutoLayout
import LayoutAdaptivity
import LayoutCore
import LayoutDevices
import LayoutFormats

/// Everything `undo` restores: the document (or storyboard root), the device configuration
/// and the backend.
struct SessionState {
  /// The layout and its edits.
  var document: Document
  /// Device, orientation and window.
  var configuration: DeviceConfiguration
  /// The solver backend.
  var backend: SolverBackend
  /// The Interface Builder root explored instead of `document`, if one was loaded.
  var storyboard: StoryboardSource? = nil
  /// The window last chosen with `split` (nil: full screen or none chosen on this device). A
  /// rotation that had to use the nearest window (no 1/2 split in portrait) returns to it
  /// once the orientation offers it again, as iPadOS keeps the divider where it was put.
  var chosenWindow: MultitaskingMode? = nil
  /// The docked keyboard's height over the window's bottom set with `keyboard HEIGHT`; 0 when
  /// hidden. Ignored while ``keyboardDocked`` is set.
  var keyboardHeight: Double = 0
  /// Whether `keyboard show` put up the device's own docked keyboard, whose height follows
  /// the device and orientation the session moves to.
  var keyboardDocked = false

  /// The keyboard's height on the current configuration: the catalog's docked keyboard (with
  /// the predictive bar, as iOS shows it by default) after `keyboard show`.
  var shownKeyboardHeight: Double {
    guard keyboardDocked else { return keyboardHeight }
    return configuration.device.dockedKeyboardHeight(in: configuration.orientation).points
  }

  /// Whether the explored layout file has an `orientations` line.
  var declaresOrientations: Bool {
    storyboard == nil && document.file.supportedOrientations != nil
  }

  /// The orientations the layout may take, as `layout solve` and `layout matrix` read them:
  /// the file's `orientations` line as the app's mask, or UIKit's defaults without one.
  var orientationPolicy: OrientationPolicy {
    guard declaresOrientations, let mask = document.file.supportedOrientations else {
      return OrientationPolicy()
    }
    return OrientationPolicy(applicationMask: mask, viewControllerMask: .all)
  }
}
