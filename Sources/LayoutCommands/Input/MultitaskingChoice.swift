import LayoutDevices

/// The names of iPad multitasking windows on the command line.
public enum MultitaskingChoice {
  /// The accepted spellings, for help texts and errors.
  public static let spellings = "full, split-1/3, split-1/2, split-2/3, slide-over"

  /// `nil` for `full`, else the window; `1/3` and `split-1/3` are the same.
  ///
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)``.
  public static func parse(_ text: String, option: String = "--multitasking")
    throws(CommandError) -> MultitaskingMode?
  {
    switch text.lowercased() {
    case "full", "fullscreen", "full-screen", "none": return nil
    case "split-1/3", "1/3", "one-third": return .oneThird
    case "split-1/2", "1/2", "half": return .half
    case "split-2/3", "2/3", "two-thirds": return .twoThirds
    case "slide-over", "slideover": return .slideOver
    default: throw .invalidOption(name: option, value: text, expected: spellings)
    }
  }

  /// The command-line name of a window: `split-1/3`, `slide-over`, ...
  public static func name(_ mode: MultitaskingMode) -> String {
    switch mode {
    case .oneThird: "split-1/3"
    case .half: "split-1/2"
    case .twoThirds: "split-2/3"
    case .slideOver: "slide-over"
    }
  }
}
