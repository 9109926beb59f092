import Testing

@testable import LayoutFormats

/// Seeded mutations of the example files: every result either parses (and then round-trips)
/// or fails with errors; nothing crashes or hangs.
@Suite struct MutationFuzzTests {
  /// SplitMix64, so failures reproduce from the printed seed.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let alphabet = Array("[](){}|-=<>@#.:;,*+\"\\ \n\t0123456789eHVviewabc_".unicodeScalars)

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func mutatedFilesNeverCrash(seed: UInt64) throws {
    var generator = SeededGenerator(state: seed)
    let sources = [ExampleFiles.restructure, ExampleFiles.vflOnly, ExampleFiles.messy]
    var parsedCount = 0
    for round in 0..<150 {
      var scalars = Array(sources[round % sources.count].unicodeScalars)
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let index = Int.random(in: 0..<scalars.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: scalars.remove(at: index)
        case 1: scalars.insert(Self.alphabet.randomElement(using: &generator)!, at: index)
        default: scalars[index] = Self.alphabet.randomElement(using: &generator)!
        }
      }
      var source = ""
      source.unicodeScalars.append(contentsOf: scalars)
      do {
        let layout = try LayoutFileParser.parse(source)
        parsedCount += 1
        let reparsed = try LayoutFileParser.parse(layout.canonicalText)
        #expect(reparsed == layout, "seed \(seed) round \(round):\n\(source)")
      } catch {
        #expect(!error.errors.isEmpty)
      }
    }
    #expect(parsedCount > 0)
  }
}
