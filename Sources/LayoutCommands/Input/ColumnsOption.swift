/// The `--columns` option of the commands that draw ASCII art.
enum ColumnsOption {
  /// Refuses a width that cannot hold a drawing.
  ///
  /// Without the check, 0 or a negative width was quietly widened to the smallest drawing,
  /// so a script passing an unset variable got output it did not ask for and exit status 0.
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)`` (exit status 2).
  static func check(_ columns: Int) throws(CommandError) {
    guard columns >= 1 else {
      throw .invalidOption(
        name: "--columns", value: String(columns), expected: "a positive number of columns")
    }
  }
}
