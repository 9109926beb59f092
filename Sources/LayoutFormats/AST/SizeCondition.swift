/// A closed interval condition on the root view's size.
public struct SizeCondition: Hashable, Sendable, CustomStringConvertible {
  /// What is measured.
  public enum Quantity: String, Sendable, Hashable, CaseIterable {
    /// The root width in points.
    case width
    /// The root height in points.
    case height
    /// Width divided by height.
    case aspect
  }

  /// What is measured.
  public var quantity: Quantity
  /// The smallest accepted value, inclusive, or `nil` for no bound.
  public var lowerBound: Double?
  /// The largest accepted value, inclusive, or `nil` for no bound.
  public var upperBound: Double?

  /// Makes a condition; at least one bound should be given.
  public init(quantity: Quantity, lowerBound: Double? = nil, upperBound: Double? = nil) {
    self.quantity = quantity
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }

  /// Whether a root of this size satisfies the condition.
  public func matches(width: Double, height: Double) -> Bool {
    let value: Double
    switch quantity {
    case .width: value = width
    case .height: value = height
    case .aspect: value = height > 0 ? width / height : .infinity
    }
    if let lowerBound, value < lowerBound { return false }
    if let upperBound, value > upperBound { return false }
    return true
  }

  /// `width 320...414`, `aspect >= 1.5` or `height <= 500`.
  public var description: String {
    switch (lowerBound, upperBound) {
    case (let low?, let high?):
      "\(quantity.rawValue) \(CanonicalNumber.text(low))...\(CanonicalNumber.text(high))"
    case (let low?, nil): "\(quantity.rawValue) >= \(CanonicalNumber.text(low))"
    case (nil, let high?): "\(quantity.rawValue) <= \(CanonicalNumber.text(high))"
    case (nil, nil): quantity.rawValue
    }
  }
}
