import LayoutDevices

/// Turns device arguments into catalog devices.
public enum DeviceSelection {
  /// One device by model identifier, Interface Builder id or fuzzy marketing name.
  ///
  /// - Throws: ``CommandError/unknownDevice(_:)`` listing the closest matches.
  public static func device(_ query: String) throws(CommandError) -> Device {
    do {
      return try DeviceCatalog.lookup(query)
    } catch {
      throw .unknownDevice(error)
    }
  }

  /// The devices of a `--devices` list: each entry is `all`, `phones`, `pads`, `ipods` or a
  /// device (`tablets` is taken for `pads`, as a new user writes it); entries may also be comma-separated. Duplicates are dropped, first mention
  /// kept; no entries at all (the option not given) means every device.
  ///
  /// - Throws: ``CommandError/unknownDevice(_:)`` for the first unknown name;
  ///   ``CommandError/invalidOption(name:value:expected:)`` when entries were given but name
  ///   nothing (`--devices ""`, `--devices ,`): an empty value is a mistake (an unset shell
  ///   variable, say), and reading it as "all" would quietly solve hundreds of configurations.
  public static func devices(_ entries: [String]) throws(CommandError) -> [Device] {
    let parts = entries.flatMap { $0.split(separator: ",") }.map {
      String($0).trimmingCharacters(in: " ")
    }.filter { !$0.isEmpty }
    if entries.isEmpty { return DeviceCatalog.all }
    guard !parts.isEmpty else {
      throw .invalidOption(
        name: "--devices", value: entries.joined(separator: ","),
        expected: "all, phones, pads, ipods or device names")
    }
    var result: [Device] = []
    var seen: Set<String> = []
    for part in parts {
      let group: [Device]
      switch part.lowercased() {
      case "all": group = DeviceCatalog.all
      case "phones", "iphones", "iphone", "phone": group = DeviceCatalog.devices(in: .iPhone)
      case "pads", "ipads", "ipad", "tablets", "tablet": group = DeviceCatalog.devices(in: .iPad)
      case "ipods", "ipod", "ipod touch": group = DeviceCatalog.devices(in: .iPodTouch)
      default: group = [try device(part)]
      }
      for device in group where seen.insert(device.name).inserted {
        result.append(device)
      }
    }
    return result
  }
}

extension String {
  /// The string without leading and trailing occurrences of `character`.
  func trimmingCharacters(in character: Character) -> String {
    var slice = Substring(self)
    while slice.first == character { slice.removeFirst() }
    while slice.last == character { slice.removeLast() }
    return String(slice)
  }
}
