import LayoutCore

/// Fuzzy matching of device names: normalises names to word sets and scores candidates.
///
/// Word sets rather than strings make order and punctuation irrelevant ("Pro Max 15" finds the
/// iPhone 15 Pro Max); counting the candidate's unmatched words makes the shortest fitting
/// name win, so "iphone 15 pro" is not the 15 Pro Max.
struct DeviceNameMatcher: Sendable {
  /// The outcome of resolving a query.
  enum Resolution: Equatable {
    /// Exactly one device fits best.
    case match(Int)
    /// Several devices fit equally well: every device whose name holds all the query's
    /// words (indices in catalog order), so the message shows what the query could mean,
    /// not only the shortest names (`iPad Pro` lists all its models).
    case ambiguous([Int])
    /// No device contains every query word.
    case none
  }

  /// One name or alias of a device.
  private struct Entry: Sendable {
    var device: Int
    var words: [String]
    var joined: String
  }

  private let entries: [Entry]

  /// Creates a matcher over `names[i]` = the name and aliases of device `i`.
  init(names: [[String]]) {
    entries = names.enumerated().flatMap { device, labels in
      labels.map { label in
        let words = Self.words(in: label)
        return Entry(device: device, words: words, joined: words.joined(separator: " "))
      }
    }
  }

  /// Resolves a query: exact words first, then words with one typo.
  func resolve(_ query: String) -> Resolution {
    let queryWords = Self.words(in: query)
    guard !queryWords.isEmpty else { return .none }
    for tolerant in [false, true] {
      var bestExtra: [Int: Int] = [:]
      for entry in entries {
        guard let extra = Self.unmatchedCount(of: queryWords, in: entry.words, tolerant: tolerant)
        else { continue }
        bestExtra[entry.device] = min(bestExtra[entry.device] ?? .max, extra)
      }
      guard let fewest = bestExtra.values.min() else { continue }
      let winners = bestExtra.filter { $0.value == fewest }.map(\.key)
      guard winners.count > 1 else { return .match(winners[0]) }
      // Names holding the query as a phrase ("iPad Pro (11-inch)") come before names that
      // merely hold its words ("iPad mini (A17 Pro)"); the latter are listed only when no
      // name holds the phrase.
      let phrase = Set(
        entries.filter { bestExtra[$0.device] != nil && Self.holds(queryWords, in: $0.words) }
          .map(\.device))
      return .ambiguous((phrase.isEmpty ? Set(bestExtra.keys) : phrase).sorted())
    }
    return .none
  }

  /// Indices of devices sharing a word with `query` (allowing one typo), ranked by
  /// similarity: most shared words first, then the
  /// nearest model numbers, then smallest edit distance between the normalised strings, then
  /// catalog order.
  ///
  /// Model numbers are compared as numbers because their spelling says nothing: "iphone 99"
  /// is one edit from "iphone 9" and two from "iphone 4" and "iphone 17" alike, so by edit
  /// distance alone it would suggest the oldest iPhones, where the newest are what was meant.
  func closest(to query: String, limit: Int) -> [Int] {
    let queryWords = Self.words(in: query)
    let joined = queryWords.joined(separator: " ")
    let queryNumbers = queryWords.compactMap(Int.init)
    var best: [Int: (shared: Int, gap: Int, distance: Int)] = [:]
    for entry in entries {
      let shared = queryWords.filter { word in entry.words.contains { Self.similar(word, $0) } }
        .count
      let score = (
        shared: shared, gap: Self.numberGap(queryNumbers, entry.words.compactMap(Int.init)),
        distance: editDistance(joined, entry.joined)
      )
      if let current = best[entry.device], !Self.ranksBefore(score, current) { continue }
      best[entry.device] = score
    }
    // A name sharing no word with the query is noise, not a suggestion ("tablets" is no
    // iPhone however few edits apart).
    let ranked = best.filter { $0.value.shared > 0 }.sorted { lhs, rhs in
      if Self.ranksBefore(lhs.value, rhs.value) { return true }
      if Self.ranksBefore(rhs.value, lhs.value) { return false }
      return lhs.key < rhs.key
    }
    return ranked.prefix(limit).map(\.key)
  }

  /// Whether `words` holds `phrase` as consecutive words.
  private static func holds(_ phrase: [String], in words: [String]) -> Bool {
    guard phrase.count <= words.count else { return false }
    return (0...(words.count - phrase.count)).contains {
      Array(words[$0..<($0 + phrase.count)]) == phrase
    }
  }

  private static func ranksBefore(
    _ lhs: (shared: Int, gap: Int, distance: Int), _ rhs: (shared: Int, gap: Int, distance: Int)
  ) -> Bool {
    if lhs.shared != rhs.shared { return lhs.shared > rhs.shared }
    if lhs.gap != rhs.gap { return lhs.gap < rhs.gap }
    return lhs.distance < rhs.distance
  }

  /// How far a name's model numbers are from the query's: for each query number, the
  /// distance to the nearest number in the name, summed (0 when the query has none; a name
  /// without numbers is farthest).
  private static func numberGap(_ query: [Int], _ name: [Int]) -> Int {
    guard !query.isEmpty else { return 0 }
    guard !name.isEmpty else { return .max }
    return query.reduce(0) { sum, number in
      // Clamped so absurd query numbers cannot overflow the sum.
      sum + min(1_000_000, name.map { abs($0 - number) }.min()!)
    }
  }

  /// How many words of `candidate` the query leaves unmatched, or `nil` if some query word
  /// is missing from it. Each candidate word is used at most once.
  private static func unmatchedCount(of query: [String], in candidate: [String], tolerant: Bool)
    -> Int?
  {
    var remaining = candidate
    for word in query {
      guard
        let position = remaining.firstIndex(of: word)
          ?? (tolerant ? remaining.firstIndex(where: { similar(word, $0) }) : nil)
      else { return nil }
      remaining.remove(at: position)
    }
    return remaining.count
  }

  /// Equal, or one edit apart for words long enough that one edit is a typo, not another model.
  private static func similar(_ lhs: String, _ rhs: String) -> Bool {
    lhs == rhs || (min(lhs.count, rhs.count) >= 4 && editDistance(lhs, rhs) <= 1)
  }

  /// Normalised words of a name: lower case, punctuation as spaces, ordinals as digits,
  /// filler words dropped, `iphone15` split into `iphone 15`.
  static func words(in text: String) -> [String] {
    var cleaned = ""
    for character in text.lowercased() {
      if character == "+" {
        cleaned += " plus "
      } else if character.isLetter || character.isNumber || character == "." {
        cleaned.append(character)
      } else {
        cleaned.append(" ")
      }
    }
    return cleaned.split(separator: " ").flatMap { normalise(String($0)) }
  }

  private static let fillerWords: Set<String> = ["generation", "gen", "inch", "apple", "the"]

  private static let ordinalWords: [String: String] = [
    "first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "sixth": "6",
    "seventh": "7", "eighth": "8", "ninth": "9", "tenth": "10", "eleventh": "11",
  ]

  private static func normalise(_ raw: String) -> [String] {
    let word = raw.trimmingDots
    if word.isEmpty || fillerWords.contains(word) { return [] }
    if let digit = ordinalWords[word] { return [digit] }
    if word == "promax" { return ["pro", "max"] }
    // "3rd", "10th": keep the number.
    for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) {
      let number = word.dropLast(2)
      if !number.isEmpty, number.allSatisfy(\.isNumber) { return [String(number)] }
    }
    // "iphone15" -> "iphone 15" and "15promax" -> "15 pro max"; runs of fewer than three
    // letters are part of a model name ("m4", "se2", "6s", "3gs", "16e").
    if let firstDigit = word.firstIndex(where: \.isNumber),
      word.distance(from: word.startIndex, to: firstDigit) >= 3,
      word[..<firstDigit].allSatisfy(\.isLetter)
    {
      return [String(word[..<firstDigit])] + normalise(String(word[firstDigit...]))
    }
    if let firstLetter = word.firstIndex(where: \.isLetter), firstLetter != word.startIndex,
      word.distance(from: firstLetter, to: word.endIndex) >= 3,
      word[..<firstLetter].allSatisfy(\.isNumber), word[firstLetter...].allSatisfy(\.isLetter)
    {
      return [String(word[..<firstLetter])] + normalise(String(word[firstLetter...]))
    }
    return [word]
  }
}
