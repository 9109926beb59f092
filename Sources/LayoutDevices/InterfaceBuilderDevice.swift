/// An Interface Builder "View as" device id (`<device id="retina4_7"/>`) and the catalog model
/// it stands for.
public struct InterfaceBuilderDevice: Sendable, Hashable, Identifiable {
  /// The id written by current Xcode versions, e.g. `retina6_12` or `ipad12_9rounded`.
  public var id: String
  /// Older or alternative spellings of the same id (Xcode 7's `retina47`, `ipad11_0rounded`).
  public var aliases: [String]
  /// The marketing name of the representative catalog device.
  public var deviceName: String
  /// Where the id-to-model mapping comes from.
  public var sources: [String]

  /// Creates a mapping; the generated table is the usual caller.
  public init(id: String, aliases: [String], deviceName: String, sources: [String]) {
    self.id = id
    self.aliases = aliases
    self.deviceName = deviceName
    self.sources = sources
  }
}
