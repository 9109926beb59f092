import Foundation
import LayoutCore

/// What one pass over a document's bytes finds before the XML parser sees them, stopping at
/// the first thing that makes the document unreadable.
///
/// The pass reads the bytes in place (no copy of a file that may be 64 MB) and follows the
/// markup just enough to know, at each byte, whether it is in text, a tag, a quoted
/// attribute value, a comment, a CDATA section or a processing instruction. That is what
/// finds, without parsing:
/// - bytes that are not UTF-8 (FoundationXML traps on some, and the declaration check
///   below only sees ASCII);
/// - `<!DOCTYPE` and `<!ENTITY` (libxml2 would expand entities before any delegate call);
/// - processing instructions other than the XML declaration (FoundationXML reads a missing
///   data part as a C string and crashes; Interface Builder writes none);
/// - elements nested deeper than ``StoryboardLimits/maximumDepth`` (a file nested 200,000
///   deep is refused after reading a few kilobytes, not after parsing all of it);
/// - a node longer than libxml2 accepts in one piece (``maximumNodeBytes``), which libxml2
///   reports as a comment, attribute or document that is not closed.
struct ByteScan {
  /// The longest text run, attribute value, comment or CDATA section read, in bytes with its
  /// delimiters (quotes, `<!--` and `-->`, `<![CDATA[` and `]]>`). libxml2 without `XML_PARSE_HUGE` (which FoundationXML does not set)
  /// gives up on a node near its `XML_MAX_TEXT_LENGTH` (10,000,000), at a point that moves
  /// with up to 4 KiB of the input before the node, and then calls the document cut off; this
  /// limit stays clear of that point so the node is refused with what is really wrong.
  static let maximumNodeBytes = 9_990_000

  /// libxml2's `XML_MAX_TEXT_LENGTH`, named in the message so a reader knows whose limit it is.
  static let parserNodeBytes = 10_000_000

  /// What stopped the scan.
  enum Finding: Equatable {
    /// A NUL byte (UTF-16/32 text or binary data).
    case nul(offset: Int)
    /// A byte that does not start or continue a well-formed UTF-8 sequence (RFC 3629: no
    /// overlong forms, no surrogates, nothing above U+10FFFF).
    case invalidUTF8(offset: Int, byte: UInt8)
    /// `<!DOCTYPE` or `<!ENTITY`, any case.
    case declaration
    /// A processing instruction (`<?target ...?>`) that is not the XML declaration
    /// (`<?xml` and white space); `target` is its first characters, for the message.
    case processingInstruction(target: String)
    /// An element opened inside ``StoryboardLimits/maximumDepth`` open elements.
    case tooDeep
    /// A node of `kind` (`a comment`, `an attribute value`, ...) longer than
    /// ``maximumNodeBytes``, found at its start.
    case hugeNode(kind: String)
  }

  /// The first finding and where it is (1-based line; column in characters), if any.
  var finding: (Finding, line: Int, column: Int)?
  /// Lines in the input (1 + line feeds before the scan stopped).
  var lines = 1
  /// Byte offset where the last line starts.
  var lastLineStart = 0
  /// The first byte that is not white space, nil for blank input.
  var firstSignificantByte: UInt8?

  /// Scans `bytes`, skipping a UTF-8 byte-order mark.
  init(_ bytes: UnsafeRawBufferPointer) {
    var scanner = Scanner(bytes: bytes)
    scanner.run()
    finding = scanner.finding
    lines = scanner.line
    lastLineStart = scanner.lineStart
    firstSignificantByte = scanner.firstSignificantByte
  }

  /// Scans `data` in place.
  init(_ data: Data) {
    self = data.withUnsafeBytes { ByteScan($0) }
  }

  /// The markup a byte is in.
  private enum State: Equatable {
    case text, tag
    case quoted(UInt8)
    case comment, cdata, instruction, declaration
  }

  /// The loop's state.
  private struct Scanner {
    let bytes: UnsafeRawBufferPointer
    var finding: (Finding, line: Int, column: Int)?
    var line = 1
    var column = 1
    var lineStart = 0
    var firstSignificantByte: UInt8?
    var state = State.text
    /// Where the current node started (offset, line, column), for its length and place.
    var nodeStart = (offset: 0, line: 1, column: 1)
    var depth = 0
    /// Whether the tag being read closes an element (`</x>`).
    var closingTag = false
    /// The byte before this one inside a tag, outside quotes (`/` before `>` ends an empty
    /// element).
    var previousTagByte: UInt8 = 0

    init(bytes: UnsafeRawBufferPointer) {
      self.bytes = bytes
    }

    /// Whether `text` (ASCII, upper case) follows at `offset`, letters in any case.
    func matches(_ text: StaticString, at offset: Int) -> Bool {
      let count = text.utf8CodeUnitCount
      guard offset + count <= bytes.count else { return false }
      let pointer = text.utf8Start
      for k in 0..<count {
        var byte = bytes[offset + k]
        if (0x61...0x7A).contains(byte) { byte -= 0x20 }
        if byte != pointer[k] { return false }
      }
      return true
    }

    /// Whether `<?xml` and a white-space byte follow at `offset` (case-sensitive, as XML's
    /// declaration is; `<?xmlfoo?>` is an instruction with the target `xmlfoo`).
    func isXMLDeclaration(at offset: Int) -> Bool {
      let prefix: [UInt8] = Array("<?xml".utf8)
      guard offset + prefix.count < bytes.count else { return false }
      for k in 0..<prefix.count where bytes[offset + k] != prefix[k] { return false }
      return [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset + prefix.count])
    }

    /// Up to 40 characters of the target of the instruction at `offset` (after `<?`, to
    /// white space or `?`), printable ASCII only so the message stays one readable line.
    func instructionTarget(at offset: Int) -> String {
      var target = ""
      var index = offset + 2
      while index < bytes.count, target.count < 40 {
        let byte = bytes[index]
        guard (0x21...0x7E).contains(byte), byte != UInt8(ascii: "?") else { break }
        target.append(Character(Unicode.Scalar(byte)))
        index += 1
      }
      return target
    }

    /// The length of the UTF-8 sequence at `index`, nil when it is not well formed.
    func sequenceLength(at index: Int) -> Int? {
      let lead = bytes[index]
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0x00...0x7F: return 1
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, low) = (3, 0xA0)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, high) = (3, 0x9F)
      case 0xF0: (length, low) = (4, 0x90)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, high) = (4, 0x8F)
      default: return nil
      }
      for k in 1..<length {
        guard index + k < bytes.count else { return nil }
        let range = k == 1 ? low...high : 0x80...0xBF
        guard range.contains(bytes[index + k]) else { return nil }
      }
      return length
    }

    mutating func stop(_ found: Finding, line: Int, column: Int) {
      finding = (found, line, column)
    }

    mutating func startNode(_ next: State, at index: Int) {
      state = next
      nodeStart = (index, line, column)
    }

    mutating func run() {
      var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      let count = bytes.count
      while index < count {
        let byte = bytes[index]
        if byte == 0 {
          return stop(.nul(offset: index), line: line, column: column)
        }
        if firstSignificantByte == nil, ![0x20, 0x09, 0x0A, 0x0D].contains(byte) {
          firstSignificantByte = byte
        }
        var length = 1
        if byte >= 0x80 {
          guard let valid = sequenceLength(at: index) else {
            return stop(.invalidUTF8(offset: index, byte: byte), line: line, column: column)
          }
          length = valid
        } else {
          let node = (state, nodeStart)
          markup(byte, at: index)
          if finding != nil { return }
          // A node that ends at this byte counts it (its closing delimiter) too.
          if state != node.0, index - node.1.offset + 1 > ByteScan.maximumNodeBytes {
            switch node.0 {
            case .quoted, .comment, .cdata:
              return stop(
                .hugeNode(kind: kind(of: node.0)), line: node.1.line, column: node.1.column)
            default: break
            }
          }
        }
        switch state {
        case .text, .quoted, .comment, .cdata:
          if index - nodeStart.offset > ByteScan.maximumNodeBytes {
            return stop(
              .hugeNode(kind: kind(of: state)), line: nodeStart.line, column: nodeStart.column)
          }
        default: break
        }
        if byte == 0x0A {
          line += 1
          column = 1
          lineStart = index + 1
        } else {
          column += 1
        }
        index += length
      }
    }

    func kind(of state: State) -> String {
      switch state {
      case .quoted: "an attribute value"
      case .comment: "a comment"
      case .cdata: "a CDATA section"
      default: "a text run"
      }
    }

    /// Follows the markup at an ASCII byte.
    mutating func markup(_ byte: UInt8, at index: Int) {
      // A raw `<` may not stand in a tag or an attribute value, and libxml2 recovers from one
      // by its own rules: `<c<?m?>` reached FoundationXML as an instruction without data
      // (fuzz input storyboard/foundationxml-crashes-on-instruction-inside-a-tag.xml). So `<?`
      // is checked there too, wherever this scan's reading of the markup and libxml2's may part.
      if byte == UInt8(ascii: "<"), matches("<?", at: index), !isXMLDeclaration(at: index) {
        switch state {
        case .tag, .quoted, .declaration, .instruction:
          return stop(
            .processingInstruction(target: instructionTarget(at: index)), line: line,
            column: column)
        case .text, .comment, .cdata:
          break
        }
      }
      switch state {
      case .text:
        guard byte == UInt8(ascii: "<") else { return }
        if matches("<!--", at: index) {
          startNode(.comment, at: index)
        } else if matches("<![CDATA[", at: index) {
          startNode(.cdata, at: index)
        } else if matches("<!DOCTYPE", at: index) || matches("<!ENTITY", at: index) {
          stop(.declaration, line: line, column: column)
        } else if matches("<!", at: index) {
          state = .declaration
        } else if matches("<?", at: index) {
          guard isXMLDeclaration(at: index) else {
            return stop(
              .processingInstruction(target: instructionTarget(at: index)), line: line,
              column: column)
          }
          state = .instruction
        } else {
          closingTag = matches("</", at: index)
          if !closingTag {
            guard depth < StoryboardLimits.maximumDepth else {
              return stop(.tooDeep, line: line, column: column)
            }
            depth += 1
          }
          previousTagByte = 0
          state = .tag
        }
      case .tag:
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
          startNode(.quoted(byte), at: index)
        case UInt8(ascii: ">"):
          if closingTag || previousTagByte == UInt8(ascii: "/") { depth = max(0, depth - 1) }
          startNode(.text, at: index + 1)
        default:
          if byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { previousTagByte = byte }
        }
      case .quoted(let quote):
        if byte == quote {
          state = .tag
          previousTagByte = byte
        }
      case .comment:
        if byte == UInt8(ascii: ">"), index >= nodeStart.offset + 6, bytes[index - 1] == 0x2D,
          bytes[index - 2] == 0x2D
        {
          startNode(.text, at: index + 1)
        }
      case .cdata:
        if byte == UInt8(ascii: ">"), index >= nodeStart.offset + 11,
          bytes[index - 1] == UInt8(ascii: "]"), bytes[index - 2] == UInt8(ascii: "]")
        {
          startNode(.text, at: index + 1)
        }
      case .instruction:
        if byte == UInt8(ascii: ">"), bytes[index - 1] == UInt8(ascii: "?") {
          startNode(.text, at: index + 1)
        }
      case .declaration:
        if byte == UInt8(ascii: ">") { startNode(.text, at: index + 1) }
      }
    }
  }
}
