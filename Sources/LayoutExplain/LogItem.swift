/// A view or layout guide as a constraint description names it.
///
/// UIKit prints `Class:0xADDRESS` with an optional `'text'` (a label's text, a button's
/// title or a guide's name), or a name (an accessibility identifier, a Masonry key), or `|`
/// for the superview in the visual-format form.
public struct LogItem: Codable, Sendable, Hashable {
  /// The class, when printed (`UILabel`).
  public var className: String?
  /// The object address, when printed (`0x7fa3c2d0e4b0`).
  public var address: String?
  /// The quoted text after the address (`'Title'`, `'UIViewLayoutMarginsGuide'`).
  public var label: String?
  /// A name printed instead of the address (accessibility identifier, Masonry key).
  public var name: String?
  /// Whether this is the `|` of a visual-format description: the first item's superview.
  public var isSuperview = false

  /// The key that identifies one object across descriptions: the address, else the name.
  var key: String {
    if let address { return address.lowercased() }
    if let name { return "name:" + name }
    return "class:" + (className ?? "?") + "'" + (label ?? "") + "'"
  }

  /// Reads `Class:0xADDRESS'text'`, `Class:key` or a bare name.
  static func parse(_ text: String) -> LogItem {
    var body = text.trimmingWhitespace()
    var item = LogItem()
    // A trailing quoted text belongs to the item (`UILabel:0x1'Hello'`).
    if body.hasSuffix("'"), let open = body.dropLast().firstIndex(of: "'") {
      item.label = String(body[body.index(after: open)..<body.index(before: body.endIndex)])
      body = String(body[..<open])
    }
    if let colon = body.firstIndex(of: ":") {
      let className = String(body[..<colon]).trimmingWhitespace()
      let rest = String(body[body.index(after: colon)...]).trimmingWhitespace()
      if !className.isEmpty, className.allSatisfy(isClassCharacter) {
        item.className = className
        if rest.lowercased().hasPrefix("0x") {
          item.address = rest.lowercased()
        } else if !rest.isEmpty {
          item.name = rest
        }
        return item
      }
    }
    item.name = body
    return item
  }

  static func isClassCharacter(_ character: Character) -> Bool {
    character.isLetterQuickly || character.isNumberQuickly || character == "_" || character == "."
  }
}
