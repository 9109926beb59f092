import CHarfBuzz

/// One face of a font file opened with FreeType (for its em size) and shaped with HarfBuzz.
///
/// Not thread-safe on its own: ``TextMeasurer`` serialises its use.
final class FontFace {
  let path: String
  /// FreeType's face index (``FontFile/index``): the face of a collection, and the named
  /// instance of a variable font, whose design axes HarfBuzz shapes at too.
  let index: Int
  /// Font units per em; advances are divided by it to get ems.
  let unitsPerEm: Double
  /// The `hhea` ascender in ems: the first baseline's distance from a label's top.
  let ascender: Double
  /// The `hhea` descender in ems, positive below the baseline.
  let descender: Double
  /// The font's own tracking (its `trak` table), which Core Text adds at the size it sets;
  /// nil for fonts without one (Inter), which take the HIG's table.
  let tracking: TrackingTable?
  private var library: FT_Library?
  private var face: FT_Face?
  private let font: OpaquePointer
  private let buffer: OpaquePointer

  convenience init(path: String) throws(TextError) {
    try self.init(file: FontFile(path: path))
  }

  init(file: FontFile) throws(TextError) {
    let path = file.path
    self.path = path
    self.index = file.index
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else {
      throw .fontUnreadable(path: path, reason: "FreeType could not start")
    }
    var face: FT_Face?
    let status = FT_New_Face(library, path, FT_Long(file.index), &face)
    guard status == 0, let face, face.pointee.units_per_EM > 0 else {
      FT_Done_FreeType(library)
      throw .fontUnreadable(path: path, reason: "not a font FreeType can open (error \(status))")
    }
    let hbFace = hb_ft_face_create_referenced(face)
    let font = hb_font_create(hbFace)!
    hb_face_destroy(hbFace)
    let upem = Int32(face.pointee.units_per_EM)
    // Unscaled: advances come back in font units, independent of hinting and pixel sizes.
    hb_font_set_scale(font, upem, upem)
    hb_ot_font_set_funcs(font)
    if file.namedInstance > 0 {
      // The instance's axis values (a variable font's Bold: `wght` 700), as Core Text sets a
      // named instance; FreeType has applied them to the face's metrics already.
      hb_font_set_var_named_instance(font, UInt32(file.namedInstance - 1))
    }
    self.library = library
    self.face = face
    self.font = font
    self.buffer = hb_buffer_create()!
    self.unitsPerEm = Double(upem)
    if let table = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
      let hhea = table.assumingMemoryBound(to: TT_HoriHeader.self).pointee
      self.ascender = Double(hhea.Ascender) / Double(upem)
      self.descender = -Double(hhea.Descender) / Double(upem)
    } else {
      self.ascender = Double(face.pointee.ascender) / Double(upem)
      self.descender = -Double(face.pointee.descender) / Double(upem)
    }
    self.tracking = Self.table(face, tag: "trak").flatMap {
      TrackingTable(trak: $0, unitsPerEm: Double(upem))
    }
  }

  /// The bytes of `face`'s table `tag`, nil when it has none.
  private static func table(_ face: FT_Face, tag: String) -> [UInt8]? {
    let code = tag.utf8.reduce(FT_ULong(0)) { $0 << 8 | FT_ULong($1) }
    var length: FT_ULong = 0
    guard FT_Load_Sfnt_Table(face, code, 0, nil, &length) == 0, length > 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(length))
    guard FT_Load_Sfnt_Table(face, code, 0, &bytes, &length) == 0 else { return nil }
    return bytes
  }

  /// Shaping features: `trak` off, since the measurer adds each face's tracking at the label's
  /// size itself (shaped pieces are remembered per face, whatever the size).
  private static let features: [hb_feature_t] = {
    var feature = hb_feature_t()
    _ = "-trak".withCString { hb_feature_from_string($0, -1, &feature) }
    return [feature]
  }()

  deinit {
    hb_buffer_destroy(buffer)
    hb_font_destroy(font)
    if let face { FT_Done_Face(face) }
    if let library { FT_Done_FreeType(library) }
  }

  /// One shaped cluster: where it starts in the UTF-8 bytes, its advance in ems, and whether
  /// the font lacked a glyph for it.
  struct Cluster {
    var byteOffset: Int
    var advance: Double
    var missing: Bool
  }

  /// The direction, script and language HarfBuzz guesses for `utf8` as a whole, which
  /// ``shape(_:properties:)`` gives each piece of it so the pieces shape as they do in it.
  func properties(of utf8: [UInt8]) -> hb_segment_properties_t {
    hb_buffer_clear_contents(buffer)
    add(utf8)
    hb_buffer_guess_segment_properties(buffer)
    var properties = hb_segment_properties_t()
    hb_buffer_get_segment_properties(buffer, &properties)
    return properties
  }

  private func add(_ utf8: [UInt8]) {
    utf8.withUnsafeBufferPointer { bytes in
      bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
        hb_buffer_add_utf8(buffer, $0, Int32(bytes.count), 0, Int32(bytes.count))
      }
    }
  }

  /// Shapes `utf8` and returns its clusters in logical order, with direction, script and
  /// language guessed from the text (as UIKit does for natural alignment) or, given
  /// `properties`, those.
  ///
  /// Given `properties`, it also says whether the result stands for `utf8` inside a longer
  /// text, from HarfBuzz's unsafe-to-concatenate flags: `startsClean` when no text before it
  /// could change it (its first cluster is clear), `endsClean` when no text after `probe`'s
  /// position could change it (shaped with the byte `probe` after it, whose cluster is clear
  /// and is then left out; true without a probe).
  func shape(
    _ utf8: [UInt8], properties: hb_segment_properties_t? = nil, probe: UInt8? = nil
  ) -> (clusters: [Cluster], startsClean: Bool, endsClean: Bool) {
    guard !utf8.isEmpty else { return ([], true, true) }
    hb_buffer_clear_contents(buffer)
    add(probe.map { utf8 + [$0] } ?? utf8)
    if var properties {
      hb_buffer_set_segment_properties(buffer, &properties)
      hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT)
    } else {
      hb_buffer_guess_segment_properties(buffer)
      hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_DEFAULT)
    }
    Self.features.withUnsafeBufferPointer {
      hb_shape(font, buffer, $0.baseAddress, UInt32($0.count))
    }
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return ([], false, false) }
    let unsafe = HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue
    var startsClean = true
    var endsClean = true
    var probeGlyphs = 0
    for index in 0..<Int(count) {
      let cluster = Int(infos[index].cluster)
      let clear = infos[index].mask & unsafe == 0
      if cluster == 0, !clear { startsClean = false }
      if cluster >= utf8.count {
        probeGlyphs += 1
        if cluster > utf8.count || !clear { endsClean = false }
      }
    }
    if probe != nil, probeGlyphs == 0 { endsClean = false }
    // Glyphs come in visual order: clusters rise for left-to-right text and fall for
    // right-to-left; glyphs of one cluster are adjacent either way.
    var clusters: [Cluster] = []
    clusters.reserveCapacity(Int(count))
    for index in 0..<Int(count) where Int(infos[index].cluster) < utf8.count {
      let offset = Int(infos[index].cluster)
      let advance = Double(positions[index].x_advance) / unitsPerEm
      let missing = infos[index].codepoint == 0
      if let last = clusters.last, last.byteOffset == offset {
        clusters[clusters.count - 1].advance += advance
        clusters[clusters.count - 1].missing = last.missing || missing
      } else {
        clusters.append(Cluster(byteOffset: offset, advance: advance, missing: missing))
      }
    }
    if let first = clusters.first, let last = clusters.last, first.byteOffset > last.byteOffset {
      clusters.reverse()
    }
    if !zip(clusters, clusters.dropFirst()).allSatisfy({ $0.byteOffset < $1.byteOffset }) {
      // Mixed directions: merge what is left by offset.
      (startsClean, endsClean) = (false, false)
      var merged: [Cluster] = []
      for cluster in clusters.sorted(by: { $0.byteOffset < $1.byteOffset }) {
        if let last = merged.last, last.byteOffset == cluster.byteOffset {
          merged[merged.count - 1].advance += cluster.advance
          merged[merged.count - 1].missing = last.missing || cluster.missing
        } else {
          merged.append(cluster)
        }
      }
      clusters = merged
    }
    return (clusters, startsClean, endsClean)
  }
}
