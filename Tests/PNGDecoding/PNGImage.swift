import CZlib

/// A decoded 8-bit RGB or RGBA PNG, for tests that check an image's size and pixels.
public struct PNGImage: Sendable {
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int
  /// The pixels, row by row, four bytes (red, green, blue, alpha) each.
  public var rgba: [UInt8]

  /// Why bytes are not a PNG this decoder reads.
  public struct DecodingError: Error, CustomStringConvertible {
    public var description: String
  }

  /// The pixel at (`x`, `y`) as (red, green, blue, alpha).
  public func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    let index = (y * width + x) * 4
    return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
  }

  /// Only the header: the size from the IHDR chunk.
  public static func size(of bytes: [UInt8]) throws -> (width: Int, height: Int) {
    try checkSignature(bytes)
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      throw DecodingError(description: "no IHDR chunk first")
    }
    return (bigEndian(bytes, 16), bigEndian(bytes, 20))
  }

  /// Decodes a non-interlaced 8-bit RGB (colour type 2) or RGBA (6) image.
  public init(_ bytes: [UInt8]) throws {
    try PNGImage.checkSignature(bytes)
    var offset = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    while offset + 8 <= bytes.count {
      let length = PNGImage.bigEndian(bytes, offset)
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let start = offset + 8
      guard length >= 0, start + length + 4 <= bytes.count else {
        throw DecodingError(description: "chunk \(type) runs past the end")
      }
      let body = Array(bytes[start..<(start + length)])
      if type == "IHDR" { header = body }
      if type == "IDAT" { compressed += body }
      if type == "IEND" { break }
      offset = start + length + 4
    }
    guard header.count == 13 else { throw DecodingError(description: "no IHDR chunk") }
    let width = PNGImage.bigEndian(header, 0)
    let height = PNGImage.bigEndian(header, 4)
    let (depth, colour, interlace) = (header[8], header[9], header[12])
    guard depth == 8, colour == 2 || colour == 6, interlace == 0 else {
      throw DecodingError(
        description: "unsupported depth \(depth), colour type \(colour), interlace \(interlace)")
    }
    let channels = colour == 6 ? 4 : 3
    let rowBytes = width * channels
    var raw = [UInt8](repeating: 0, count: height * (rowBytes + 1))
    var rawLength = uLongf(raw.count)
    let status = raw.withUnsafeMutableBufferPointer { output in
      compressed.withUnsafeBufferPointer { input in
        uncompress(output.baseAddress, &rawLength, input.baseAddress, uLong(input.count))
      }
    }
    guard status == Z_OK, Int(rawLength) == raw.count else {
      throw DecodingError(description: "image data does not inflate (zlib status \(status))")
    }
    var pixels = [UInt8](repeating: 0, count: height * rowBytes)
    for row in 0..<height {
      let filter = raw[row * (rowBytes + 1)]
      for column in 0..<rowBytes {
        let value = raw[row * (rowBytes + 1) + 1 + column]
        let left = column >= channels ? Int(pixels[row * rowBytes + column - channels]) : 0
        let up = row > 0 ? Int(pixels[(row - 1) * rowBytes + column]) : 0
        let upLeft =
          row > 0 && column >= channels
          ? Int(pixels[(row - 1) * rowBytes + column - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4: predictor = PNGImage.paeth(left, up, upLeft)
        default: throw DecodingError(description: "unknown filter \(filter) in row \(row)")
        }
        pixels[row * rowBytes + column] = UInt8(truncatingIfNeeded: Int(value) + predictor)
      }
    }
    self.width = width
    self.height = height
    if channels == 4 {
      rgba = pixels
    } else {
      rgba = []
      rgba.reserveCapacity(width * height * 4)
      for index in stride(from: 0, to: pixels.count, by: 3) {
        rgba += [pixels[index], pixels[index + 1], pixels[index + 2], 255]
      }
    }
  }

  static func checkSignature(_ bytes: [UInt8]) throws {
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw DecodingError(description: "not a PNG signature")
    }
  }

  static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
    (Int(bytes[offset]) << 24) | (Int(bytes[offset + 1]) << 16) | (Int(bytes[offset + 2]) << 8)
      | Int(bytes[offset + 3])
  }

  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }
}
