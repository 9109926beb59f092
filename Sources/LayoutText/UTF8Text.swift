/// Text read from bytes, refused unless it is UTF-8 (UIKit strings cannot hold broken bytes,
/// and a replacement character would measure as something the user never wrote).
public enum UTF8Text {
  /// The string the bytes spell, or ``TextError/invalidUTF8(offset:)`` at the first bad byte.
  public static func decode(_ bytes: some Collection<UInt8>) throws(TextError) -> String {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var scalars = String.UnicodeScalarView()
    var offset = 0
    var consumed = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        offset += UTF8.width(scalar)
        consumed = offset
      case .emptyInput:
        return String(scalars)
      case .error:
        throw .invalidUTF8(offset: consumed)
      }
    }
  }
}
