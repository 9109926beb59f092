/// Reads fuzzer bytes front to back; past the end it yields zeros, so every input, however
/// short, decodes to something deterministic.
struct ByteReader {
  private let bytes: [UInt8]
  private var offset = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { offset >= bytes.count }

  mutating func next() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// The next byte as a signed value in -128...127.
  mutating func nextSigned() -> Int8 {
    Int8(bitPattern: next())
  }
}
