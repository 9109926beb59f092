import AutoLayout

/// The conflict report `layout solve` prints, read back by `layout explain`:
///
///     conflict 1: broke <NSLayoutConstraint:0x10 @f.layout#12 'wide' box.width == 300   (active)>
///       <NSLayoutConstraint:0xf @f.layout#11 'narrow' box.width == 200   (active)>
///       <NSLayoutConstraint:0x10 @f.layout#12 'wide' box.width == 300   (active)>
///     broken now:
///       <NSLayoutConstraint:0x10 @f.layout#12 'wide' box.width == 300   (active)>
enum SolveReport {
  /// The sections after the conflicts that list constraints again, outside any conflict.
  static let otherSections = ["broken now:", "rejected:", ConflictReport.shortenedHeading]

  /// The offset just past `conflict N: broke ` when a line starts a reported conflict.
  static func conflictOffset(in text: String) -> Int? {
    let indent = text.prefix { $0 == " " || $0 == "\t" }.count
    let rest = text.dropFirst(indent)
    guard rest.hasPrefix("conflict ") else { return nil }
    let afterWord = rest.dropFirst("conflict ".count)
    let digits = afterWord.prefix(while: \.isASCIIDigitCharacter)
    guard !digits.isEmpty, afterWord.dropFirst(digits.count).hasPrefix(": broke ") else {
      return nil
    }
    return indent + "conflict ".count + digits.count + ": broke ".count
  }

  /// Whether a trimmed line starts a section of ``otherSections``.
  static func startsOtherSection(_ trimmed: String) -> Bool { otherSections.contains(trimmed) }

  /// The index of the first line after `index` that is not an indented entry of its section.
  static func sectionEnd(_ texts: [String], after index: Int) -> Int {
    var next = index + 1
    while next < texts.count, let first = texts[next].first, first == " " || first == "\t" {
      next += 1
    }
    return next
  }
}

extension Character {
  /// Whether the character is one of `0`–`9` (not other scripts' digits).
  fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
