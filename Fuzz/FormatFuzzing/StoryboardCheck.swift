import Foundation
import LayoutStoryboard
import LayoutText

/// The storyboard/xib fuzz check: the bytes go through ``StoryboardDocument``'s reader; an
/// accepted document is checked (every root built and solved, frames compared), and the
/// report must be printable; then again with its text measured (labels, buttons, fields and
/// text views sized by their text, attributed runs, custom fonts), at the canvas's content
/// size and at the largest accessibility size, where text wraps most. Crashes, hangs and
/// leaks are what the fuzzer looks for.
public enum StoryboardCheck {
  /// Runs the check on one input.
  ///
  /// - Returns: the broken guarantee, or `nil` when the input was rejected cleanly or passed.
  public static func check(_ bytes: [UInt8]) -> FormatFinding? {
    let document: StoryboardDocument
    do {
      document = try StoryboardDocument(data: Data(bytes), file: "fuzz.storyboard")
    } catch {
      _ = error.description
      return nil
    }
    _ = document.check().description
    _ = document.check(measuresText: true).description
    _ =
      document.check(
        measuresText: true, contentSize: .accessibilityExtraExtraExtraLarge
      ).description
    return nil
  }
}
