import Foundation
import LayoutCore

/// Refuses documents that are not UTF-8, or that the XML parser must not see, from what one
/// ``ByteScan`` pass over their bytes found.
///
/// Interface Builder writes UTF-8 only. Other encodings matter because the refusal of
/// document type declarations (entity expansion) scans the raw bytes for ASCII `<!DOCTYPE`:
/// in UTF-16 or UTF-32 (NUL bytes between the characters), UTF-7 (`+ADw-!DOCTYPE`) or EBCDIC
/// the same declaration has other bytes, and libxml2 would decode and expand it.
enum EncodingCheck {
  /// Encodings a declaration may name: UTF-8 and its ASCII subset.
  static let acceptedEncodings: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii"]

  /// Why `data` cannot be given to the XML parser, nil when it can; `scan` is the pass over
  /// the same bytes.
  static func problem(in data: Data, scan: ByteScan, file: String) -> StoryboardError? {
    let start = SourceLocation(file: file, line: 1, column: 1)
    if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE])
      || data.starts(with: [0x00, 0x00, 0xFE, 0xFF])
    {
      return .malformedXML(
        start,
        reason:
          "the file starts with a UTF-16/UTF-32 byte-order mark; Interface Builder files are UTF-8"
      )
    }
    if let (finding, line, column) = scan.finding {
      let at = SourceLocation(file: file, line: line, column: column)
      switch finding {
      case .nul(let offset):
        return .malformedXML(
          at,
          reason:
            "NUL byte at offset \(offset): not UTF-8 text (UTF-16 or binary data); Interface Builder files are UTF-8"
        )
      case .invalidUTF8(let offset, let byte):
        return .malformedXML(
          at,
          reason:
            "byte 0x\(String(byte, radix: 16, uppercase: true)) at offset \(offset) is not valid UTF-8; Interface Builder files are UTF-8"
        )
      case .declaration:
        return .documentTypeDeclaration(at)
      case .processingInstruction(let target):
        return .malformedXML(
          at,
          reason:
            "processing instruction '<?\(target)' is not part of an Interface Builder document (only the <?xml ...?> declaration is)"
        )
      case .tooDeep:
        return .nestingTooDeep(at, limit: StoryboardLimits.maximumDepth)
      case .hugeNode(let kind):
        return .malformedXML(
          at,
          reason:
            "\(kind) longer than \(ByteScan.maximumNodeBytes) bytes, the most a document may hold in one piece "
            + "(the XML parser, libxml2, gives up near \(ByteScan.parserNodeBytes))"
        )
      }
    }
    // The first character that is not white space must open markup ('<' in ASCII); an
    // EBCDIC or UTF-7 document starts otherwise.
    if let first = scan.firstSignificantByte, first != UInt8(ascii: "<") {
      return .malformedXML(start, reason: "the document does not start with '<': not UTF-8 XML")
    }
    let prolog = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
    if let declared = declaredEncoding(prolog),
      !acceptedEncodings.contains(declared.lowercased())
    {
      return .malformedXML(
        start, reason: "encoding \"\(declared)\" is not read; Interface Builder files are UTF-8")
    }
    return nil
  }

  /// The `encoding` pseudo-attribute of a leading `<?xml ...?>` declaration.
  private static func declaredEncoding(_ bytes: Data.SubSequence) -> String? {
    let head = String(decoding: bytes.prefix(256), as: UTF8.self)
    guard head.hasPrefix("<?xml"), let end = head.range(of: "?>") else { return nil }
    let declaration = head[..<end.lowerBound]
    guard let key = declaration.range(of: "encoding") else { return nil }
    let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    return String(rest.dropFirst().prefix { $0 != quote })
  }
}
