/// Prints numbers so that reading the text back gives exactly the same `Double`.
enum CanonicalNumber {
  /// Integers without a fraction (`20`, `-8`), everything else as Swift's shortest
  /// round-tripping form (`0.5`, `1e-05`).
  static func text(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return String(value)
  }
}
