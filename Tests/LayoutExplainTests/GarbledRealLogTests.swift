import Testing

@testable import LayoutExplain

/// Real logs damaged the ways pastes damage them: the explanation stays the same where the
/// damage loses nothing, says what is missing where it does, and never crashes or hangs.
@Suite struct GarbledRealLogTests {
  /// A log with one clean conflict (iOS 11, SnapKit, header lost) and its minimal set.
  static let base = "snapkit-462-encapsulated-width"
  static let baseSet = ["0x1700bb7e0", "0x1700bbc00", "0x1700bbc60", "0x17029ab80"]

  func lines(_ name: String = base) throws -> [String] {
    try RealLog.named(name).text.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  func explain(_ text: String) throws -> Explanation {
    try Explainer.explain(log: text, fileName: "garbled.log")
  }

  /// A terminal's hard wrap: every line cut at 50 columns, nothing dropped.
  @Test func hardWrappedAtFiftyColumns() throws {
    let wrapped = try lines().flatMap { line -> [String] in
      var rest = Substring(line)
      var parts: [String] = []
      while rest.count > 50 {
        parts.append(String(rest.prefix(50)))
        rest = rest.dropFirst(50)
      }
      return parts + [String(rest)]
    }
    let explanation = try explain(wrapped.joined(separator: "\n"))
    #expect(explanation.issues.isEmpty)
    #expect(explanation.conflicts.map(\.constraints) == [Self.baseSet])
    #expect(explanation.conflicts.first?.uikitBroke == "0x1700bbc00")
  }

  /// A mail client's wrap: lines broken at the last space before 60 columns, the space
  /// dropped.
  @Test func wrappedAtSpacesDroppingThem() throws {
    let wrapped = try lines().flatMap { line -> [String] in
      var parts: [String] = []
      var current = ""
      for word in line.split(separator: " ", omittingEmptySubsequences: false) {
        if !current.isEmpty, current.count + word.count + 1 > 60 {
          parts.append(current)
          current = String(word)
        } else {
          current += (current.isEmpty ? "" : " ") + word
        }
      }
      return parts + [current]
    }
    let explanation = try explain(wrapped.joined(separator: "\n"))
    #expect(explanation.issues.isEmpty)
    #expect(explanation.conflicts.map(\.constraints) == [Self.baseSet])
  }

  /// GitHub markdown escapes (`\_`, `\<`, `\[`, `\|`, `\-`, `\*`) on every special character.
  @Test func markdownEscapedEverywhere() throws {
    let special: Set<Character> = ["_", "<", ">", "[", "]", "|", "-", "*", "(", ")"]
    let escaped = try lines("youtube-draggable-2-autoresizing-midx").dropFirst().map { line in
      String(line.flatMap { special.contains($0) ? ["\\", $0] : [$0] })
    }
    let explanation = try explain(escaped.joined(separator: "\n"))
    #expect(explanation.issues.isEmpty)
    #expect(
      explanation.conflicts.map(\.constraints) == [
        ["0x7fbfe408a060", "0x7fbfe40ace00", "0x7fbfe1f881a0", "0x7fbfe4163e20"]
      ])
  }

  /// The list's `(` and `)` lines and the quotes lost.
  @Test func missingParenthesesAndQuotes() throws {
    let stripped = try lines().filter { !["(", ")"].contains($0.trimmingWhitespace()) }
      .map { line in
        var text = line.trimmingWhitespace()
        if text.hasPrefix("\""), text.hasSuffix("\",") || text.hasSuffix("\"") {
          text = String(text.dropFirst().prefix { $0 != "\"" })
        }
        return text
      }
    let explanation = try explain(stripped.joined(separator: "\n"))
    #expect(explanation.issues.isEmpty)
    #expect(explanation.conflicts.map(\.constraints) == [Self.baseSet])
    #expect(explanation.conflicts.first?.wouldBreak == "0x1700bbc00")
  }

  /// Lines of binary junk (control characters, NUL, replacement characters) between the
  /// lines of the list: each is reported where it is, the conflict is unchanged.
  @Test func binaryJunkBetweenLines() throws {
    var random = SplitMix(seed: 9)
    var damaged: [String] = []
    for line in try lines() {
      damaged.append(line)
      if line.contains("SnapKit.LayoutConstraint:0x1700bbc00"), damaged.count < 10 {
        damaged.append(
          "    \"" + String((0..<40).map { _ in Character(random.junkScalar()) }) + "\",")
      }
    }
    let explanation = try explain(damaged.joined(separator: "\n"))
    #expect(explanation.conflicts.map(\.constraints) == [Self.baseSet])
    #expect(explanation.issues.map(\.line) == [6])
  }

  /// The log cut after every 5th character: never a crash; once the list is complete
  /// the set is found, and a cut inside the "breaking" line is reported.
  @Test func cutAnywhere() throws {
    let text = Array(try RealLog.named(Self.base).text)
    let listEnd = try #require(String(text).offset(of: "\n)\n"))
    for cut in stride(from: 0, through: text.count, by: 5) {
      let prefix = String(text[..<cut])
      guard let explanation = try? explain(prefix) else {
        // Only a paste with no readable description throws.
        #expect(!prefix.contains("0x1050f5ff0.width == 20"))
        continue
      }
      if cut > listEnd {
        #expect(explanation.conflicts.map(\.constraints) == [Self.baseSet])
      }
    }
  }

  /// Cut inside the broken constraint's description, right after its address: UIKit's
  /// victim is still known, and the cut is reported.
  @Test func cutInsideTheBrokenDescription() throws {
    let text = try RealLog.named("whats-new-13-ios7-reusable-view").text
    let breaking = try #require(text.offset(of: "Will attempt to recover"))
    let address = try #require(
      String(text.dropFirst(breaking)).offset(of: "0xcfa98c0 V:[UILabel"))
    let cut = String(text.prefix(breaking + address + "0xcfa98c0 V:[UIL".count))
    let explanation = try explain(cut)
    let conflict = try #require(explanation.conflicts.first)
    #expect(conflict.constraints == ["0xcfa8f00", "0xcfa8f30", "0xcfa98c0", "0xcfabfa0"])
    #expect(conflict.uikitBroke == "0xcfa98c0")
    #expect(
      explanation.missing == [
        "the end of the description of the constraint UIKit broke: the paste ends inside it, "
          + "and its address (0xcfa98c0) names a listed constraint"
      ])
    #expect(explanation.issues.count == 1)
    #expect(explanation.issues.first?.message.hasPrefix("the paste ends inside this") == true)
  }

  /// The first lines lost, one more each time: the set survives while the list does.
  @Test func firstLinesLost() throws {
    let all = try lines()
    for dropped in 0..<4 {
      let explanation = try explain(all.dropFirst(dropped).joined(separator: "\n"))
      #expect(explanation.conflicts.map(\.constraints) == [Self.baseSet])
      #expect(explanation.missing.first?.hasPrefix("the first lines of the message") == true)
    }
  }

  /// Every message's header line lost but the first: each later list is read as a message
  /// of its own, with its own broken constraint, not merged into the one before it.
  @Test func headersLostBetweenMessages() throws {
    let name = "masonry-debugging-keys"
    let all = try lines(name)
    let kept = all.enumerated().filter { index, line in
      index == 1 || !line.contains("Unable to simultaneously satisfy constraints")
    }
    let explanation = try explain(kept.map(\.element).joined(separator: "\n"))
    let whole = try explain(all.joined(separator: "\n"))
    #expect(explanation.conflicts.map(\.constraints) == whole.conflicts.map(\.constraints))
    #expect(explanation.conflicts.map(\.wouldBreak) == whole.conflicts.map(\.wouldBreak))
    #expect(
      explanation.conflicts.map(\.uikitBroke) == [
        "0x6000000a4bc0", "ConflictingConstraint[3]", "ConflictingConstraint[1]",
        "ConstantConstraint", "ConstantConstraint",
      ])
    #expect(
      explanation.missing
        == [22, 36, 50].map {
          "the first lines of the message (\"Unable to simultaneously satisfy constraints.\") "
            + "whose list starts at line \($0): the paste lost them after the previous message"
        })
    #expect(explanation.unreproduced.isEmpty)
  }

  /// Header, "breaking" line and one listed constraint lost: UIKit's advice before the list
  /// or its symbolic-breakpoint line after it still shows the message reported a conflict,
  /// so it is listed as not rebuilt (exit 1) instead of "No conflict"; without either it is
  /// not.
  @Test(arguments: [
    (lost: [2, 9, 12, 13, 15], unreproduced: [7]),
    (lost: [2, 3, 9, 12, 13], unreproduced: [6]),
    (lost: [2, 3, 9, 12, 13, 15], unreproduced: []),
  ])
  func conflictProseWithoutHeader(lost: [Int], unreproduced: [Int]) throws {
    let kept = try lines("purelayout-187-cell-width").enumerated()
      .filter { !lost.contains($0.offset + 1) }.map(\.element)
    let explanation = try explain(kept.joined(separator: "\n"))
    let line = lost.contains(3) ? 6 : 7
    #expect(explanation.conflicts.isEmpty)
    #expect(explanation.unreproduced == unreproduced)
    #expect(explanation.reportsConflict == !unreproduced.isEmpty)
    #expect(
      explanation.noConflictHeadline
        == (unreproduced.isEmpty
          ? "No conflict: the 1 constraint read from garbled.log can all hold."
          : "UIKit reported a conflict (the message at line \(line)), but the 1 constraint read "
            + "from garbled.log can all hold when rebuilt: the log lacks what took part (see "
            + "\"Missing from the log\")."))
    #expect(
      explanation.missing == [
        "the first lines of the message (\"Unable to simultaneously satisfy constraints.\"): the "
          + "paste starts at line \(line), in the middle of it",
        "the \"Will attempt to recover by breaking constraint\" line of the message at line "
          + "\(line), so which constraint UIKit broke is unknown",
        "a conflict among the constraints listed at line \(line): they can all hold when "
          + "rebuilt, and the paste starts inside the message, so the constraints that "
          + "conflict are likely among the lines lost before it",
      ])
  }

  /// Random bytes decoded as UTF-8 (invalid sequences become U+FFFD), alone and around a
  /// real log: explained or rejected with issues, always quickly.
  @Test(arguments: 0..<6)
  func randomBytes(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    let junk = String(decoding: (0..<4000).map { _ in random.byte() }, as: UTF8.self)
    let log = try RealLog.named(Self.base).text
    for text in [junk, junk + "\n" + log, log + junk] {
      _ = try? explain(text)
    }
    let explanation = try explain(junk + "\n" + log)
    #expect(explanation.conflicts.map(\.constraints).contains(Self.baseSet))
  }

  /// A description that never closes, followed by thousands of lines: read in linear time
  /// and reported once.
  @Test func unclosedDescriptionBeforeALongTail() throws {
    let tail = String(repeating: "H:[UIView:0x1(==)]-(8)-[x(>=3)] .width ((((\n", count: 5000)
    let explanation = try? explain("\"<NSLayoutConstraint:0x9 UIView:0x1.width == \n" + tail)
    #expect(explanation == nil || explanation?.conflicts.isEmpty == true)
  }
}

/// A small deterministic generator for damage (SplitMix64).
struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

  /// A control character, NUL, a replacement character or a printable ASCII character.
  mutating func junkScalar() -> Unicode.Scalar {
    let pool: [UInt32] = [0, 1, 7, 8, 27, 127, 0xFFFD, 0x200B] + Array(33...126)
    return Unicode.Scalar(pool[Int(next() % UInt64(pool.count))]) ?? "?"
  }
}
