/// Finds the conflict messages and constraint descriptions in a pasted console log.
///
/// The parser is line-driven and forgiving: it does not need the `(` … `)` list, the header
/// or the advice text; a description is recognised by its `<Class:0x…` start (or a
/// `…Constraint:` class when the `<` was lost) and may be wrapped over several lines.
enum ConflictLogParser {
  static let headerPhrases = [
    "Unable to simultaneously satisfy constraints", "Conflicting constraints detected",
  ]
  static let breakingPhrase = "Will attempt to recover by breaking"
  /// UIKit's advice before the list, printed only in a conflict message; lowercased, as it
  /// is matched in any case.
  static let advicePhrase = "probably at least one of the constraints in the following list"
  /// What UIKit and AppKit print after the "breaking" description, only in a conflict
  /// message.
  static let trailerPhrases = [
    "UIViewAlertForUnsatisfiableConstraints",
    "NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints",
  ]
  /// Prose lines that are never continuations of a wrapped description.
  static let prosePhrases = [
    "Unable to simultaneously", "Conflicting constraints", "Will attempt", "Make a symbolic",
    "The methods in the", "Probably at least", "Try this", "(1) look", "(2) find", "(Note:",
    "Set the NSUserDefault", "Break on objc_exception_throw",
  ]

  /// Parses the log.
  static func parse(_ log: String) -> ParsedLog {
    let lines = LogCleaner.lines(of: log).map(AngleBracketedItems.unwrap)
    // Each line's text is read several times below; built once here.
    let texts = lines.map(\.text)
    let lastTextLine =
      texts.lastIndex { !$0.trimmingWhitespace().isEmpty } ?? (lines.count - 1)
    var parsed = ParsedLog()
    var current: ParsedLog.Block?
    var expectBroken = false
    var inList = false
    // Whether the paste ends inside a listed description that could not be read.
    var endsInsideDescription = false
    // Whether UIKit's advice was seen for a message not started yet (its header lost).
    var adviceIsPending = false
    func startWithoutHeader(at line: Int) {
      current = ParsedLog.Block(line: line, hasHeader: false)
      current?.hasConflictProse = adviceIsPending
      adviceIsPending = false
    }
    var lineIndex = 0
    while lineIndex < lines.count {
      let line = lines[lineIndex]
      let text = texts[lineIndex]
      let trimmed = text.trimmingWhitespace()
      var breakingAt: Int?
      if let offset = SolveReport.conflictOffset(in: text) {
        // `layout solve`'s report names the broken constraint first, then lists the set.
        if let block = current { parsed.blocks.append(block) }
        current = ParsedLog.Block(line: lineIndex + 1, hasHeader: true)
        current?.hasBreakingLine = true
        current?.listsAfterBroken = true
        current?.listIsClosed = true
        breakingAt = offset
        inList = false
        expectBroken = false
        adviceIsPending = false
      } else if SolveReport.startsOtherSection(trimmed) {
        // The report's broken and rejected constraints, listed again outside any conflict.
        if let block = current { parsed.blocks.append(block) }
        current = nil
        expectBroken = false
        inList = false
        lineIndex = SolveReport.sectionEnd(texts, after: lineIndex)
        continue
      }
      if let phrase = headerPhrase(texts, at: lineIndex) {
        if let block = current { parsed.blocks.append(block) }
        current = ParsedLog.Block(line: lineIndex + 1, hasHeader: true)
        current?.isAppKit = phrase == headerPhrases[1] || trimmed.hasSuffix("constraints:")
        expectBroken = false
        adviceIsPending = false
      }
      // Any case: machine translation capitalises words ("in the Following list").
      if text.lowercased().includes(advicePhrase) {
        // The advice comes before the list: it belongs to the message that is open, or,
        // when that one has ended or none has started, to the next.
        if let block = current, !block.isFinished {
          current?.hasConflictProse = true
        } else {
          adviceIsPending = true
        }
      }
      if trailerPhrases.contains(where: { text.includes($0) }) {
        current?.hasConflictProse = true
      }
      if let offset = text.offset(of: breakingPhrase) {
        // AppKit's one-line form lists the set and names the broken constraint on one line.
        breakingAt = offset + breakingPhrase.count
        inList = false
        if current == nil { startWithoutHeader(at: lineIndex + 1) }
        current?.hasBreakingLine = true
        current?.listIsClosed = true
      }
      if trimmed == "(" {
        inList = true
        current?.listIsOpened = true
      }
      if closesList(trimmed) {
        inList = false
        current?.listIsClosed = true
      }
      if trimmed.includes(redactedMarker) { parsed.redactedLines.append(lineIndex + 1) }
      var found = false
      var consumedUpTo = lineIndex
      var position = 0
      while let start = descriptionStart(in: line, from: position) {
        found = true
        if let breakingAt, start >= breakingAt { expectBroken = true }
        let (characters, joins, endLine, endIndex) = collect(lines, line: lineIndex, start: start)
        consumedUpTo = max(consumedUpTo, endLine)
        let endPosition = characters.last.map { ($0.line, $0.column + 1) } ?? (lineIndex + 1, 1)
        do throws(ParseIssue) {
          let constraint = try parseJoined(characters, joins: joins, endPosition: endPosition)
          parsed.record(constraint)
          let isCutOff = closingIndex(in: characters) == nil && endLine >= lastTextLine
          if current == nil {
            startWithoutHeader(at: constraint.line)
          } else if !expectBroken, let block = current, block.isFinished,
            !block.listsAfterBroken
          {
            // UIKit lists nothing after the "breaking" description, so a listed one here
            // starts the next message, whose header the paste lost; read into the finished
            // message it would take that message's broken constraint as its own.
            parsed.blocks.append(block)
            startWithoutHeader(at: constraint.line)
            current?.followsMessage = true
          }
          if expectBroken {
            current?.broken = constraint.address
            current?.brokenIsCutOff = isCutOff
            expectBroken = false
          } else {
            current?.lastDescriptionLine = endLine
            if isCutOff { parsed.cutDescription = constraint.address }
            if current?.listedAddresses.insert(constraint.address).inserted == true {
              current?.listed.append(constraint.address)
            }
          }
        } catch {
          let cutOff = closingIndex(in: characters) == nil && endLine >= lastTextLine
          parsed.issues.append(
            cutOff
              ? ParseIssue(
                line: error.line, column: error.column,
                message: "the paste ends inside this description (\(error.message))")
              : error)
          if expectBroken {
            if current == nil { startWithoutHeader(at: lineIndex + 1) }
            recordUnreadableBroken(
              address(of: characters), cutOff: cutOff, line: lineIndex + 1, in: &current!,
              known: parsed.constraints)
          } else if cutOff {
            current?.lastDescriptionLine = endLine
            endsInsideDescription = true
          }
          expectBroken = false
        }
        guard endLine == lineIndex else { break }
        position = endIndex
      }
      if breakingAt != nil, !found { expectBroken = true }
      if !found, !trimmed.isEmpty, !trimmed.includes(redactedMarker),
        inList || trimmed.hasPrefix("\"") || trimmed.hasPrefix("<"),
        trimmed != "(", !closesList(trimmed),
        !prosePhrases.contains(where: { trimmed.includes($0) }),
        let first = line.first(where: { !$0.character.isSpace })
      {
        parsed.issues.append(
          ParseIssue(
            line: first.line, column: first.column,
            message:
              "expected a constraint description like \"<NSLayoutConstraint:0x… a.top == b.top>\""))
      }
      lineIndex = consumedUpTo + 1
    }
    if var block = current {
      block.breakingLineIsCutOff = endsInsideBreakingLine(lines, lastTextLine: lastTextLine)
      if !block.listIsClosed, let last = block.lastDescriptionLine {
        // A list the paste ends in: opened and never closed, or its last description
        // followed by the comma UIKit puts only between descriptions.
        let trailingComma = lines[last].text.trimmingWhitespace().hasSuffix(",")
        block.listIsCutOff =
          block.listIsOpened || trailingComma || endsInsideDescription
          || parsed.cutDescription != nil
      }
      parsed.blocks.append(block)
    }
    TruncatedAddresses.resolve(in: &parsed)
    MasonryFormat.inferSources(in: &parsed)
    return parsed
  }

  /// The header phrase a line holds, also when a wrap splits it over this line and the
  /// next (`Unable to simult` / `aneously satisfy constraints.`), joined directly as a
  /// terminal wraps or with the space a mail client drops.
  static func headerPhrase(_ texts: [String], at index: Int) -> String? {
    let text = texts[index]
    if let phrase = headerPhrases.first(where: { text.includes($0) }) { return phrase }
    guard index + 1 < texts.count, let last = text.last else { return nil }
    // A phrase that crosses the break covers this line's last character, at a place other
    // than its own last: most lines end otherwise, and skip the joins below.
    let crossing = headerPhrases.filter { $0.dropLast().contains(last) }
    guard !crossing.isEmpty else { return nil }
    let next = texts[index + 1].trimmingWhitespace()
    let nextHasOne = headerPhrases.contains { next.includes($0) }
    guard !nextHasOne, !next.isEmpty else { return nil }
    return crossing.first { phrase in
      [text + next, text + " " + next].contains { joined in
        // The phrase must cross the break, starting on this line.
        guard let offset = joined.offset(of: phrase) else { return false }
        return offset < text.count && offset + phrase.count > text.count
      }
    }
  }

  /// What `os_log` prints in place of redacted arguments (macOS Console, `log show`).
  static let redactedMarker = "<private>"

  /// Records a "breaking" description that could not be read: a cut-off one still names
  /// the constraint by its address, or by the one listed address its cut address starts.
  static func recordUnreadableBroken(
    _ address: String?, cutOff: Bool, line: Int, in block: inout ParsedLog.Block,
    known: [String: LogConstraint]
  ) {
    guard cutOff else {
      block.brokenUnreadableLine = line
      return
    }
    guard let address else { return }
    if known[address] != nil {
      block.broken = address
      block.brokenIsCutOff = true
      return
    }
    let candidates = block.listed.filter { $0.hasPrefix(address) && $0 != address }
    block.brokenCutAddress = address
    block.brokenCandidates = candidates
    if candidates.count == 1 {
      block.broken = candidates[0]
      block.brokenIsCutOff = true
    }
  }

  /// Whether the paste's last line is the start of "Will attempt to recover by breaking
  /// constraint", cut short (`Will attempt to recover by b`).
  static func endsInsideBreakingLine(_ lines: [[LocatedCharacter]], lastTextLine: Int) -> Bool {
    guard lastTextLine >= 0, lastTextLine < lines.count else { return false }
    let last = lines[lastTextLine].text.trimmingWhitespace()
    let full = breakingPhrase + " constraint"
    return last.count >= "Will att".count && last.count < full.count && full.hasPrefix(last)
  }

  /// The address of a description that cannot be read as a whole (`<Class:0xADDR …`).
  static func address(of characters: [LocatedCharacter]) -> String? {
    var scanner = DescriptionScanner(
      DescriptionParser.stripDelimiters(characters), endPosition: (0, 0))
    return (try? DescriptionParser.parseHeader(&scanner))?.address
  }

  /// The index where a description starts: `<Class:` or, when the `<` was lost, a class
  /// name ending in `Constraint` followed by `:` at the start of a word.
  static func descriptionStart(in line: [LocatedCharacter], from start: Int) -> Int? {
    var index = start
    while index < line.count {
      let character = line[index].character
      if character == "<" {
        var end = index + 1
        while end < line.count, LogItem.isClassCharacter(line[end].character) { end += 1 }
        if end - index > 2, end < line.count, line[end].character == ":" { return index }
      } else if character.isLetterQuickly || character == "_",
        index == 0 || [" ", "\t", "\"", "("].contains(line[index - 1].character)
      {
        var end = index
        while end < line.count, LogItem.isClassCharacter(line[end].character) { end += 1 }
        let word = Array(line[index..<end]).text
        if word.hasSuffix("Constraint"), end < line.count, line[end].character == ":" {
          return index
        }
      }
      index += 1
    }
    return nil
  }

  /// The characters of the description starting at `start`, joined across wrapped lines,
  /// the indices where continuations begin, and the line and index just after its `>`.
  static func collect(_ lines: [[LocatedCharacter]], line: Int, start: Int)
    -> ([LocatedCharacter], [Int], Int, Int)
  {
    var characters = Array(lines[line][start...])
    var joins: [Int] = []
    var lineIndex = line
    var offsetInLine = start
    // Each round scans only what the last one added (a `>` can pair with the `=` that
    // starts the next line), so a long unclosed paste stays linear.
    var scanFrom = 1
    while true {
      if let end = closingIndex(in: characters, from: scanFrom) {
        return (Array(characters[...end]), joins, lineIndex, offsetInLine + end + 1)
      }
      let next = lineIndex + 1
      guard next < lines.count, isContinuation(lines[next]) else {
        return (characters, joins, lineIndex, lines[lineIndex].count)
      }
      let continuation = lines[next].trimmed()
      let leading = lines[next].firstIndex(where: { !$0.character.isSpace }) ?? 0
      offsetInLine = leading - characters.count
      joins.append(characters.count)
      scanFrom = max(1, characters.count - 1)
      characters += continuation
      lineIndex = next
    }
  }

  /// Parses a description joined from wrapped lines. A terminal wraps at a fixed width
  /// (join directly) while mail and chat clients break at a space they drop (join with a
  /// space); the direct join is tried first and the spaced one when it fails.
  static func parseJoined(
    _ characters: [LocatedCharacter], joins: [Int], endPosition: (line: Int, column: Int)
  ) throws(ParseIssue) -> LogConstraint {
    do {
      return try DescriptionParser.parse(characters, endPosition: endPosition)
    } catch {
      guard !joins.isEmpty else { throw error }
      var spaced = characters
      for join in joins.reversed() {
        let next = characters[join]
        spaced.insert(
          LocatedCharacter(character: " ", line: next.line, column: next.column), at: join)
      }
      guard let constraint = try? DescriptionParser.parse(spaced, endPosition: endPosition) else {
        throw error
      }
      return constraint
    }
  }

  /// The index of the `>` that ends a description (`>=` and `<=` are relations, and a `>`
  /// quoted on its own is a view's text, as a disclosure label's `UILabel:0x1'>'`).
  static func closingIndex(in characters: [LocatedCharacter], from start: Int = 1) -> Int? {
    var index = max(start, 1)
    while index < characters.count {
      if characters[index].character == ">",
        index + 1 >= characters.count || characters[index + 1].character != "=",
        characters[index - 1].character != "<",
        !(characters[index - 1].character == "'" && index + 1 < characters.count
          && characters[index + 1].character == "'")
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Whether a trimmed line ends the list: `)`, or the `}` some pastes have instead.
  static func closesList(_ trimmed: String) -> Bool { trimmed == ")" || trimmed == "}" }

  /// Whether a line continues a description wrapped from the line before.
  static func isContinuation(_ line: [LocatedCharacter]) -> Bool {
    let text = line.text.trimmingWhitespace()
    guard !text.isEmpty, text != "(", !closesList(text) else { return false }
    if text.hasPrefix("\"<") || text.hasPrefix("<") || text.hasPrefix("\"") { return false }
    if prosePhrases.contains(where: { text.includes($0) }) { return false }
    return descriptionStart(in: line, from: 0) == nil
  }
}
