import LayoutEngine

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
