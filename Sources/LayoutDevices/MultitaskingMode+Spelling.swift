extension MultitaskingMode {
  /// The name options and commands print: `split-1/3`, `split-1/2`, `split-2/3`,
  /// `slide-over`; `full` stands for no window.
  public var spelling: String {
    switch self {
    case .oneThird: "split-1/3"
    case .half: "split-1/2"
    case .twoThirds: "split-2/3"
    case .slideOver: "slide-over"
    }
  }

  /// The canonical names, `full` first, for usage lines and completion.
  public static let spellings = ["full", "split-1/3", "split-1/2", "split-2/3", "slide-over"]

  /// Reads a window name, as `layout --multitasking` and the REPL's `split` both take it:
  /// the canonical names and the short ones (`1/3`, `half`, `slideover`, `off`), any case.
  ///
  /// - Returns: `.some(nil)` for full screen (`full`, `off`, `none`), nil for an unknown
  ///   name.
  public static func named(_ text: String) -> MultitaskingMode?? {
    switch text.lowercased() {
    case "full", "fullscreen", "full-screen", "off", "none": .some(nil)
    case "split-1/3", "1/3", "one-third": .some(.oneThird)
    case "split-1/2", "1/2", "half": .some(.half)
    case "split-2/3", "2/3", "two-thirds": .some(.twoThirds)
    case "slide-over", "slideover": .some(.slideOver)
    default: nil
    }
  }
}
