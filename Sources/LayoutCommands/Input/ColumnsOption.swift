/// The `--columns` option of the commands that draw ASCII art.
public enum ColumnsOption {
  /// The widest drawing made: wider than any terminal, and the canvas grows with the square
  /// of the width, so a mistyped width is refused instead of allocating gigabytes.
  public static let maximum = 1_000

  /// Refuses a width that cannot hold a drawing or is past ``maximum``.
  ///
  /// Without the check, 0 or a negative width was quietly widened to the smallest drawing,
  /// so a script passing an unset variable got output it did not ask for and exit status 0.
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)`` (exit status 2).
  static func check(_ columns: Int) throws(CommandError) {
    guard columns >= 1 else {
      throw .invalidOption(
        name: "--columns", value: String(columns), expected: "a positive number of columns")
    }
    guard columns <= maximum else {
      throw .invalidOption(
        name: "--columns", value: String(columns),
        expected: "at most \(maximum) columns (the limit for drawings)")
    }
  }
}
