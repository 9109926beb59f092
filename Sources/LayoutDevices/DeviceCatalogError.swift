/// Why a catalog lookup or a geometry request failed. These are user-input errors: the
/// messages are meant to be shown as they are.
public enum DeviceCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No device matches the name; `closestMatches` lists the most similar marketing names.
  case unknownName(String, closestMatches: [String])
  /// Several devices match the name equally well, e.g. `iPhone SE` without a generation.
  case ambiguousName(String, candidates: [String])
  /// No device has this model identifier.
  case unknownIdentifier(String, closestMatches: [String])
  /// No device has this Interface Builder id; `known` lists every id the catalog maps.
  case unknownInterfaceBuilderID(String, known: [String])
  /// The device never shows its interface in this orientation.
  case unsupportedOrientation(device: String, orientation: InterfaceOrientation)

  public var description: String {
    switch self {
    case .unknownName(let query, let matches):
      "unknown device \"\(query)\""
        + (matches.isEmpty
          ? "; no device name shares a word with it (`layout devices` lists the catalog)"
          : Self.list("; closest matches: ", matches))
    case .ambiguousName(let query, let candidates):
      "device name \"\(query)\" is ambiguous"
        + Self.list("; it matches ", Self.abridged(candidates))
    case .unknownIdentifier(let query, let matches):
      "unknown model identifier \"\(query)\"" + Self.list("; closest matches: ", matches)
    case .unknownInterfaceBuilderID(let query, let known):
      "unknown Interface Builder device id \"\(query)\"" + Self.list("; known ids: ", known)
    case .unsupportedOrientation(let device, let orientation):
      "\(device) does not support the \(orientation) interface orientation"
    }
  }

  /// A bare family name matches dozens of models; the message names twenty (every model of
  /// a line such as the iPad Pro) and counts the rest.
  private static func abridged(_ names: [String]) -> [String] {
    names.count <= 20 ? names : Array(names.prefix(20)) + ["and \(names.count - 20) more"]
  }

  private static func list(_ prefix: String, _ names: [String]) -> String {
    names.isEmpty ? "" : prefix + names.joined(separator: ", ")
  }
}
