/// Breaks text into lines as UIKit's word wrapping does: explicit newlines always break; lines
/// break after spaces and hyphens and around East Asian wide characters; a word wider than the
/// line breaks between characters. A line's trailing spaces count in its width, as a Core Text
/// line's width counts its trailing whitespace, whether the line ends its paragraph or wraps
/// (a wrap's spaces are not shown), but hang past a width they do not fit in.
/// The mode says how a line that is cut shows (character wrapping breaks lines at words too:
/// see the module README, *What a measurement is*).
struct LineBreaker {
  /// Where lines wrap, in points (nil: never).
  let limit: Double?
  /// 0: no limit; 1: one line, never wrapped; N: wrapped, at most N lines.
  let numberOfLines: Int
  /// Whether a wrapped paragraph's last line keeps two words (``pushedOut(_:in:at:)``).
  let pushesOutOrphans: Bool
  /// How a cut line shows.
  let mode: LineBreakMode
  /// The advance of a piece of text in points.
  let measure: (Substring) -> Double

  init(
    limit: Double?, numberOfLines: Int, pushesOutOrphans: Bool = true,
    mode: LineBreakMode = .truncatingTail, measure: @escaping (Substring) -> Double
  ) {
    self.limit = limit
    self.numberOfLines = numberOfLines
    self.pushesOutOrphans = pushesOutOrphans
    self.mode = mode
    self.measure = measure
  }

  struct Result {
    var lines: [String]
    var width: Double
    var isTruncated: Bool
  }

  static let ellipsis = "\u{2026}"
  /// Slack for floating-point noise when a line fits exactly.
  static let tolerance = 1e-6

  mutating func layout(_ text: String) -> Result {
    guard !text.isEmpty else { return Result(lines: [], width: 0, isTruncated: false) }
    let paragraphs =
      Self.mayHoldNewline(text)
      ? text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      : [text[...]]
    var lines: [Substring] = []
    // Whether each line ends where its paragraph wraps (its spaces count in its width but are
    // not shown), rather than where the paragraph ends.
    var wraps: [Bool] = []
    for paragraph in paragraphs {
      if numberOfLines == 1 || limit == nil {
        lines.append(paragraph)
        wraps.append(false)
      } else {
        let wrapped = wrap(paragraph, at: limit!)
        lines += wrapped
        wraps += wrapped.indices.map { $0 < wrapped.count - 1 }
      }
      if numberOfLines > 0, lines.count > numberOfLines { break }
    }
    var texts = zip(lines, wraps).map { String($1 ? trimmed($0) : $0) }
    var widths = lines.map(lineWidth)
    var truncated = false
    if numberOfLines > 0, lines.count > numberOfLines {
      truncated = true
      texts.removeLast(lines.count - numberOfLines)
      widths.removeLast(lines.count - numberOfLines)
      // A truncating mode shows in the last line as much of the rest of its paragraph as fits
      // around "…"; the other modes stop at the last line as it was broken.
      if mode.ellipsises {
        let last = texts.count - 1
        let start = lines[last].startIndex
        let rest = text[start...].prefix { !$0.isNewline }
        (texts[last], widths[last]) = cut(numberOfLines == 1 ? lines[last] : rest, always: true)
      }
    }
    // A single line is cut at the width; wrapped lines already fit (a lone character wider
    // than the width is clipped, as UIKit draws it).
    for index in texts.indices
    where numberOfLines == 1 && widths[index] > (limit ?? .infinity) + Self.tolerance {
      truncated = true
      (texts[index], widths[index]) = cut(Substring(texts[index]), always: false)
    }
    return Result(lines: texts, width: widths.max() ?? 0, isTruncated: truncated)
  }

  /// False when no byte of `text` can belong to a newline (U+000A…U+000D, U+0085, U+2028,
  /// U+2029), so the text is one paragraph without looking at its characters.
  private static func mayHoldNewline(_ text: String) -> Bool {
    text.utf8.contains { (0x0A...0x0D).contains($0) || $0 == 0x85 || $0 == 0xA8 || $0 == 0xA9 }
  }

  /// A line's width, its trailing spaces included, at a wrap as at a paragraph's end
  /// (`CTLineGetTrailingWhitespaceWidth`: a line can be "longer than the desired width due to
  /// trailing whitespace"), except that they hang past the limit: a line whose visible text
  /// fits is no wider than the limit.
  private func lineWidth(_ line: Substring) -> Double {
    let whole = fitted(measure(line))
    guard let limit, whole > limit + Self.tolerance, line.last.map(Self.isSpace) == true else {
      return whole
    }
    return max(limit, fitted(measure(trimmed(line))))
  }

  /// A wrapped line's width never counts past the limit it was wrapped at.
  private func fitted(_ width: Double) -> Double {
    guard let limit, numberOfLines != 1 else { return width }
    return width > limit && width <= limit + 0.5 ? limit : width
  }

  /// `line` cut to the limit as ``mode`` shows it: the longest start before "…" (tail), end
  /// after it (head), start and end around it (middle), whole words (word wrapping) or
  /// characters (clipping, character wrapping) that fit. With `always`, a truncating mode adds
  /// "…" even when the line fits (text after it was dropped).
  private func cut(_ line: Substring, always: Bool) -> (String, Double) {
    let bound = limit ?? .infinity
    let whole = measure(line)
    if !always, whole <= bound + Self.tolerance { return (String(line), whole) }
    let characters = Array(line)
    let candidate: (Int) -> String
    switch mode {
    case .truncatingTail:
      candidate = { String(self.trimmed(Substring(String(characters[0..<$0])))) + Self.ellipsis }
    case .truncatingHead:
      candidate = { Self.ellipsis + Self.leadingTrimmed(characters[(characters.count - $0)...]) }
    case .truncatingMiddle:
      candidate = { count in
        let head = (count + 1) / 2
        let tail = count - head
        return String(self.trimmed(Substring(String(characters[0..<head])))) + Self.ellipsis
          + Self.leadingTrimmed(characters[(characters.count - tail)...])
      }
    case .clipping, .charWrapping:
      candidate = { String(characters[0..<$0]) }
    case .wordWrapping:
      // The line up to the end of each word; whole words when the first fits, else the
      // characters of the first word that fit. Only the prefixes the search measures are
      // made: all of them would be quadratic in the line's length.
      let ends = segments(line).map(\.endIndex)
      let prefix = { (words: Int) in
        String(self.trimmed(line[line.startIndex..<ends[words - 1]]))
      }
      let fits = { (text: String) in self.measure(Substring(text)) <= bound + Self.tolerance }
      if !ends.isEmpty, fits(prefix(1)) {
        let text = prefix(Self.largestFitting(ends.count) { fits(prefix($0)) })
        return (text, measure(Substring(text)))
      }
      candidate = { String(characters[0..<$0]) }
    }
    let count = Self.largestFitting(characters.count) {
      self.measure(Substring(candidate($0))) <= bound + Self.tolerance
    }
    let text = candidate(count)
    return (text, measure(Substring(text)))
  }

  /// The largest count in 0...`upper` for which `fits` holds, `fits` holding for every count
  /// below one that holds (widths grow with what is kept); 0 when none does.
  private static func largestFitting(_ upper: Int, _ fits: (Int) -> Bool) -> Int {
    var low = 0
    var high = upper
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(middle) { low = middle } else { high = middle - 1 }
    }
    return low
  }

  private static func leadingTrimmed(_ characters: ArraySlice<Character>) -> String {
    String(characters.drop { isSpace($0) })
  }

  private func trimmed(_ text: Substring) -> Substring {
    var end = text.endIndex
    while end > text.startIndex, Self.isSpace(text[text.index(before: end)]) {
      end = text.index(before: end)
    }
    return text[text.startIndex..<end]
  }

  static func isSpace(_ character: Character) -> Bool {
    guard character.isWhitespace, !character.isNewline else { return false }
    // No-break spaces join words.
    return !["\u{00A0}", "\u{202F}", "\u{2007}"].contains(character)
  }

  /// The pieces a paragraph may break between: each ends after its trailing spaces.
  private func segments(_ paragraph: Substring) -> [Substring] {
    var result: [Substring] = []
    var start = paragraph.startIndex
    var index = paragraph.startIndex
    while index < paragraph.endIndex {
      let character = paragraph[index]
      let next = paragraph.index(after: index)
      let following = next < paragraph.endIndex ? paragraph[next] : nil
      var breakAfter = false
      if let following {
        if Self.isSpace(character) {
          breakAfter = !Self.isSpace(following)
        } else if character == "-" || character == "\u{2010}" {
          breakAfter = following.isLetter || following.isNumber
        } else if isWide(character) || isWide(following) {
          breakAfter =
            !Self.isSpace(following) && !Kinsoku.forbidsBreak(between: character, and: following)
        }
      }
      if breakAfter {
        result.append(paragraph[start..<next])
        start = next
      }
      index = next
    }
    if start < paragraph.endIndex { result.append(paragraph[start..<paragraph.endIndex]) }
    return result
  }

  private func isWide(_ character: Character) -> Bool {
    character.unicodeScalars.first.map(FallbackAdvance.isWide) ?? false
  }

  /// Greedy wrapping of one paragraph at `width`; an empty paragraph is one empty line. Lines
  /// keep the spaces they wrap after: their width counts them, and ``layout(_:)`` leaves them
  /// out of the text shown.
  private func wrap(_ paragraph: Substring, at width: Double) -> [Substring] {
    var lines: [Substring] = []
    var lineStart: Substring.Index?
    var lineEnd = paragraph.startIndex
    var used = 0.0
    for segment in segments(paragraph) {
      let body = trimmed(segment)
      let bodyWidth = measure(body)
      if lineStart != nil, used + bodyWidth <= width + Self.tolerance {
        lineEnd = segment.endIndex
        used += measure(segment)
        continue
      }
      if let start = lineStart {
        lines.append(paragraph[start..<lineEnd])
        lineStart = nil
      }
      if bodyWidth <= width + Self.tolerance || body.isEmpty {
        lineStart = segment.startIndex
        lineEnd = segment.endIndex
        used = measure(segment)
        continue
      }
      // A word wider than the line: whole lines of characters, the rest starts a line.
      var pieceStart = segment.startIndex
      var pieceWidth = 0.0
      var index = segment.startIndex
      while index < body.endIndex {
        let next = segment.index(after: index)
        let characterWidth = measure(segment[index..<next])
        if pieceWidth + characterWidth > width + Self.tolerance, index > pieceStart {
          lines.append(segment[pieceStart..<index])
          pieceStart = index
          pieceWidth = 0
        }
        pieceWidth += characterWidth
        index = next
      }
      lineStart = pieceStart
      lineEnd = segment.endIndex
      used = measure(segment[pieceStart..<segment.endIndex])
    }
    // The paragraph's last line ends at the paragraph, not at a wrap: its spaces stay.
    if let start = lineStart {
      lines.append(paragraph[start..<lineEnd])
    }
    if lines.isEmpty { lines.append(paragraph[paragraph.startIndex..<paragraph.startIndex]) }
    return pushesOutOrphans ? pushedOut(lines, in: paragraph, at: width) : lines
  }

  /// `lines` with no orphan word on the last line: when the last line is a single word and
  /// the line before it has more than one, that line's last word moves down, if the last line
  /// still fits. UIKit's labels do this since iOS 11 (`NSParagraphStyle.LineBreakStrategy`
  /// `.pushOut`, part of the `.standard` strategy `UILabel` uses by default).
  private func pushedOut(_ lines: [Substring], in paragraph: Substring, at width: Double)
    -> [Substring]
  {
    guard lines.count >= 2 else { return lines }
    let last = lines[lines.count - 1]
    let previous = lines[lines.count - 2]
    let words = segments(previous)
    guard !last.isEmpty, segments(last).count == 1, !last.contains(where: isWide),
      words.count >= 2, let moved = words.last, !moved.contains(where: isWide)
    else { return lines }
    let newLast = paragraph[moved.startIndex..<last.endIndex]
    guard measure(trimmed(newLast)) <= width + Self.tolerance else { return lines }
    var result = lines
    result[lines.count - 2] = previous[previous.startIndex..<moved.startIndex]
    result[lines.count - 1] = newLast
    return result
  }
}
