extension TextMeasurer {
  /// Lays out attributed text as UIKit lays out a label's `attributedText`: each run shaped
  /// in its own font (a run's kern after each of its characters), lines broken across runs as
  /// plain text breaks, every line as tall as the tallest font among the runs, and the
  /// paragraph style applied as `NSParagraphStyle` documents it (the natural line height
  /// times `lineHeightMultiple`, held between the minimum and maximum; `lineSpacing` between
  /// lines, not under the last; `paragraphSpacing` between paragraphs; the head indents
  /// narrowing the lines, the tail indent ending them; a run's baseline offset growing its
  /// line; tabs moving to the tab stops). `category` and `ideographEms` resolve the runs'
  /// fonts as ``TextContent`` resolves a plain font, and `fontScale` scales them (a label that
  /// shrinks its text to fit); the other arguments are
  /// ``layout(_:font:width:numberOfLines:pushesOutOrphans:lineBreakMode:)``'s.
  public func layout(
    _ text: AttributedText, category: ContentSizeCategory = .default,
    ideographEms: Double? = nil, fontScale: Double = 1, width: Double? = nil,
    numberOfLines: Int = 1, pushesOutOrphans: Bool = true,
    lineBreakMode: LineBreakMode = .truncatingTail
  ) throws(TextError) -> AttributedLayout {
    if let width, !(width.isFinite && width >= 0) { throw .invalidWidth(width) }
    guard numberOfLines >= 0 else { throw .invalidNumberOfLines(numberOfLines) }
    let key = AttributedLayoutCache.Key(
      text: text, category: category, ideographEms: ideographEms, fontScale: fontScale,
      width: width, numberOfLines: numberOfLines, pushesOutOrphans: pushesOutOrphans,
      lineBreakMode: lineBreakMode)
    if let known = attributedLayouts[key] { return known }
    if text.hasParagraphStyles {
      let result = try layoutByParagraph(
        text, category: category, ideographEms: ideographEms, fontScale: fontScale, width: width,
        numberOfLines: numberOfLines, pushesOutOrphans: pushesOutOrphans,
        lineBreakMode: lineBreakMode)
      attributedLayouts[key] = result
      return result
    }
    let fonts = text.runs.map { run in
      var font = run.font.resolved(at: category)
      font.ideographEms = ideographEms
      font.size *= fontScale
      return font
    }
    for font in fonts { try TextFont.check(size: font.size) }
    let style = text.paragraphStyle
    let full = text.string
    let limit = style.tailLimit(width)
    var laid = try brokenLines(
      text, fonts: fonts, full: full, limit: limit,
      indent: style.indent(singleLine: numberOfLines == 1 || limit == nil),
      numberOfLines: numberOfLines, pushesOutOrphans: pushesOutOrphans,
      lineBreakMode: lineBreakMode)
    if let limit, numberOfLines != 1, style.firstLineHeadIndent != style.headIndent {
      // Lines after a paragraph's first are indented otherwise: the text is broken again with
      // the larger indent unless every paragraph fits its first line.
      let first = try brokenLines(
        text, fonts: fonts, full: full, limit: limit, indent: max(0, style.firstLineHeadIndent),
        numberOfLines: numberOfLines, pushesOutOrphans: pushesOutOrphans,
        lineBreakMode: lineBreakMode)
      if first.lines.count == Self.paragraphCount(full), !first.isTruncated { laid = first }
    }
    // Each run's line: ascender, descender and spacing (a text style's leading); a run moved
    // up by its baseline offset needs that much more above the baseline, one moved down that
    // much more below it.
    var metrics: [(ascender: Double, descender: Double, spacing: Double)] = []
    for (font, run) in zip(fonts, text.runs) {
      let line = try layout("", font: font, width: nil, numberOfLines: 0)
      let offset = run.baselineOffset
      metrics.append(
        (
          line.ascender + max(0, offset), line.lineHeight - line.ascender + max(0, -offset),
          line.lineSpacing
        ))
    }
    let ranges = Self.runRanges(of: laid.lines, in: text, full: full)
    var height = 0.0
    var tallest = (height: 0.0, spacing: 0.0)
    var firstAscender = 0.0
    for (index, runs) in ranges.enumerated() {
      // A line is as tall as the highest ascender over the deepest descender of its runs;
      // what the taller line adds is above the text.
      let ascender = runs.map { metrics[$0].ascender }.max() ?? 0
      let descender = runs.map { metrics[$0].descender }.max() ?? 0
      let natural = ascender + descender
      let lineHeight = style.lineHeight(natural: natural)
      let spacing =
        style.lineHeight(natural: max(natural, runs.map { metrics[$0].spacing }.max() ?? 0))
        + style.lineSpacing
      if index == 0 { firstAscender = lineHeight - descender }
      height += index == ranges.count - 1 ? lineHeight : spacing
      tallest = (max(tallest.height, lineHeight), max(tallest.spacing, spacing))
    }
    let paragraphs = min(Self.paragraphCount(full), laid.lines.count)
    height +=
      Double(max(0, paragraphs - 1)) * (style.paragraphSpacing + style.paragraphSpacingBefore)
    let result = AttributedLayout(
      layout: TextLayout(
        lines: laid.lines, width: laid.width, lineHeight: tallest.height,
        lineSpacing: tallest.spacing, ascender: firstAscender, isTruncated: laid.isTruncated),
      height: height)
    attributedLayouts[key] = result
    return result
  }

  /// Text whose paragraphs have paragraph styles of their own, laid out paragraph by
  /// paragraph, each in its style, one under the other: between two paragraphs the upper
  /// one's `lineSpacing` and `paragraphSpacing` and the lower one's `paragraphSpacingBefore`.
  /// With a line limit, the paragraphs after the last line's are left out and the text is
  /// truncated.
  private func layoutByParagraph(
    _ text: AttributedText, category: ContentSizeCategory, ideographEms: Double?,
    fontScale: Double, width: Double?, numberOfLines: Int, pushesOutOrphans: Bool,
    lineBreakMode: LineBreakMode
  ) throws(TextError) -> AttributedLayout {
    var lines: [String] = []
    var widest = 0.0
    var height = 0.0
    var tallest = (height: 0.0, spacing: 0.0)
    var ascender = 0.0
    var truncated = false
    var previous: ParagraphStyle?
    let paragraphs = text.paragraphs
    for (index, paragraph) in paragraphs.enumerated() {
      let remaining = numberOfLines == 0 ? 0 : numberOfLines - lines.count
      if numberOfLines > 0, remaining <= 0 {
        truncated = true
        break
      }
      var laid = try layout(
        paragraph, category: category, ideographEms: ideographEms, fontScale: fontScale,
        width: width, numberOfLines: remaining, pushesOutOrphans: pushesOutOrphans,
        lineBreakMode: lineBreakMode)
      if laid.layout.lines.isEmpty {
        // An empty paragraph is an empty line as tall as its run's font.
        var line = try layout(
          AttributedText(
            runs: [TextRun(" ", font: paragraph.runs.first?.font ?? .system(size: 12))],
            paragraphStyle: paragraph.paragraphStyle), category: category,
          ideographEms: ideographEms, fontScale: fontScale)
        line.layout.lines = [""]
        line.layout.width = 0
        laid = line
      }
      let style = paragraph.paragraphStyle
      if let previous {
        height += previous.lineSpacing + previous.paragraphSpacing + style.paragraphSpacingBefore
      }
      if index == 0 { ascender = laid.layout.ascender }
      lines += laid.layout.lines
      widest = max(widest, laid.layout.width)
      height += laid.height
      tallest = (
        max(tallest.height, laid.layout.lineHeight), max(tallest.spacing, laid.layout.lineSpacing)
      )
      truncated = truncated || laid.layout.isTruncated
      previous = style
    }
    return AttributedLayout(
      layout: TextLayout(
        lines: lines, width: widest, lineHeight: tallest.height, lineSpacing: tallest.spacing,
        ascender: ascender, isTruncated: truncated),
      height: height)
  }

  /// The text broken into lines at `limit` less `indent` (its widest line's width with the
  /// indent): in the one font's plain layout when every run shares it, else each part in its
  /// run's font.
  private func brokenLines(
    _ text: AttributedText, fonts: [ResolvedFont], full: String, limit: Double?,
    indent: Double, numberOfLines: Int, pushesOutOrphans: Bool, lineBreakMode: LineBreakMode
  ) throws(TextError) -> (lines: [String], width: Double, isTruncated: Bool) {
    let inner = limit.map { max(0, $0 - indent) }
    let laid: (lines: [String], width: Double, isTruncated: Bool)
    if text.isPlain, !full.contains("\t"), let font = fonts.first {
      let plain = try layout(
        full, font: font, width: inner, numberOfLines: numberOfLines,
        pushesOutOrphans: pushesOutOrphans, lineBreakMode: lineBreakMode)
      laid = (plain.lines, plain.width, plain.isTruncated)
    } else {
      var failure: TextError?
      let measure = runMeasure(text, fonts: fonts, full: full) { failure = failure ?? $0 }
      var breaker = LineBreaker(
        limit: inner, numberOfLines: numberOfLines, pushesOutOrphans: pushesOutOrphans,
        mode: lineBreakMode, measure: measure)
      let broken = breaker.layout(full)
      if let failure { throw failure }
      laid = (broken.lines, broken.width, broken.isTruncated)
    }
    return (laid.lines, laid.lines.isEmpty ? 0 : laid.width + indent, laid.isTruncated)
  }

  /// For each line, the runs its characters come from, found in order in `full` (a line's
  /// "…" left out); a line not found there (cut in its middle or at its head) counts every
  /// run, an empty line the run it starts in.
  static func runRanges(of lines: [String], in text: AttributedText, full: String) -> [[Int]] {
    let runs = text.runs
    let ends = text.runEnds
    let bytes = Array(full.utf8)
    let every = Array(runs.indices).filter { !runs[$0].text.isEmpty }
    func covering(from start: Int, to end: Int) -> [Int] {
      let first = firstRun(endingAfter: start, ends: ends)
      if start == end {
        return ends.isEmpty ? [] : [first < ends.count ? first : ends.count - 1]
      }
      var result: [Int] = []
      var runStart = first > 0 ? ends[first - 1] : 0
      for run in first..<ends.count {
        if runStart >= end { break }
        if max(start, runStart) < min(end, ends[run]) { result.append(run) }
        runStart = ends[run]
      }
      return result
    }
    var cursor = 0
    return lines.map { line in
      var needle = Array(line.utf8)
      let ellipsis = Array(LineBreaker.ellipsis.utf8)
      if needle.count >= ellipsis.count, Array(needle.suffix(ellipsis.count)) == ellipsis {
        needle.removeLast(ellipsis.count)
      }
      if needle.isEmpty {
        if cursor < bytes.count, bytes[cursor] == 0x0A || bytes[cursor] == 0x0D { cursor += 1 }
        return covering(from: cursor, to: cursor)
      }
      guard needle.count <= bytes.count, cursor <= bytes.count - needle.count,
        let found = (cursor...(bytes.count - needle.count)).first(where: { start in
          bytes[start..<(start + needle.count)].elementsEqual(needle)
        })
      else { return every }
      cursor = found + needle.count
      return covering(from: found, to: cursor)
    }
  }

  /// The advance of a piece of `full` (the runs joined): each part of it in the run it
  /// falls in, shaped in that run's font, plus the run's kern per character; a tab moves to
  /// the paragraph style's next tab stop, counted from the piece's start (a whole line's
  /// start when the breaker measures a line). A piece that is not part of `full` (a truncated
  /// line with its "…") is measured in the first run's font.
  private func runMeasure(
    _ text: AttributedText, fonts: [ResolvedFont], full: String,
    failed: @escaping (TextError) -> Void
  ) -> (Substring) -> Double {
    let ends = text.runEnds
    let style = text.paragraphStyle
    func advance(_ part: Substring, run: Int) -> Double {
      do {
        let width = try layout(String(part), font: fonts[run], width: nil, numberOfLines: 0)
          .width
        return width + text.runs[run].kern * Double(part.count)
      } catch {
        failed(error)
        return 0
      }
    }
    // The advance of `part` in `run` starting `x` points into the piece, its tabs at the
    // tab stops.
    func advance(_ part: Substring, run: Int, from x: Double) -> Double {
      guard part.contains("\t") else { return advance(part, run: run) }
      var position = x
      var segments = part.split(separator: "\t", omittingEmptySubsequences: false)[...]
      let last = segments.removeLast()
      for segment in segments {
        position += advance(segment, run: run)
        position = style.tabPosition(after: position) ?? position + advance("\t", run: run)
      }
      return position + advance(last, run: run) - x
    }
    return { piece in
      guard !fonts.isEmpty else { return 0 }
      guard piece.base == full else { return advance(piece, run: 0, from: 0) }
      let start = full.utf8.distance(from: full.startIndex, to: piece.startIndex)
      let end = full.utf8.distance(from: full.startIndex, to: piece.endIndex)
      var total = 0.0
      let first = Self.firstRun(endingAfter: start, ends: ends)
      var runStart = first > 0 ? ends[first - 1] : 0
      for run in first..<ends.count {
        let runEnd = ends[run]
        defer { runStart = runEnd }
        if runStart >= end { break }
        let from = max(start, runStart)
        let to = min(end, runEnd)
        guard from < to else { continue }
        let lower = full.utf8.index(full.startIndex, offsetBy: from)
        let upper = full.utf8.index(full.startIndex, offsetBy: to)
        total += advance(full[lower..<upper], run: run, from: total)
      }
      return total
    }
  }

  /// The first run whose end (`ends`: each run's end in bytes, in order) is past `offset`, or
  /// `ends.count`. Lines and words are looked up in their runs by it: a walk from the first run
  /// for each is quadratic in runs (Fuzz/README.md, *Findings*).
  static func firstRun(endingAfter offset: Int, ends: [Int]) -> Int {
    var low = 0
    var high = ends.count
    while low < high {
      let middle = (low + high) / 2
      if ends[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// How many paragraphs `text` holds (newlines separate them), as the line breaker splits it.
  private static func paragraphCount(_ text: String) -> Int {
    text.isEmpty ? 0 : text.reduce(1) { $0 + ($1.isNewline ? 1 : 0) }
  }
}
