import CHarfBuzz
import Synchronization

/// Measures text as UIKit lays out a label: shaped with HarfBuzz in the stand-in font, widths
/// scaled to San Francisco's, heights from SF's own metrics (SF itself when the user has its
/// files, ``SanFranciscoFonts``; an installed custom font: its own
/// widths and `hhea` heights), wrapped at a width and truncated
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
  /// Open faces of custom fonts by file and face index.
  private var customFaces: [FontFile: FontFace] = [:]
  private var fallback: FontFace??
  /// Apple's SF files, once looked for (``SanFranciscoFonts``).
  private var sanFrancisco: SanFranciscoFonts?
  private var cache: [CacheKey: TextLayout] = [:]
  /// Attributed texts laid out (``layout(_:category:ideographEms:fontScale:width:numberOfLines:pushesOutOrphans:lineBreakMode:)``).
  let attributedLayouts: AttributedLayoutCache
  /// Shaped pieces of text (words and their spaces) by bytes, face and segment properties.
  private var pieces: [PieceKey: ShapedPiece] = [:]
  private var composed = 0
  private var shapedWhole = 0
  private var hits = 0
  private var misses = 0

  /// How many shaped pieces of text the measurer keeps before it starts over.
  public static let pieceCacheLimit = 50_000

  /// The longest piece, in bytes, that runs on past cuts HarfBuzz calls unsafe before the
  /// text is shaped whole: running on shapes the piece again at every cut, quadratic in its
  /// length (Fuzz/README.md, *Findings*).
  static let longestRunOn = 512

  /// Whether texts are measured from their shaped words (false: shaped whole, which the
  /// tests compare against).
  let composesWords: Bool

  /// How many layouts and shaped pieces this measurer keeps (``cacheLimit`` and
  /// ``pieceCacheLimit`` unless a test sets smaller ones).
  let limits: (layouts: Int, pieces: Int)

  public convenience init(locator: FontLocator = .fromEnvironment()) {
    self.init(locator: locator, composesWords: true)
  }

  init(
    locator: FontLocator, composesWords: Bool,
    limits: (layouts: Int, pieces: Int) = (cacheLimit, pieceCacheLimit)
  ) {
    self.locator = locator
    self.composesWords = composesWords
    self.limits = limits
    attributedLayouts = AttributedLayoutCache(limit: limits.layouts)
  }

  private struct CacheKey: Hashable {
    var text: String
    var font: ResolvedFont
    var width: Double?
    var numberOfLines: Int
    var pushesOutOrphans: Bool
    var lineBreakMode: LineBreakMode
  }

  private struct PieceKey: Hashable {
    var utf8: [UInt8]
    var probe: UInt8?
    var face: ObjectIdentifier
    var direction: UInt32
    var script: UInt32
    var language: UInt
  }

  /// Lays out `text` in `font`. `width` is where lines wrap (nil: never); with
  /// `numberOfLines` 1 the text stays on one line and is ellipsised past `width`; 0 means no
  /// limit on lines; otherwise the last line allowed ends in "…" when text remains. With
  /// `pushesOutOrphans` (a label's wrapping; not a text view's) a wrapped paragraph never
  /// ends in a line of one word when the line above can give it a second. `lineBreakMode`
  /// says how a cut line shows ("…" at its end by default).
  public func layout(
    _ text: String, font: ResolvedFont, width: Double? = nil, numberOfLines: Int = 1,
    pushesOutOrphans: Bool = true, lineBreakMode: LineBreakMode = .truncatingTail
  ) throws(TextError) -> TextLayout {
    try TextFont.check(size: font.size)
    if let width, !(width.isFinite && width >= 0) { throw .invalidWidth(width) }
    guard numberOfLines >= 0 else { throw .invalidNumberOfLines(numberOfLines) }
    return try lock.withLock { _ throws(TextError) -> TextLayout in
      try layoutLocked(
        text, font: font, width: width, numberOfLines: numberOfLines,
        pushesOutOrphans: pushesOutOrphans, lineBreakMode: lineBreakMode)
    }
  }

  private func layoutLocked(
    _ text: String, font: ResolvedFont, width: Double?, numberOfLines: Int,
    pushesOutOrphans: Bool, lineBreakMode: LineBreakMode
  ) throws(TextError) -> TextLayout {
    let key = CacheKey(
      text: text, font: font, width: width, numberOfLines: numberOfLines,
      pushesOutOrphans: pushesOutOrphans, lineBreakMode: lineBreakMode)
    if let cached = cache[key] {
      hits += 1
      return cached
    }
    misses += 1
    if let custom = customFace(for: font) {
      var breaker = LineBreaker(
        limit: width, numberOfLines: numberOfLines, pushesOutOrphans: pushesOutOrphans,
        mode: lineBreakMode,
        measure: Self.correctingIdeographs(of: font) { piece in
          self.advance(Array(piece.utf8), in: custom) * font.size
        })
      let laid = breaker.layout(text)
      let line = LabelLine(face: custom, family: font.family ?? "")
      return remember(
        TextLayout(
          lines: laid.lines, width: laid.width, lineHeight: line.height * font.size,
          lineSpacing: max(line.height * font.size, font.lineSpacing ?? 0),
          ascender: line.ascender * font.size, isTruncated: laid.isTruncated), key: key)
    }
    let measure: (Substring) -> Double
    let cut = SanFranciscoFonts.displayShare(size: font.size)
    if let faces = try sanFranciscoFaces(for: font, share: cut) {
      measure = { piece in
        self.sanFranciscoPoints(
          piece, text: faces.text, display: faces.display, share: cut, size: font.size)
      }
    } else {
      let share = SystemFontMetrics.displayShare(size: font.size)
      let textFace = share < 1 ? try face(for: font, display: false) : nil
      let displayFace = share > 0 ? try face(for: font, display: true) : nil
      measure = { piece in
        self.points(piece, text: textFace, display: displayFace, share: share, font: font)
      }
    }
    var breaker = LineBreaker(
      limit: width, numberOfLines: numberOfLines, pushesOutOrphans: pushesOutOrphans,
      mode: lineBreakMode, measure: Self.correctingIdeographs(of: font, measure))
    let laid = breaker.layout(text)
    let result = TextLayout(
      lines: laid.lines, width: laid.width,
      lineHeight: SystemFontMetrics.lineHeight(size: font.size),
      lineSpacing: max(SystemFontMetrics.lineHeight(size: font.size), font.lineSpacing ?? 0),
      ascender: SystemFontMetrics.ascender(size: font.size), isTruncated: laid.isTruncated)
    return remember(result, key: key)
  }

  private func remember(_ result: TextLayout, key: CacheKey) -> TextLayout {
    if cache.count >= limits.layouts { cache.removeAll(keepingCapacity: true) }
    cache[key] = result
    return result
  }

  /// The face of `font`'s custom font (``InstalledFonts/file(family:weight:italic:postScriptName:)``:
  /// the app's or an installed one), nil for the system font or when neither has it or its
  /// file cannot be read (the stand-in measures it then).
  private func customFace(for font: ResolvedFont) -> FontFace? {
    guard let family = font.family,
      let file = InstalledFonts.file(
        family: family, weight: font.weight, italic: font.italic,
        postScriptName: font.postScriptName)
    else { return nil }
    if let open = customFaces[file] { return open }
    guard let face = try? FontFace(file: file) else { return nil }
    customFaces[file] = face
    return face
  }

  /// Whether `font` is measured in its own family: a custom family that is installed and
  /// readable. False for the system font.
  public func measuresInOwnFamily(_ font: ResolvedFont) -> Bool {
    lock.withLock { _ in customFace(for: font) != nil }
  }

  /// The width in points of `text` on one line, before pixel rounding.
  public func width(of text: String, font: ResolvedFont) throws(TextError) -> Double {
    try layout(text, font: font, width: nil, numberOfLines: 0).width
  }

  /// Opens the regular stand-in font and looks for Apple's SF files, so a missing font or an
  /// unreadable SF file is reported before any work.
  public func checkFonts() throws(TextError) {
    try lock.withLock { _ throws(TextError) in
      _ = try face(for: ResolvedFont(size: 17), display: false)
      _ = try sanFranciscoFiles()
    }
  }

  /// The SF faces that measure the system font instead of the stand-in (empty when the
  /// machine has none), for the commands to say which font measured.
  public func sanFranciscoFonts() throws(TextError) -> SanFranciscoFonts {
    try lock.withLock { _ throws(TextError) in try sanFranciscoFiles() }
  }

  /// The font that measures the system font, as the commands name it: `Inter (San
  /// Francisco's stand-in)`, or `San Francisco (SF Pro Text (9 faces), …)` when the user has
  /// SF's files (an unreadable SF file names the stand-in: measuring reports the error).
  public var systemFontName: String {
    let found = (try? sanFranciscoFonts()) ?? SanFranciscoFonts()
    return found.isEmpty ? "Inter (San Francisco's stand-in)" : "San Francisco (\(found.summary))"
  }

  /// The folders searched for SF files besides fontconfig's: the locator's folders that are
  /// not the stand-in's standard ones (``FontLocator/environmentVariable``'s folder).
  private var sanFranciscoFolders: [String] {
    locator.directories.filter { !FontLocator.standardDirectories.contains($0) }
  }

  private func sanFranciscoFiles() throws(TextError) -> SanFranciscoFonts {
    if let sanFrancisco { return sanFrancisco }
    let found = try SanFranciscoFonts.find(folders: sanFranciscoFolders)
    sanFrancisco = found
    return found
  }

  /// The SF faces that measure the system `font` (its weight and slant in each optical cut
  /// `share` needs), or nil when the user lacks one of them: then the stand-in measures it,
  /// never SF and Inter mixed in one text.
  private func sanFranciscoFaces(for font: ResolvedFont, share: Double) throws(TextError)
    -> (text: FontFace?, display: FontFace?)?
  {
    let files = try sanFranciscoFiles()
    guard !files.isEmpty else { return nil }
    var found: (text: FontFace?, display: FontFace?) = (nil, nil)
    for (cut, needed) in [(SanFranciscoFonts.Cut.text, share < 1), (.display, share > 0)]
    where needed {
      guard let path = files.path(cut, weight: font.weight, italic: font.italic) else {
        return nil
      }
      let face: FontFace
      if let open = faces[path] {
        face = open
      } else {
        face = try FontFace(path: path)
        faces[path] = face
      }
      if cut == .text { found.text = face } else { found.display = face }
    }
    return found
  }

  /// Pieces of text shaped on their own and remembered; texts measured from their pieces,
  /// and texts shaped whole because a piece depended on its neighbours.
  var pieceStatistics: (remembered: Int, composed: Int, shapedWhole: Int) {
    lock.withLock { _ in (pieces.count, composed, shapedWhole) }
  }

  /// Cache lookups answered from the cache and computed afresh since this measurer was made.
  public var cacheStatistics: (hits: Int, misses: Int) {
    lock.withLock { _ in (hits, misses) }
  }

  private func face(for font: ResolvedFont, display: Bool) throws(TextError) -> FontFace {
    let file = FontLocator.primaryFile(for: font, display: display)
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

  /// `text`'s advance in points in SF's own cuts (Text, Display, or both mixed by the Display
  /// cut's `share`: ``SanFranciscoFonts/displayShare(size:)``), each with its own tracking table at
  /// `size` per character SF draws; clusters SF lacks go to the fallback face as for the
  /// stand-in. No width scale: these are SF's advances.
  private func sanFranciscoPoints(
    _ text: Substring, text textFace: FontFace?, display: FontFace?, share: Double, size: Double
  ) -> Double {
    let utf8 = Array(text.utf8)
    let tracked = Double(text.count - Self.wideCharacters(text, utf8: utf8).count)
    var ems = 0.0
    for (face, weight) in [(textFace, 1 - share), (display, share)] {
      guard let face else { continue }
      let tracking = face.tracking?.tracking(size: size) ?? 0
      ems += weight * (advance(utf8, in: face) + tracking * tracked)
    }
    return ems * size
  }

  /// `text`'s advance in points: shaped in the stand-in (its text cut, its display cut, or
  /// both mixed by the display cut's `share`), clusters it lacks shaped in the fallback face,
  /// whatever neither has estimated (``FallbackAdvance``), plus SF's tracking per character
  /// SF draws (not per East Asian wide character, which iOS draws from its CJK font), scaled
  /// to SF's width for the weight (East Asian characters excepted).
  private func points(
    _ text: Substring, text textFace: FontFace?, display: FontFace?, share: Double,
    font: ResolvedFont
  ) -> Double {
    let utf8 = Array(text.utf8)
    var ems = 0.0
    if let textFace { ems += (1 - share) * advance(utf8, in: textFace) }
    if let display { ems += share * advance(utf8, in: display) }
    let wide = Self.wideCharacters(text, utf8: utf8)
    let tracking = SystemFontMetrics.tracking(size: font.size) * Double(text.count - wide.count)
    // The weight's width scale is SF's against Inter's: East Asian characters come from iOS's
    // CJK fonts at the same width in every weight, so they are left out of it.
    return (ems - wide.ems + tracking) * font.size
      * SystemFontMetrics.widthScale(weight: font.weight) + wide.ems * font.size
  }

  /// The advance in ems of `utf8` in the stand-in `face`. Words repeat across a screen's
  /// texts, so the text is cut after each run of spaces that a word follows, each piece is
  /// shaped once (per face, segment properties and first byte after it) and remembered, and
  /// the pieces' advances are added up. Where HarfBuzz reports that text after a cut could
  /// change the piece before it (kerning or contextual forms across the cut), that cut is not
  /// made; where text before a cut could change the piece after it, the text is shaped whole.
  /// The result is always the advance of the whole text shaped at once.
  private func advance(_ utf8: [UInt8], in face: FontFace) -> Double {
    guard !utf8.isEmpty else { return 0 }
    guard composesWords else { return ShapedPiece.advance(of: [wholePiece(utf8, in: face)]) }
    let properties = face.properties(of: utf8)
    var pieces: [ShapedPiece] = []
    var start = 0
    for index in 1..<utf8.count + 1 where index == utf8.count || Self.cuts(utf8, before: index) {
      let piece = shapedPiece(
        Array(utf8[start..<index]), probe: index < utf8.count ? utf8[index] : nil, face: face,
        properties: properties)
      // Text after this cut could change the piece: no cut here, the piece runs on to the next.
      guard piece.endsClean || index == utf8.count else {
        // Each cut not made shapes the longer piece again; past ``longestRunOn`` bytes (text
        // whose every cut is unsafe, " : " in Inter) the whole text is shaped once instead.
        guard index - start > Self.longestRunOn else { continue }
        shapedWhole += 1
        return ShapedPiece.advance(of: [wholePiece(utf8, in: face)])
      }
      if start > 0, !piece.startsClean || (pieces.last!.endsMissing && piece.startsMissing) {
        shapedWhole += 1
        return ShapedPiece.advance(of: [wholePiece(utf8, in: face)])
      }
      pieces.append(piece)
      start = index
    }
    composed += 1
    return ShapedPiece.advance(of: pieces)
  }

  /// How many characters of `text` are East Asian wide (``FallbackAdvance/isWide(_:)``) and
  /// their estimated advance in ems (``FallbackAdvance/ems(of:)``: neither the stand-in nor
  /// its fallback face draws them); `utf8` is `text`'s bytes, and text without a byte from
  /// 0xE1 up has none.
  private static func wideCharacters(_ text: Substring, utf8: [UInt8]) -> (
    count: Int, ems: Double
  ) {
    guard utf8.contains(where: { $0 >= 0xE1 }) else { return (0, 0) }
    return text.reduce(into: (count: 0, ems: 0.0)) { total, character in
      guard character.unicodeScalars.first.map(FallbackAdvance.isWide) == true else { return }
      total.count += 1
      total.ems += FallbackAdvance.ems(of: character)
    }
  }

  /// `measure` with `font`'s ``ResolvedFont/ideographEms`` applied: each Chinese and
  /// Japanese wide character moved from the estimate every face gives it
  /// (``FallbackAdvance/wideEms``) to that advance; `measure` itself without it.
  private static func correctingIdeographs(
    of font: ResolvedFont, _ measure: @escaping (Substring) -> Double
  ) -> (Substring) -> Double {
    guard let ems = font.ideographEms else { return measure }
    return { text in
      guard text.utf8.contains(where: { $0 >= 0xE1 }) else { return measure(text) }
      let count = text.reduce(0) {
        $0 + ($1.unicodeScalars.first.map(FallbackAdvance.isIdeographic) == true ? 1 : 0)
      }
      return measure(text) + Double(count) * (ems - FallbackAdvance.wideEms) * font.size
    }
  }

  /// Whether a piece may end before byte `index`: after a space, before a printable ASCII
  /// character (which starts a new grapheme: no mark or joiner can follow the space into it).
  private static func cuts(_ utf8: [UInt8], before index: Int) -> Bool {
    utf8[index - 1] == 0x20 && utf8[index] > 0x20 && utf8[index] < 0x7F
  }

  private func shapedPiece(
    _ utf8: [UInt8], probe: UInt8?, face: FontFace, properties: hb_segment_properties_t
  ) -> ShapedPiece {
    let key = PieceKey(
      utf8: utf8, probe: probe, face: ObjectIdentifier(face),
      direction: properties.direction.rawValue, script: properties.script.rawValue,
      language: UInt(bitPattern: properties.language))
    if let known = pieces[key] { return known }
    let shaped = face.shape(utf8, properties: properties, probe: probe)
    let piece = ShapedPiece(
      clusters: shaped.clusters, utf8: utf8, startsClean: shaped.startsClean,
      endsClean: shaped.endsClean, missing: fallbackAdvance)
    if pieces.count >= limits.pieces { pieces.removeAll(keepingCapacity: true) }
    pieces[key] = piece
    return piece
  }

  /// `utf8` shaped at once, with the properties HarfBuzz guesses.
  private func wholePiece(_ utf8: [UInt8], in face: FontFace) -> ShapedPiece {
    ShapedPiece(
      clusters: face.shape(utf8).clusters, utf8: utf8, missing: fallbackAdvance)
  }

  /// The advance in ems of a run the stand-in lacks: shaped in the fallback face, whatever
  /// that lacks estimated.
  private func fallbackAdvance(_ run: String) -> Double {
    guard let fallback = fallbackFace() else { return FallbackAdvance.ems(run) }
    return ShapedPiece.advance(of: [
      ShapedPiece(
        clusters: fallback.shape(Array(run.utf8)).clusters, utf8: Array(run.utf8),
        missing: FallbackAdvance.ems)
    ])
  }
}
