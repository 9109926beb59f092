import LayoutDevices

extension DeviceConfiguration {
  /// Every configuration a device can show under `policy`: each allowed interface
  /// orientation in UIKit's declaration order, full screen first, then (when asked and
  /// allowed) each multitasking window of that screen shape in the catalog's order.
  ///
  /// A policy whose masks share nothing yields no configurations.
  public static func all(
    for device: Device, policy: OrientationPolicy = .deviceOnly, includeMultitasking: Bool = true,
    layoutDirection: LayoutDirection = .leftToRight
  ) -> [DeviceConfiguration] {
    guard let allowed = try? policy.allowedOrientations(on: device) else { return [] }
    var result: [DeviceConfiguration] = []
    for orientation in allowed.orientations {
      var modes: [MultitaskingMode?] = [nil]
      if includeMultitasking, !policy.requiresFullScreen {
        modes += device.multitaskingWindows
          .filter { $0.orientation == orientation.screenOrientation }.map(\.mode)
      }
      for mode in modes {
        if let configuration = try? DeviceConfiguration(
          device: device, orientation: orientation, multitasking: mode,
          layoutDirection: layoutDirection, policy: policy)
        {
          result.append(configuration)
        }
      }
    }
    return result
  }

  /// The same window turned to another interface orientation, keeping the multitasking
  /// arrangement.
  ///
  /// - Throws: as ``init(device:orientation:multitasking:layoutDirection:policy:)``.
  public func rotated(to orientation: InterfaceOrientation, policy: OrientationPolicy)
    throws(AdaptivityError) -> DeviceConfiguration
  {
    try DeviceConfiguration(
      device: device, orientation: orientation, multitasking: multitasking,
      layoutDirection: layoutDirection, policy: policy)
  }

  /// The same orientation in another multitasking arrangement (`nil` for full screen).
  ///
  /// - Throws: as ``init(device:orientation:multitasking:layoutDirection:policy:)``.
  public func resized(to multitasking: MultitaskingMode?, policy: OrientationPolicy)
    throws(AdaptivityError) -> DeviceConfiguration
  {
    try DeviceConfiguration(
      device: device, orientation: orientation, multitasking: multitasking,
      layoutDirection: layoutDirection, policy: policy)
  }

  /// The same window with another layout direction.
  ///
  /// - Throws: as ``init(device:orientation:multitasking:layoutDirection:policy:)``.
  public func with(layoutDirection: LayoutDirection, policy: OrientationPolicy)
    throws(AdaptivityError) -> DeviceConfiguration
  {
    try DeviceConfiguration(
      device: device, orientation: orientation, multitasking: multitasking,
      layoutDirection: layoutDirection, policy: policy)
  }
}
