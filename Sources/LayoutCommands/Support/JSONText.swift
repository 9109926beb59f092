import LayoutCore

/// A small JSON document builder with keys kept in the order given, so reports are stable
/// and read in a meaningful order.
indirect enum JSONText {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONText])
  case object([(String, JSONText)])

  /// A string, or `null` for `nil`.
  static func optional(_ value: String?) -> JSONText {
    value.map { .string($0) } ?? .null
  }

  /// The document with two-space indentation; arrays of scalars stay on one line.
  func rendered(indent: Int = 0) -> String {
    let pad = String(repeating: " ", count: indent)
    let inner = String(repeating: " ", count: indent + 2)
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return Self.number(value)
    case .string(let value): return jsonStringLiteral(value)
    case .array(let items):
      if items.isEmpty { return "[]" }
      if items.allSatisfy(\.isScalar) {
        return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
      }
      return "[\n" + items.map { inner + $0.rendered(indent: indent + 2) }.joined(separator: ",\n")
        + "\n\(pad)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      return "{\n"
        + members.map { inner + jsonStringLiteral($0.0) + ": " + $0.1.rendered(indent: indent + 2) }
        .joined(separator: ",\n") + "\n\(pad)}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// Integers without a fraction, others with up to three decimals; non-finite as `null`,
  /// which JSON cannot otherwise represent.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    var text = String((value * 1000).rounded() / 1000)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

}
