/// What to say about a log whose descriptions the unified logging system redacted.
///
/// Since macOS 10.12 (and iOS 10), UIKit and AppKit log conflicts through `os_log`, which
/// prints `<private>` in place of each description in Console and `log show`; the constraints
/// are gone from such a log, and only a new capture has them.
enum Redaction {
  /// How to get a log with the descriptions.
  static let advice =
    "run the app from Xcode and copy the message from Xcode's console, which shows it in "
    + "full, or turn on private data in the unified log (a configuration profile whose "
    + "com.apple.system.logging payload sets Enable-Private-Data; before macOS 10.15, "
    + "`sudo log config --mode \"private_data:on\"`), reproduce the conflict, and paste the "
    + "message again"

  /// The sentence of ``Explanation/missing`` for a log with some descriptions redacted.
  static func note(lines: [Int]) -> String {
    "the constraint descriptions at \(lineWords(lines)): the log shows <private> in their "
      + "place (redacted by the unified logging system); to see them, \(advice)"
  }

  /// `line 3` or `lines 3, 6`.
  static func lineWords(_ lines: [Int]) -> String {
    (lines.count == 1 ? "line " : "lines ") + lines.map(String.init).joined(separator: ", ")
  }
}
