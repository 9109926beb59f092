import LayoutDevices

/// The names of iPad multitasking windows on the command line.
public enum MultitaskingChoice {
  /// The accepted spellings, for help texts and errors.
  public static let spellings = MultitaskingMode.spellings.joined(separator: ", ")

  /// `nil` for `full`, else the window; `1/3` and `split-1/3` are the same.
  ///
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)``.
  public static func parse(_ text: String, option: String = "--multitasking")
    throws(CommandError) -> MultitaskingMode?
  {
    guard let mode = MultitaskingMode.named(text) else {
      throw .invalidOption(name: option, value: text, expected: spellings)
    }
    return mode
  }
}
