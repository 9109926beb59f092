/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`:
/// read so the project's objects can be followed by id, not only searched for words.
enum OpenStepPlist: Equatable {
  case string(String)
  case array([OpenStepPlist])
  case dictionary([String: OpenStepPlist])

  /// The text's top value, or nil when it is not a well-formed property list (a project file
  /// cut short or hand-edited wrongly is then read for its words alone).
  static func parse(_ text: String) -> OpenStepPlist? {
    var reader = Reader(bytes: Array(text.utf8))
    guard let value = reader.value() else { return nil }
    reader.skipSpaceAndComments()
    return reader.index == reader.bytes.count ? value : nil
  }

  /// The string, when this is one.
  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The strings of an array (other members left out), or empty.
  var strings: [String] {
    if case .array(let values) = self { return values.compactMap(\.string) }
    return []
  }

  /// The value at `key` of a dictionary, or nil.
  subscript(key: String) -> OpenStepPlist? {
    if case .dictionary(let values) = self { return values[key] }
    return nil
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpaceAndComments() {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          index += 1
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "*")
        {
          index += 2
          while index + 1 < bytes.count,
            !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
          {
            index += 1
          }
          index = min(index + 2, bytes.count)
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "/")
        {
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        } else {
          return
        }
      }
    }

    mutating func value() -> OpenStepPlist? {
      skipSpaceAndComments()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var values: [String: OpenStepPlist] = [:]
        while true {
          skipSpaceAndComments()
          guard index < bytes.count else { return nil }
          if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .dictionary(values)
          }
          guard let key = value()?.string else { return nil }
          skipSpaceAndComments()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
          index += 1
          guard let item = value() else { return nil }
          skipSpaceAndComments()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
          index += 1
          values[key] = item
        }
      case UInt8(ascii: "("):
        index += 1
        var values: [OpenStepPlist] = []
        while true {
          skipSpaceAndComments()
          guard index < bytes.count else { return nil }
          if bytes[index] == UInt8(ascii: ")") {
            index += 1
            return .array(values)
          }
          guard let item = value() else { return nil }
          values.append(item)
          skipSpaceAndComments()
          if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
        }
      case UInt8(ascii: "\""):
        index += 1
        var text: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
            index += 1
            switch bytes[index] {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            default: text.append(bytes[index])
            }
          } else {
            text.append(bytes[index])
          }
          index += 1
        }
        guard index < bytes.count else { return nil }
        index += 1
        return .string(String(decoding: text, as: UTF8.self))
      default:
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return .string(String(decoding: bytes[start..<index], as: UTF8.self))
      }
    }

    /// Characters of an unquoted string: letters, digits and `_$+/:.-`, as Xcode writes them.
    static func isBare(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
      default:
        return "_$+/:.-".utf8.contains(byte) || byte >= 0x80
      }
    }
  }
}
