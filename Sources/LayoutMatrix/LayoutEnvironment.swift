import LayoutAdaptivity
import LayoutDevices
import LayoutFormats

/// Which device configurations a layout can appear in, from its `orientations` line.
public enum LayoutEnvironment {
  /// The orientation policy of a layout: the file's orientations as the app's mask with no
  /// narrower view controller, or UIKit's defaults (all but upside down on iPhone, all on
  /// iPad) when the file does not say.
  public static func policy(for layout: ResolvedLayout) -> OrientationPolicy {
    guard let mask = layout.supportedOrientations else { return OrientationPolicy() }
    return OrientationPolicy(applicationMask: mask, viewControllerMask: .all)
  }

  /// Every configuration of `devices` the layout can appear in: allowed orientations, and on
  /// iPads each multitasking window when `multitasking` is set.
  public static func configurations(
    of layout: ResolvedLayout, devices: [Device], multitasking: Bool = true,
    direction: LayoutDirection = .leftToRight
  ) -> [DeviceConfiguration] {
    let policy = policy(for: layout)
    return devices.flatMap {
      DeviceConfiguration.all(
        for: $0, policy: policy, includeMultitasking: multitasking, layoutDirection: direction)
    }
  }

  /// One configuration, checked against the device and the layout.
  ///
  /// - Throws: ``AdaptivityError`` naming what the device or the layout does not allow.
  public static func configuration(
    of layout: ResolvedLayout, device: Device, orientation: InterfaceOrientation,
    multitasking: MultitaskingMode?, direction: LayoutDirection = .leftToRight
  ) throws(AdaptivityError) -> DeviceConfiguration {
    try DeviceConfiguration(
      device: device, orientation: orientation, multitasking: multitasking,
      layoutDirection: direction, policy: policy(for: layout))
  }
}
