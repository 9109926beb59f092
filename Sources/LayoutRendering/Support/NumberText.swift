/// Formats numbers for every renderer: integers plainly, other values with at most a few
/// decimals and no trailing zeros, so `1/3` prints as `0.333` and never as `0.33333334`.
public enum NumberText {
  /// The decimals kept by default: enough for frames at 3x scale (thirds of a point).
  public static let defaultDecimals = 3

  /// The shortest text for `value` rounded to `decimals` places (ties away from zero).
  ///
  /// `-0` prints as `0`; non-finite values print as `nan`, `inf` and `-inf` (JSON output
  /// writes `null` for them instead).
  public static func format(_ value: Double, decimals: Int = defaultDecimals) -> String {
    guard value.isFinite else {
      if value.isNaN { return "nan" }
      return value < 0 ? "-inf" : "inf"
    }
    let places = min(max(decimals, 0), 6)
    var factor: Int64 = 1
    for _ in 0..<places { factor *= 10 }
    let scaled = (value * Double(factor)).rounded(.toNearestOrAwayFromZero)
    // Beyond 2^53 the scaled value has lost its fraction anyway; Swift's shortest
    // round-trip form is exact there.
    guard abs(scaled) < 9.0e15 else { return String(value) }
    let magnitude = Int64(abs(scaled))
    if magnitude == 0 { return "0" }
    var text = scaled < 0 ? "-" : ""
    text += String(magnitude / factor)
    let fraction = magnitude % factor
    if fraction != 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: places - digits.count) + digits
      while digits.last == "0" { digits.removeLast() }
      text += "." + digits
    }
    return text
  }
}
