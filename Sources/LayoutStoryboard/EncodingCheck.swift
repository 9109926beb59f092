import Foundation
import LayoutCore

/// Refuses documents that are not UTF-8 before the XML parser sees them.
///
/// Interface Builder writes UTF-8 only. Other encodings matter because the refusal of
/// document type declarations (entity expansion) scans the raw bytes for ASCII `<!DOCTYPE`:
/// in UTF-16 or UTF-32 (NUL bytes between the characters), UTF-7 (`+ADw-!DOCTYPE`) or EBCDIC
/// the same declaration has other bytes, and libxml2 would decode and expand it.
enum EncodingCheck {
  /// Encodings a declaration may name: UTF-8 and its ASCII subset.
  static let acceptedEncodings: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii"]

  /// Why `data` cannot be read as a UTF-8 document, with where; nil when it can.
  static func problem(
    in data: Data, file: String
  ) -> (location: SourceLocation, reason: String)? {
    let bytes = [UInt8](data)
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
      || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF])
    {
      return (
        SourceLocation(file: file, line: 1, column: 1),
        "the file starts with a UTF-16/UTF-32 byte-order mark; Interface Builder files are UTF-8"
      )
    }
    if let nul = bytes.firstIndex(of: 0) {
      let line = 1 + bytes[..<nul].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      return (
        SourceLocation(file: file, line: line, column: 1),
        "NUL byte at offset \(nul): not UTF-8 text (UTF-16 or binary data); Interface Builder files are UTF-8"
      )
    }
    // The first character that is not white space must open markup ('<' in ASCII); an
    // EBCDIC or UTF-7 document starts otherwise.
    let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    if let first = bytes[start...].first(where: { !whitespace.contains($0) }),
      first != UInt8(ascii: "<")
    {
      return (
        SourceLocation(file: file, line: 1, column: 1),
        "the document does not start with '<': not UTF-8 XML"
      )
    }
    // FoundationXML traps on element and attribute names that are not valid UTF-8 (it
    // force-unwraps their conversion to String), so malformed bytes never reach it.
    if let bad = firstInvalidUTF8(bytes) {
      return (
        SourceLocation(file: file, line: bad.line, column: bad.column),
        "byte 0x\(String(bytes[bad.offset], radix: 16, uppercase: true)) at offset \(bad.offset) is not valid UTF-8; Interface Builder files are UTF-8"
      )
    }
    if let declared = declaredEncoding(bytes[start...]),
      !acceptedEncodings.contains(declared.lowercased())
    {
      return (
        SourceLocation(file: file, line: 1, column: 1),
        "encoding \"\(declared)\" is not read; Interface Builder files are UTF-8"
      )
    }
    return nil
  }

  /// The first byte that does not start or continue a well-formed UTF-8 sequence (RFC 3629:
  /// no overlong forms, no surrogates, nothing above U+10FFFF), with its line and column
  /// (columns count characters from 1).
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> (offset: Int, line: Int, column: Int)? {
    var index = 0
    var line = 1
    var column = 1
    while index < bytes.count {
      let lead = bytes[index]
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, low) = (3, 0xA0)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, high) = (3, 0x9F)
      case 0xF0: (length, low) = (4, 0x90)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, high) = (4, 0x8F)
      default: return (index, line, column)
      }
      for k in 1..<length {
        guard index + k < bytes.count else { return (index, line, column) }
        let byte = bytes[index + k]
        let range = k == 1 ? low...high : 0x80...0xBF
        guard range.contains(byte) else { return (index, line, column) }
      }
      if lead == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += length
    }
    return nil
  }

  /// The `encoding` pseudo-attribute of a leading `<?xml ...?>` declaration.
  private static func declaredEncoding(_ bytes: ArraySlice<UInt8>) -> String? {
    let head = String(decoding: bytes.prefix(256), as: UTF8.self)
    guard head.hasPrefix("<?xml"), let end = head.range(of: "?>") else { return nil }
    let declaration = head[..<end.lowerBound]
    guard let key = declaration.range(of: "encoding") else { return nil }
    let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    return String(rest.dropFirst().prefix { $0 != quote })
  }
}
