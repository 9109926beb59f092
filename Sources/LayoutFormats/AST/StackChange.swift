import AutoLayout

/// A stack view property a variation changes: `buttons.axis = horizontal`.
public enum StackChange: Hashable, Sendable {
  case axis(LayoutAxis)
  case distribution(StackViewDistribution)
  case alignment(StackViewAlignment)
  case spacing(Double)

  /// The property's name as written.
  public var propertyName: String {
    switch self {
    case .axis: "axis"
    case .distribution: "distribution"
    case .alignment: "alignment"
    case .spacing: "spacing"
    }
  }

  /// The value as written.
  public var valueText: String {
    switch self {
    case .axis(let axis): axis.rawValue
    case .distribution(let distribution): distribution.rawValue
    case .alignment(let alignment): alignment.rawValue
    case .spacing(let spacing): CanonicalNumber.text(spacing)
    }
  }

  /// The properties a variation (or the REPL's `stack` command) can change.
  public static let propertyNames = ["axis", "distribution", "alignment", "spacing"]

  /// Reads `value` for a named property as a layout file spells it (`top` and `bottom` are
  /// alignments too); `nil` for an unknown property or value.
  public init?(property: String, value: String) {
    switch property {
    case "axis":
      guard let axis = LayoutAxis(rawValue: value) else { return nil }
      self = .axis(axis)
    case "distribution":
      guard let distribution = StackViewDistribution(rawValue: value) else { return nil }
      self = .distribution(distribution)
    case "alignment":
      guard let alignment = StackViewAlignment(name: value) else { return nil }
      self = .alignment(alignment)
    case "spacing":
      guard let spacing = Double(value), spacing.isFinite else { return nil }
      self = .spacing(spacing)
    default: return nil
    }
  }

  /// Why `value` is not a value of `property`, with a suggestion or the accepted names.
  public static func unknownValueMessage(property: String, value: String) -> String {
    let names: [String]
    switch property {
    case "axis": names = LayoutAxis.allCases.map(\.rawValue)
    case "distribution": names = StackViewDistribution.allCases.map(\.rawValue)
    case "alignment": names = StackViewAlignment.allCases.map(\.rawValue) + ["top", "bottom"]
    case "spacing": return "stack view spacing must be a number, not '\(value)'"
    default:
      return "unknown stack view property '\(property)'"
        + NameSuggestion.hint(for: property, in: propertyNames)
    }
    let hint = NameSuggestion.hint(for: value, in: names)
    return "unknown stack view \(property) '\(value)'"
      + (hint.isEmpty ? "; use " + names.map { "'\($0)'" }.joined(separator: ", ") : hint)
  }

  /// `properties` with the change made.
  public func applied(to properties: StackProperties) -> StackProperties {
    var result = properties
    switch self {
    case .axis(let axis): result.axis = axis
    case .distribution(let distribution): result.distribution = distribution
    case .alignment(let alignment): result.alignment = alignment
    case .spacing(let spacing): result.spacing = spacing
    }
    return result
  }
}
