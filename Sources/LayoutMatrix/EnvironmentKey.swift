import LayoutAdaptivity
import LayoutDevices
import LayoutText

/// What a solved layout depends on in a configuration: traits (the design's variations),
/// the window's size, the safe area and the content size category text is measured at. Devices that agree on all of these (the many models
/// sharing a screen) get the same frames, so a matrix solves each key once.
package struct EnvironmentKey: Hashable {
  package var traits: TraitCollection
  package var windowSize: Size
  package var safeArea: EdgeInsets
  package var contentSize: ContentSizeCategory
  /// The docked keyboard's height (0 when hidden), which differs by device and orientation.
  package var keyboardHeight: Double = 0

  package init(_ configuration: DeviceConfiguration) {
    traits = configuration.traitCollection
    windowSize = configuration.windowSize
    safeArea = configuration.safeAreaInsets
    contentSize = configuration.contentSizeCategory
  }

  /// The key of a configuration solved under a keyboard of this height.
  package init(_ configuration: DeviceConfiguration, keyboardHeight: Double) {
    self.init(configuration)
    self.keyboardHeight = keyboardHeight
  }
}
