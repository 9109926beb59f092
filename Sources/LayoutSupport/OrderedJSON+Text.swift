import LayoutCore

extension OrderedJSON {
  /// The document as text in `style`, starting `level` levels deep (for a document spliced
  /// into an enclosing one).
  package func rendered(_ style: Style, level: Int = 0) -> String {
    var output = ""
    write(to: &output, style: style, level: level)
    return output
  }

  private func write(to output: inout String, style: Style, level: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += value.isFinite ? style.number(value) : "null"
    case .string(let value): output += jsonStringLiteral(value)
    case .array(let items):
      if let limit = style.inlineArrayLimit, style.indentWidth != nil, !items.isEmpty,
        items.allSatisfy(\.isScalar)
      {
        let line = "[" + items.map { $0.rendered(style) }.joined(separator: ", ") + "]"
        if line.count <= limit {
          output += line
          return
        }
      }
      Self.writeContainer(
        items.map { (nil, $0) }, open: "[", close: "]", to: &output, style: style, level: level)
    case .object(let members):
      Self.writeContainer(
        members.map { ($0.key, $0.value) }, open: "{", close: "}", to: &output, style: style,
        level: level)
    }
  }

  private static func writeContainer(
    _ members: [(String?, OrderedJSON)], open: String, close: String, to output: inout String,
    style: Style, level: Int
  ) {
    guard !members.isEmpty else {
      output += open + close
      return
    }
    output += open
    for (position, (key, value)) in members.enumerated() {
      if position > 0 { output += "," }
      if let width = style.indentWidth {
        output += "\n" + String(repeating: " ", count: width * (level + 1))
      }
      if let key { output += jsonStringLiteral(key) + (style.indentWidth == nil ? ":" : ": ") }
      value.write(to: &output, style: style, level: level + 1)
    }
    if let width = style.indentWidth {
      output += "\n" + String(repeating: " ", count: width * level)
    }
    output += close
  }
}
