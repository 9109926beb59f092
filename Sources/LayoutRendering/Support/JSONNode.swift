import LayoutCore

/// A JSON value whose objects keep their keys in the order written, so output is stable
/// and reads in a meaningful order (name before frame) rather than alphabetically.
enum JSONNode {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONNode])
  case object([(key: String, value: JSONNode)])

  /// An optional string, `null` when absent.
  static func string(_ text: String?) -> JSONNode {
    text.map { .string($0) } ?? .null
  }

  /// The longest array kept on one line.
  static let inlineArrayLimit = 72

  /// Pretty-printed text with two-space indentation. Short arrays of scalars stay on one
  /// line (`[375, 667]`, `["minX", "width"]`) so sizes and attribute lists remain compact.
  func rendered(indent: Int = 0) -> String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return value.isFinite ? NumberText.format(value) : "null"
    case .string(let value): return jsonStringLiteral(value)
    case .array(let items):
      if items.isEmpty { return "[]" }
      if items.allSatisfy(\.isScalar) {
        let line = "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
        if line.count <= JSONNode.inlineArrayLimit { return line }
      }
      let inner = String(repeating: "  ", count: indent + 1)
      let lines = items.map { inner + $0.rendered(indent: indent + 1) }
      return "[\n" + lines.joined(separator: ",\n") + "\n"
        + String(repeating: "  ", count: indent) + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let inner = String(repeating: "  ", count: indent + 1)
      let lines = members.map {
        inner + jsonStringLiteral($0.key) + ": " + $0.value.rendered(indent: indent + 1)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n"
        + String(repeating: "  ", count: indent) + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

}
