import LayoutCore

/// The catalog of every iPhone, iPad and iPod touch model, with lookup by model identifier,
/// Interface Builder device id and (fuzzy) marketing name.
///
/// The data (``all``, ``screens``, ``interfaceBuilderDevices``) is generated from
/// `Tools/data/devices.json` into `DeviceCatalog+Table.swift`; name matching lives in
/// `DeviceCatalog+NameLookup.swift`.
public enum DeviceCatalog {
  /// The devices of one family, in release order within the data file.
  public static func devices(in family: DeviceFamily) -> [Device] {
    all.filter { $0.family == family }
  }

  /// The screen spec with the data file's id, e.g. `iphone-4.7`.
  public static func screen(id: String) -> ScreenSpec? {
    screens.first { $0.id == id }
  }

  /// The device with a model identifier such as `iPhone10,3`, ignoring case.
  ///
  /// - Throws: ``DeviceCatalogError/unknownIdentifier(_:closestMatches:)`` listing the
  ///   nearest known identifiers.
  public static func device(identifier: String) throws(DeviceCatalogError) -> Device {
    if let index = identifierIndex[identifier.lowercased()] { return all[index] }
    let known = all.flatMap(\.identifiers)
    let ranked = known.sorted {
      editDistance(identifier.lowercased(), $0.lowercased())
        < editDistance(identifier.lowercased(), $1.lowercased())
    }
    throw .unknownIdentifier(identifier, closestMatches: Array(ranked.prefix(5)))
  }

  /// The device an Interface Builder `<device id=...>` value stands for, e.g. `retina4_7`.
  ///
  /// - Throws: ``DeviceCatalogError/unknownInterfaceBuilderID(_:known:)``.
  public static func device(interfaceBuilderID id: String) throws(DeviceCatalogError) -> Device {
    guard let entry = interfaceBuilderDevice(id: id), let index = nameIndex[entry.deviceName]
    else {
      throw .unknownInterfaceBuilderID(id, known: interfaceBuilderDevices.map(\.id))
    }
    return all[index]
  }

  /// The Interface Builder mapping for an id or one of its aliases, ignoring case.
  public static func interfaceBuilderDevice(id: String) -> InterfaceBuilderDevice? {
    let key = id.lowercased()
    return interfaceBuilderDevices.first { entry in
      entry.id.lowercased() == key || entry.aliases.contains { $0.lowercased() == key }
    }
  }

  /// Resolves any user-supplied device reference: a model identifier, an Interface Builder
  /// id, or an exact or fuzzy marketing name, tried in that order.
  ///
  /// - Throws: the name lookup's error when nothing matches (see ``device(named:)``).
  public static func lookup(_ query: String) throws(DeviceCatalogError) -> Device {
    let trimmed = query.trimmingSpaces
    if let index = identifierIndex[trimmed.lowercased()] { return all[index] }
    if let device = try? device(interfaceBuilderID: trimmed) { return device }
    return try device(named: trimmed)
  }

  /// Lower-cased model identifier to index in ``all``.
  static let identifierIndex: [String: Int] = {
    var index: [String: Int] = [:]
    for (position, device) in all.enumerated() {
      for identifier in device.identifiers { index[identifier.lowercased()] = position }
    }
    return index
  }()

  /// Exact marketing name to index in ``all``.
  static let nameIndex: [String: Int] = {
    Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.name, $0) })
  }()
}
