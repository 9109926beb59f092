import AutoLayout
import LayoutRendering
import Testing

/// The property behind name placement, on random screens: whatever the frames, no two drawn
/// names overlap, no name covers any view's text, and every name lies on the screen.
@Suite struct NamePlacementPropertyTests {
  /// SplitMix64: a small deterministic generator, so a failure replays from its seed.
  struct Generator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func double(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + Double(next() >> 11) / Double(1 << 53)
        * (range.upperBound - range.lowerBound)
    }
  }

  static let seed: UInt64 = 0x5EED_0032

  /// A random screen of 20–320 points a side with 1–60 views anywhere near it, half of
  /// them showing a caption.
  static func screen(_ random: inout Generator) -> LayoutSnapshot {
    let size = Size(width: random.double(20...320), height: random.double(20...320))
    var views = [
      ViewRecord(
        name: "root", frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
        rootFrame: Rect(x: 0, y: 0, width: size.width, height: size.height))
    ]
    let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    for index in 0..<random.int(1...60) {
      let frame = Rect(
        x: random.double(-20...size.width), y: random.double(-20...size.height),
        width: random.double(0...200), height: random.double(0...120))
      let name =
        String((0..<random.int(1...14)).map { _ in letters[random.int(0...(letters.count - 1))] })
        + "\(index)"
      let text =
        random.int(0...1) == 0
        ? nil : String(repeating: "W", count: random.int(1...12))
      views.append(
        ViewRecord(
          name: name, text: text, superviewIndex: 0, depth: 1, frame: frame, rootFrame: frame))
    }
    return LayoutSnapshot(screen: ScreenInfo(size: size), views: views)
  }

  @Test func namesNeverOverlapNamesOrTextAndStayOnTheScreen() throws {
    print("NamePlacementPropertyTests seed \(Self.seed)")
    var random = Generator(state: Self.seed)
    var drawn = 0
    var hidden = 0
    for round in 0..<120 {
      let snapshot = Self.screen(&random)
      let svg = try SVGRenderer.render(snapshot)
      let names = NamePlacementTests.names(in: svg)
      drawn += names.count
      hidden += snapshot.drawnViews.count - names.count
      let screen = snapshot.screen.size
      let captions = snapshot.drawnViews.compactMap { record -> Rect? in
        guard let text = record.text else { return nil }
        let width = Double(text.count) * 11 * 0.6
        let frame = record.rootFrame
        return Rect(
          x: frame.x + frame.width / 2 - width / 2, y: 40 + frame.y + frame.height / 2 - 6.6,
          width: width, height: 13.2)
      }
      // SVG coordinates carry two decimals, so boxes read back may be off by 0.005.
      let slack = 0.01
      func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        NamePlacementTests.overlaps(
          Rect(
            x: a.x + slack, y: a.y + slack, width: a.width - 2 * slack,
            height: a.height - 2 * slack), b)
      }
      for (i, a) in names.enumerated() {
        #expect(
          a.box.x >= -slack && a.box.maxX <= screen.width + slack && a.box.y >= 40 - slack
            && a.box.maxY <= 40 + screen.height + slack,
          "round \(round): \(a.name) at \(a.box) leaves the \(screen) screen")
        for b in names[(i + 1)...] {
          #expect(!overlaps(a.box, b.box), "round \(round): \(a.name) overlaps \(b.name)")
        }
        for caption in captions {
          #expect(!overlaps(a.box, caption), "round \(round): \(a.name) on text")
        }
      }
    }
    // Both outcomes occur, so the property is exercised rather than vacuous.
    #expect(drawn > 300)
    #expect(hidden > 60)
  }
}
