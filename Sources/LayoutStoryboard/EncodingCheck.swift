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
