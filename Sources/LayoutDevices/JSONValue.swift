import LayoutCore

/// A minimal JSON document model with deterministic output (object keys keep insertion
/// order), so catalog JSON needs no Foundation and diffs cleanly in golden files.
enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered(indent: nil) == rhs.rendered(indent: nil)
  }

  /// The JSON text; `indent` spaces per level, or a single line when `nil`.
  func rendered(indent: Int? = 2) -> String {
    var output = ""
    write(to: &output, indent: indent, level: 0)
    return output
  }

  private func write(to output: inout String, indent: Int?, level: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += Self.format(value)
    case .string(let value): output += jsonStringLiteral(value)
    case .array(let items):
      writeContainer(
        items.map { (nil, $0) }, open: "[", close: "]", to: &output, indent: indent, level: level)
    case .object(let members):
      writeContainer(
        members.map { ($0.0, $0.1) }, open: "{", close: "}", to: &output, indent: indent,
        level: level)
    }
  }

  private func writeContainer(
    _ members: [(String?, JSONValue)], open: String, close: String, to output: inout String,
    indent: Int?, level: Int
  ) {
    guard !members.isEmpty else {
      output += open + close
      return
    }
    output += open
    for (position, (key, value)) in members.enumerated() {
      if position > 0 { output += "," }
      if let indent {
        output += "\n" + String(repeating: " ", count: indent * (level + 1))
      }
      if let key { output += jsonStringLiteral(key) + (indent == nil ? ":" : ": ") }
      value.write(to: &output, indent: indent, level: level + 1)
    }
    if let indent { output += "\n" + String(repeating: " ", count: indent * level) }
    output += close
  }

  /// Whole numbers without a fraction (`375`, not `375.0`); others in Swift's shortest form.
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

}
