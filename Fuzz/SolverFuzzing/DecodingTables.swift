import LayoutCore

/// The fixed value tables the byte decoder draws from.
///
/// Small integer coefficients keep both backends' arithmetic exact enough that any
/// disagreement is a bug rather than rounding. Priorities lean towards required so that
/// conflicts (and their minimal sets) are common, and include the fractional and named levels
/// that sit next to others (999 / 999.5 / strong, 1 / weak).
enum DecodingTables {
  /// Coefficients by 4-bit index; the last entry means "read a special value".
  static let coefficients: [Double?] = [
    1, -1, 2, -2, 3, -3, 1, -1, 0, 0.5, -0.5, 4, 10, -10, 1, nil,
  ]

  /// Priorities by byte modulo the count.
  static let priorities: [Priority] = [
    .required, .required, .required, .required, .required, 999.5, .strong, 999, 750, .medium,
    500, 251, 250, 1, .weak, 999.5,
  ]

  /// Numbers every backend must reject with ``LayoutError/nonFinite(_:)``: non-finite, or
  /// finite beyond ``NumericRange/maximumMagnitude``.
  static let outOfRange: [Double] = [
    .nan, .infinity, -.infinity, NumericRange.maximumMagnitude.nextUp, -2e9, 1e12, 1e300,
    -.greatestFiniteMagnitude,
  ]

  /// The relation for the low two bits of a shape byte (equalities twice as often).
  static let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual, .equal]
}
