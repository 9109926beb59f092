import LayoutAdaptivity
import LayoutDevices
import LayoutMatrix

/// The device, orientation and window options shared by `solve` and `render`, as typed.
public struct ScreenSelection: Sendable, Hashable {
  /// Device names; empty means the default device.
  public var devices: [String]
  /// Orientations; empty means the first orientation the layout allows on the device.
  public var orientations: [OrientationChoice]
  /// The multitasking window name, `nil` for full screen.
  public var multitasking: String?
  /// Right-to-left layout direction.
  public var rightToLeft: Bool
  /// The content size category text is measured at (`--content-size`).
  public var contentSize: String?
  /// Storyboards and xibs: `true` measures text (`--measure-text`), `false` keeps the sizes
  /// Xcode stored (`--no-measure-text`), nil measures on any screen but the saved one.
  public var measureText: Bool? = nil

  /// The device used when none is named.
  public static let defaultDevice = "iPhone 15"

  /// Makes a selection.
  public init(
    devices: [String] = [], orientations: [OrientationChoice] = [], multitasking: String? = nil,
    rightToLeft: Bool = false
  ) {
    self.devices = devices
    self.orientations = orientations
    self.multitasking = multitasking
    self.rightToLeft = rightToLeft
  }

  /// The configurations selected for `source`, device by device: each named orientation the
  /// device supports (an explicit single orientation must be available), or the first allowed
  /// one when none is named.
  ///
  /// - Throws: ``CommandError`` for unknown devices, bad names, or a combination the device
  ///   or the layout does not allow.
  public func configurations(for source: LayoutSource) throws(CommandError)
    -> [DeviceConfiguration]
  {
    let devices =
      try (self.devices.isEmpty ? [Self.defaultDevice] : self.devices).map {
        (name) throws(CommandError) in try DeviceSelection.device(name)
      }
    var orientations: [InterfaceOrientation] = []
    for choice in self.orientations {
      for orientation in choice.orientations where !orientations.contains(orientation) {
        orientations.append(orientation)
      }
    }
    let mode = try multitasking.flatMap { (name) throws(CommandError) in
      try MultitaskingChoice.parse(name)
    }
    let direction: LayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
    let category = try contentSize.map { (name) throws(CommandError) in
      try ContentSizeChoice.parse(name)
    }
    let policy = LayoutEnvironment.policy(for: source.layout)
    var result: [DeviceConfiguration] = []
    for device in devices {
      let allowed = (try? policy.allowedOrientations(on: device))?.orientations ?? []
      var wanted = orientations.isEmpty ? Array(allowed.prefix(1)) : orientations
      // One named orientation must be available (its error says why not); names standing
      // for several orientations keep those the device and the layout allow.
      let single = self.orientations.count == 1 && orientations.count == 1
      if !single { wanted = wanted.filter { allowed.contains($0) } }
      if wanted.isEmpty {
        throw .unavailableConfiguration(
          "\(device.name) shows the layout in none of the requested orientations")
      }
      for orientation in wanted {
        var configuration: DeviceConfiguration
        do {
          configuration = try LayoutEnvironment.configuration(
            of: source.layout, device: device, orientation: orientation, multitasking: mode,
            direction: direction)
        } catch {
          throw .unavailableConfiguration("\(error)")
        }
        if let category { configuration.contentSizeCategory = category }
        result.append(configuration)
      }
    }
    return result
  }

  /// The one configuration `solve` draws: several (two devices, `--orientation all`, two
  /// different `--orientation`s) are refused rather than silently cut to the first. A lone
  /// `--orientation landscape` means the device's first landscape orientation, as "in
  /// landscape" does when a person says it.
  ///
  /// - Throws: ``CommandError/unavailableConfiguration(_:)`` naming what was selected.
  func single(_ configurations: [DeviceConfiguration]) throws(CommandError)
    -> DeviceConfiguration
  {
    let landscape =
      devices.count <= 1 && orientations.count == 1
      && orientations[0] == .landscape
    if landscape, let first = configurations.first { return first }
    guard configurations.count != 1 else { return configurations[0] }
    let names = configurations.map { "\($0.device.name) \($0.orientation)" }
    throw .unavailableConfiguration(
      "solve draws one screen, and the options select \(configurations.count): "
        + names.joined(separator: ", ")
        + "; name one device and one orientation, or use `layout matrix` or `layout render` "
        + "for several")
  }
}
