import Synchronization

/// Measures text as UIKit lays out a label: shaped with HarfBuzz in the stand-in font, widths
/// scaled to San Francisco's, heights from SF's own metrics, wrapped at a width and truncated
/// with an ellipsis where lines run out.
///
/// Font files are opened on first use. Results are cached per (text, font, width, lines), so a
/// screen re-solved many times measures each label once. Safe to share between threads.
public final class TextMeasurer: @unchecked Sendable {
  /// A measurer over ``FontLocator/fromEnvironment()``, shared by the engine and the tools.
  public static let shared = TextMeasurer()

  /// How many layouts the cache keeps before it starts over (it never grows past this).
  public static let cacheLimit = 20_000

  /// Where font files are looked up.
  public let locator: FontLocator
  // Not Foundation's lock: importing Foundation here would leak its String methods into every
  // module above the engine.
  private let lock = Mutex<Void>(())
  /// Open faces by file name (looked up once: finding a path touches the file system).
  private var faces: [String: FontFace] = [:]
  private var fallback: FontFace??
  private var cache: [CacheKey: TextLayout] = [:]
  private var hits = 0
  private var misses = 0

  public init(locator: FontLocator = .fromEnvironment()) {
    self.locator = locator
  }

  private struct CacheKey: Hashable {
    var text: String
    var font: ResolvedFont
    var width: Double?
    var numberOfLines: Int
  }

  /// Lays out `text` in `font`. `width` is where lines wrap (nil: never); with
  /// `numberOfLines` 1 the text stays on one line and is ellipsised past `width`; 0 means no
  /// limit on lines; otherwise the last line allowed ends in "…" when text remains.
  public func layout(
    _ text: String, font: ResolvedFont, width: Double? = nil, numberOfLines: Int = 1
  ) throws(TextError) -> TextLayout {
    try TextFont.check(size: font.size)
    if let width, !(width.isFinite && width >= 0) { throw .invalidWidth(width) }
    guard numberOfLines >= 0 else { throw .invalidNumberOfLines(numberOfLines) }
    return try lock.withLock { _ throws(TextError) -> TextLayout in
      try layoutLocked(text, font: font, width: width, numberOfLines: numberOfLines)
    }
  }

  private func layoutLocked(
    _ text: String, font: ResolvedFont, width: Double?, numberOfLines: Int
  ) throws(TextError) -> TextLayout {
    let key = CacheKey(text: text, font: font, width: width, numberOfLines: numberOfLines)
    if let cached = cache[key] {
      hits += 1
      return cached
    }
    misses += 1
    let face = try face(for: font)
    var breaker = LineBreaker(limit: width, numberOfLines: numberOfLines) { piece in
      self.points(piece, face: face, font: font)
    }
    let laid = breaker.layout(text)
    let result = TextLayout(
      lines: laid.lines, width: laid.width,
      lineHeight: SystemFontMetrics.lineHeight(size: font.size),
      ascender: SystemFontMetrics.ascender(size: font.size), isTruncated: laid.isTruncated)
    if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
    cache[key] = result
    return result
  }

  /// The width in points of `text` on one line, before pixel rounding.
  public func width(of text: String, font: ResolvedFont) throws(TextError) -> Double {
    try layout(text, font: font, width: nil, numberOfLines: 0).width
  }

  /// Opens the regular stand-in font, so a missing font is reported before any work.
  public func checkFonts() throws(TextError) {
    try lock.withLock { _ throws(TextError) in
      _ = try face(for: ResolvedFont(size: 17))
    }
  }

  /// Cache lookups answered from the cache and computed afresh since this measurer was made.
  public var cacheStatistics: (hits: Int, misses: Int) {
    lock.withLock { _ in (hits, misses) }
  }

  private func face(for font: ResolvedFont) throws(TextError) -> FontFace {
    let file = FontLocator.primaryFile(for: font)
    if let open = faces[file] { return open }
    let face = try FontFace(path: try locator.path(of: file))
    faces[file] = face
    return face
  }

  private func fallbackFace() -> FontFace? {
    if let fallback { return fallback }
    let face = (try? locator.path(of: FontLocator.fallbackFile)).flatMap { try? FontFace(path: $0) }
    fallback = .some(face)
    return face
  }

  /// `text`'s advance in points: shaped in the stand-in, clusters it lacks shaped in the
  /// fallback face, whatever neither has estimated (``FallbackAdvance``), plus SF's tracking
  /// per character, scaled to SF's width for the weight.
  private func points(_ text: Substring, face: FontFace, font: ResolvedFont) -> Double {
    let ems = advance(Array(text.utf8), in: face) { run in
      guard let fallback = self.fallbackFace() else { return FallbackAdvance.ems(run) }
      return self.advance(Array(run.utf8), in: fallback) { FallbackAdvance.ems($0) }
    }
    let tracking = SystemFontMetrics.tracking(size: font.size) * Double(text.count)
    return (ems + tracking) * font.size * SystemFontMetrics.widthScale(weight: font.weight)
  }

  private func advance(
    _ bytes: [UInt8], in face: FontFace, missing: (String) -> Double
  ) -> Double {
    let clusters = face.shape(bytes)
    var total = 0.0
    var runs: [Range<Int>] = []
    for (index, cluster) in clusters.enumerated() {
      guard cluster.missing else {
        total += cluster.advance
        continue
      }
      let end = index + 1 < clusters.count ? clusters[index + 1].byteOffset : bytes.count
      if let last = runs.last, last.upperBound == cluster.byteOffset {
        runs[runs.count - 1] = last.lowerBound..<end
      } else {
        runs.append(cluster.byteOffset..<end)
      }
    }
    for run in runs {
      total += missing(String(decoding: bytes[run], as: UTF8.self))
    }
    return total
  }
}
