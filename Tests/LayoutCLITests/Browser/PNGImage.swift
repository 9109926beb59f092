/// A decoded 8-bit RGB or RGBA PNG (non-interlaced), enough to check screenshots that
/// headless Chromium writes: the signature, the header's size and the pixels, with a small
/// inflate (RFC 1951) of the image data.
struct PNGImage {
  let width: Int
  let height: Int
  /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
  let channels: Int
  let pixels: [UInt8]

  struct DecodingError: Error, CustomStringConvertible {
    let description: String
  }

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The red, green and blue of the pixel at (`x`, `y`).
  func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
    let at = (y * width + x) * channels
    return (Int(pixels[at]), Int(pixels[at + 1]), Int(pixels[at + 2]))
  }

  init(_ bytes: [UInt8]) throws {
    guard bytes.count > 8, Array(bytes[0..<8]) == Self.signature else {
      throw DecodingError(description: "not a PNG: bad signature")
    }
    var at = 8
    var width = 0
    var height = 0
    var colourType = 0
    var data: [UInt8] = []
    func number(_ i: Int) -> Int {
      Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
    }
    while at + 8 <= bytes.count {
      let length = number(at)
      let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
      let body = at + 8
      guard body + length + 4 <= bytes.count else { throw DecodingError(description: "cut chunk") }
      switch type {
      case "IHDR":
        width = number(body)
        height = number(body + 4)
        guard bytes[body + 8] == 8, bytes[body + 12] == 0 else {
          throw DecodingError(description: "only 8-bit non-interlaced images are decoded")
        }
        colourType = Int(bytes[body + 9])
      case "IDAT": data += bytes[body..<(body + length)]
      default: break
      }
      if type == "IEND" { break }
      at = body + length + 4
    }
    guard colourType == 2 || colourType == 6 else {
      throw DecodingError(description: "colour type \(colourType) is not RGB or RGBA")
    }
    let channels = colourType == 6 ? 4 : 3
    guard data.count > 2 else { throw DecodingError(description: "no image data") }
    var inflater = Inflater(Array(data.dropFirst(2)))
    let raw = try inflater.inflate()
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else {
      throw DecodingError(description: "image data too short")
    }
    var pixels = [UInt8](repeating: 0, count: height * stride)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      let source = row * (stride + 1) + 1
      for i in 0..<stride {
        let x = Int(raw[source + i])
        let a = i >= channels ? Int(pixels[row * stride + i - channels]) : 0
        let b = row > 0 ? Int(pixels[(row - 1) * stride + i]) : 0
        let c = row > 0 && i >= channels ? Int(pixels[(row - 1) * stride + i - channels]) : 0
        let value: Int
        switch filter {
        case 0: value = x
        case 1: value = x + a
        case 2: value = x + b
        case 3: value = x + (a + b) / 2
        case 4:
          let p = a + b - c
          let pa = abs(p - a)
          let pb = abs(p - b)
          let pc = abs(p - c)
          value = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
        default: throw DecodingError(description: "unknown filter \(filter)")
        }
        pixels[row * stride + i] = UInt8(value & 0xFF)
      }
    }
    self.width = width
    self.height = height
    self.channels = channels
    self.pixels = pixels
  }
}

/// Inflates a raw deflate stream: stored, fixed and dynamic Huffman blocks.
private struct Inflater {
  let input: [UInt8]
  var bit = 0
  var output: [UInt8] = []

  init(_ input: [UInt8]) { self.input = input }

  mutating func bits(_ count: Int) throws -> Int {
    var value = 0
    for i in 0..<count {
      guard bit >> 3 < input.count else {
        throw PNGImage.DecodingError(description: "deflate stream ends early")
      }
      value |= Int(input[bit >> 3] >> UInt8(bit & 7) & 1) << i
      bit += 1
    }
    return value
  }

  /// A canonical Huffman code: symbols by code length.
  struct Code {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []
    init(_ lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for i in 1..<16 { offsets[i] = offsets[i - 1] + counts[i - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length > 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  mutating func decode(_ code: Code) throws -> Int {
    var value = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      value |= try bits(1)
      let count = code.counts[length]
      if value - first < count { return code.symbols[index + value - first] }
      index += count
      first = (first + count) << 1
      value <<= 1
    }
    throw PNGImage.DecodingError(description: "bad Huffman code")
  }

  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  mutating func inflate() throws -> [UInt8] {
    var last = 0
    repeat {
      last = try bits(1)
      switch try bits(2) {
      case 0:
        bit = (bit + 7) & ~7
        let length = try bits(16)
        _ = try bits(16)
        for _ in 0..<length { output.append(UInt8(try bits(8))) }
      case 1:
        let lengths =
          [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
          + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
        try block(Code(lengths), Code([Int](repeating: 5, count: 30)))
      case 2:
        let literals = try bits(5) + 257
        let distances = try bits(5) + 1
        let codes = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codes { codeLengths[order[i]] = try bits(3) }
        let lengthCode = Code(codeLengths)
        var lengths: [Int] = []
        while lengths.count < literals + distances {
          let symbol = try decode(lengthCode)
          switch symbol {
          case 0..<16: lengths.append(symbol)
          case 16:
            guard let previous = lengths.last else {
              throw PNGImage.DecodingError(description: "repeat with no length")
            }
            lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
          case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
          default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
          }
        }
        try block(
          Code(Array(lengths[0..<literals])),
          Code(Array(lengths[literals..<(literals + distances)])))
      default:
        throw PNGImage.DecodingError(description: "bad block type")
      }
    } while last == 0
    return output
  }

  mutating func block(_ literal: Code, _ distance: Code) throws {
    while true {
      let symbol = try decode(literal)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < 29 else { throw PNGImage.DecodingError(description: "bad length") }
        let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
        let code = try decode(distance)
        guard code < 30 else { throw PNGImage.DecodingError(description: "bad distance") }
        let back = Self.distanceBase[code] + (try bits(Self.distanceExtra[code]))
        guard back <= output.count else {
          throw PNGImage.DecodingError(description: "distance before the start")
        }
        for _ in 0..<length { output.append(output[output.count - back]) }
      }
    }
  }
}
