/// Reads the form SnapKit 0.x printed, which puts each object in angle brackets:
/// `<<App.LayoutConstraint:0x1> <UIView:0x2>.top == <_UILayoutGuide:0x3>.bottom>`.
///
/// Its brackets would end the description at the first `>`, so they are removed before the
/// line is read: `<App.LayoutConstraint:0x1 UIView:0x2.top == _UILayoutGuide:0x3.bottom>`.
/// A bracketed object (`<Class:0x…>`, with no space inside) is unwrapped where it opens a
/// description (right after another `<`) or is followed by `.attribute`; anything else,
/// such as a whole one-word description `<NSLayoutConstraint:0x1>`, is left alone.
enum AngleBracketedItems {
  /// The line with SnapKit 0.x's bracketed objects unwrapped.
  static func unwrap(_ line: [LocatedCharacter]) -> [LocatedCharacter] {
    guard line.contains(where: { $0.character == "<" }) else { return line }
    var result: [LocatedCharacter] = []
    result.reserveCapacity(line.count)
    var index = 0
    while index < line.count {
      if line[index].character == "<", let close = objectEnd(in: line, from: index + 1) {
        let opensDescription = index > 0 && line[index - 1].character == "<"
        let followedByAttribute =
          close + 2 < line.count && line[close + 1].character == "."
          && line[close + 2].character.isLetterQuickly
        if opensDescription || followedByAttribute {
          // The outer `<` stays and opens the description; the brackets go.
          result += line[(index + 1)..<close]
          index = close + 1
          continue
        }
      }
      result.append(line[index])
      index += 1
    }
    return result
  }

  /// The index of the `>` closing a bracketed object `Class:0x…` that starts at `start`:
  /// class characters, `:`, then no whitespace or `<` up to the `>`.
  static func objectEnd(in line: [LocatedCharacter], from start: Int) -> Int? {
    var index = start
    while index < line.count, LogItem.isClassCharacter(line[index].character) { index += 1 }
    guard index > start, index < line.count, line[index].character == ":" else { return nil }
    index += 1
    let valueStart = index
    while index < line.count {
      let character = line[index].character
      if character == ">" { return index > valueStart ? index : nil }
      if character.isSpace || character == "<" { return nil }
      index += 1
    }
    return nil
  }
}
