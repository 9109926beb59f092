import LayoutDevices

/// `layout devices`: the device catalog as a table or JSON.
public enum DevicesAction {
  /// The options of `layout devices`, as typed.
  public struct Options: Sendable, Hashable {
    /// Only this family; `nil` for every family.
    public var family: DeviceFamily?
    /// JSON instead of the table.
    public var json: Bool

    /// Makes options.
    public init(family: DeviceFamily? = nil, json: Bool = false) {
      self.family = family
      self.json = json
    }
  }

  /// Runs the command.
  public static func run(_ options: Options) -> CommandOutput {
    var devices = DeviceCatalog.all
    if let family = options.family { devices = DeviceCatalog.devices(in: family) }
    return CommandOutput(
      standardOutput: options.json ? DeviceCatalog.json(devices) : DeviceCatalog.table(devices))
  }
}
