import LayoutDevices

/// The size classes a document is evaluated for, and how Interface Builder's
/// `<variation key="heightClass=compact-widthClass=regular">` keys match them.
///
/// `.unspecified` in an axis is Interface Builder's *Any*: the base (`wAny hAny`) canvas of
/// Xcode 6–7 documents, where only the `default` variation applies.
public struct SizeClassConfiguration: Sendable, Hashable, CustomStringConvertible {
  /// The horizontal size class.
  public var width: SizeClass
  /// The vertical size class.
  public var height: SizeClass

  /// Makes a configuration.
  public init(width: SizeClass, height: SizeClass) {
    self.width = width
    self.height = height
  }

  /// The Xcode 6–7 base canvas, `wAny hAny`.
  public static let any = SizeClassConfiguration(width: .unspecified, height: .unspecified)

  /// Whether a variation key applies. `default` always does; keys naming a trait other than
  /// the two size classes (Mac Catalyst's `userInterfaceIdiom=mac`) never do.
  public func matches(variationKey key: String) -> Bool {
    if key == "default" { return true }
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, let wanted = SizeClass(rawValue: pair[1]) else { return false }
      switch pair[0] {
      case "widthClass": if wanted != width { return false }
      case "heightClass": if wanted != height { return false }
      default: return false
      }
    }
    return true
  }

  /// How many size classes a key names (0 for `default`): more specific keys win.
  public static func specificity(ofVariationKey key: String) -> Int {
    key == "default" ? 0 : key.filter { $0 == "=" }.count
  }

  /// The matching keys among `keys`, least specific first (stable for equal specificity), so
  /// applying them in order lets the most specific one win.
  func orderedMatches(_ keys: [String]) -> [String] {
    keys.enumerated()
      .filter { matches(variationKey: $0.element) }
      .sorted {
        let a = Self.specificity(ofVariationKey: $0.element)
        let b = Self.specificity(ofVariationKey: $1.element)
        return a != b ? a < b : $0.offset < $1.offset
      }
      .map(\.element)
  }

  /// The key Interface Builder would write for exactly this configuration.
  public var variationKey: String {
    var parts: [String] = []
    if height != .unspecified { parts.append("heightClass=\(height.rawValue)") }
    if width != .unspecified { parts.append("widthClass=\(width.rawValue)") }
    return parts.isEmpty ? "default" : parts.joined(separator: "-")
  }

  public var description: String { "w\(width.shortName) h\(height.shortName)" }
}
