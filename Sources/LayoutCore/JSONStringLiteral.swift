/// `text` as a JSON string literal, quotes included: `"`, `\` and the control characters
/// are escaped (`\n`, `\r`, `\t`, others as `\u00XX`), everything else is kept as it is, so
/// any name stays valid JSON and round-trips. The one string writer of the JSON the package
/// prints (device catalog, renderers, command reports).
///
/// ```swift
/// jsonStringLiteral("a \"b\"\n")   // "a \"b\"\n" with the quotes and the newline escaped
/// ```
package func jsonStringLiteral(_ text: String) -> String {
  // Most text has nothing to escape (every byte of a multi-byte scalar is 0x80 or more):
  // it is copied whole instead of scalar by scalar.
  if !text.utf8.contains(where: {
    $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
  }) {
    return "\"" + text + "\""
  }
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case _ where scalar.value < 0x20:
      let hex = String(scalar.value, radix: 16)
      result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}
