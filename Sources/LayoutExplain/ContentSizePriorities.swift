import LayoutCore

/// The priorities AppKit and iOS 6/7 print after an intrinsic-size constraint's body:
/// `<NSContentSizeLayoutConstraint:0x1 H:[UILabel:0x2(42)] Hug:250 CompressionResistance:750>`
/// or `NSTextField:0x3.height == 18 Hug:750 CompressionResistance:750   (active)`.
///
/// Such a constraint stands for two (Auto Layout Guide, "Anatomy of a Constraint",
/// intrinsic content size): `size <= I` at the hugging
/// priority and `size >= I` at the compression resistance.
struct ContentSizePriorities: Equatable {
  /// The content-hugging priority (`size <= I`).
  var hugging: Double
  /// The compression-resistance priority (`size >= I`).
  var compressionResistance: Double

  /// The tail in `body[start..<end]`, `Hug:N CompressionResistance:M` after a space, and
  /// where it starts; nil when the body has none.
  ///
  /// - Throws: a ``ParseIssue`` at what follows `Hug:` when it is not two priorities.
  static func find(
    in body: [LocatedCharacter], from start: Int, to end: Int,
    endPosition: (line: Int, column: Int)
  ) throws(ParseIssue) -> (start: Int, priorities: ContentSizePriorities)? {
    let hug: [Character] = ["H", "u", "g", ":"]
    var tailStart: Int?
    for index in max(start, 1)..<max(end, 1)
    where body[index - 1].character.isSpace && index + hug.count <= end
      && hug.indices.allSatisfy({ body[index + $0].character == hug[$0] })
    {
      tailStart = index
      break
    }
    guard let tailStart else { return nil }
    // The body is copied for the scanner only when it has the tail (rarely).
    var scanner = DescriptionScanner(Array(body[..<end]), endPosition: endPosition)
    scanner.index = tailStart + "Hug:".count
    scanner.skipSpaces()
    guard let hugging = try scanner.readNumber() else {
      throw scanner.issue("expected the content-hugging priority after 'Hug:'")
    }
    scanner.skipSpaces()
    guard scanner.consume("CompressionResistance:") else {
      throw scanner.issue("expected 'CompressionResistance:' after the content-hugging priority")
    }
    scanner.skipSpaces()
    guard let resistance = try scanner.readNumber() else {
      throw scanner.issue("expected the compression-resistance priority")
    }
    scanner.skipSpaces()
    guard scanner.isAtEnd else {
      let rest = Array(scanner.characters[scanner.index...]).text
      throw scanner.issue("unexpected '\(rest)' after the compression-resistance priority")
    }
    return (tailStart, ContentSizePriorities(hugging: hugging, compressionResistance: resistance))
  }

  /// Makes `constraint` (`size == I`, as printed) the stronger of its two halves.
  ///
  /// Equal priorities make both halves one equality at that priority. Otherwise the weaker
  /// half is dropped: it is optional, so it cannot take part in a conflict, which only
  /// required constraints make, and it moves a frame only where the stronger half allows.
  func apply(to constraint: inout LogConstraint) {
    if hugging == compressionResistance {
      constraint.relation = .equal
      constraint.priority = hugging
    } else if hugging > compressionResistance {
      constraint.relation = .lessThanOrEqual
      constraint.priority = hugging
    } else {
      constraint.relation = .greaterThanOrEqual
      constraint.priority = compressionResistance
    }
  }
}
