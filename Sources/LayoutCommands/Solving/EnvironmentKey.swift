import LayoutAdaptivity
import LayoutDevices

/// What a solved layout depends on in a configuration: traits (the design's variations),
/// the window's size and the safe area. Devices that agree on all of these (the many models
/// sharing a screen) get the same frames, so a matrix solves each key once.
struct EnvironmentKey: Hashable {
  var traits: TraitCollection
  var windowSize: Size
  var safeArea: EdgeInsets

  init(_ configuration: DeviceConfiguration) {
    traits = configuration.traitCollection
    windowSize = configuration.windowSize
    safeArea = configuration.safeAreaInsets
  }
}
