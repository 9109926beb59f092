import Glibc

/// Reads lines from a file descriptor keeping at most `limit + 2` bytes of each, so a line
/// without an end (a binary file or `/dev/zero` piped in) cannot fill memory.
///
/// A line longer than `limit` comes back as at least `limit + 1` bytes, which is enough for
/// the session to refuse it as too long; the rest of it is read and dropped. Line feeds end
/// lines and a carriage return before one is dropped. A line of at most `limit` bytes that is
/// not UTF-8 comes back as ``Line/notUTF8(byte:)`` for the session to refuse; a longer one is
/// repaired as `readLine` does, since it is refused as too long whatever its bytes.
struct BoundedLineReader {
  /// One line read.
  enum Line: Equatable {
    /// The line's text, without its line feed.
    case text(String)
    /// A line whose bytes are not UTF-8: the first bad byte, 1-based.
    case notUTF8(byte: Int)
  }

  let fileDescriptor: Int32
  let limit: Int
  private var buffer = [UInt8](repeating: 0, count: 65_536)
  private var start = 0
  private var end = 0
  private var atEnd = false

  init(fileDescriptor: Int32, limit: Int) {
    self.fileDescriptor = fileDescriptor
    self.limit = limit
  }

  /// The next line without its line feed, or nil at the end of input.
  mutating func next() -> Line? {
    var line: [UInt8] = []
    var sawAny = false
    while true {
      if start == end {
        guard refill() else { break }
      }
      sawAny = true
      let chunk = buffer[start..<end]
      if let newline = chunk.firstIndex(of: 0x0A) {
        keep(buffer[start..<newline], in: &line)
        start = newline + 1
        if line.last == 0x0D { line.removeLast() }
        return decoded(line)
      }
      keep(chunk, in: &line)
      start = end
    }
    return sawAny ? decoded(line) : nil
  }

  /// The line as text, or where its UTF-8 breaks when it is not longer than the limit.
  private func decoded(_ line: [UInt8]) -> Line {
    if line.count <= limit, let byte = Self.firstInvalidByte(line) {
      return .notUTF8(byte: byte)
    }
    return .text(String(decoding: line, as: UTF8.self))
  }

  /// The 1-based position of the first byte that does not start or continue a UTF-8
  /// character, or nil when every byte does.
  static func firstInvalidByte(_ bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .error: return offset + 1
      case .emptyInput: return nil
      }
    }
  }

  /// Appends bytes up to the kept maximum of `limit + 2` (a line of `limit` bytes and a
  /// carriage return, or one too long whose last byte is one).
  private func keep(_ bytes: ArraySlice<UInt8>, in line: inout [UInt8]) {
    let room = limit + 2 - line.count
    guard room > 0 else { return }
    line.append(contentsOf: bytes.prefix(room))
  }

  /// Reads more input; false at its end or on an error.
  private mutating func refill() -> Bool {
    guard !atEnd else { return false }
    while true {
      let count = buffer.withUnsafeMutableBytes {
        read(fileDescriptor, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        atEnd = true
        return false
      }
      start = 0
      end = count
      return true
    }
  }
}
