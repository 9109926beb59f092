import LayoutFormats

/// Reads numbers typed as command arguments with the same rules as numbers in a layout file,
/// so a value a file would refuse never reaches the engine from the prompt.
enum NumberArgument {
  /// The number `word` spells.
  ///
  /// - Throws: ``REPLError/usage(_:)`` with `usage` when `word` is not a number;
  ///   ``REPLError/engine(_:)`` naming the number when it is not finite or is outside the
  ///   layout file's range (``FormatLimits/maximumMagnitude``).
  static func value(_ word: String, usage: String) throws(REPLError) -> Double {
    guard let value = Double(word) else { throw .usage(usage) }
    // The file parser's wording for `nan` and `inf`: they are not numbers out of range.
    guard value.isFinite else { throw .engine("'\(word)' is not a finite number") }
    guard FormatLimits.standard.accepts(value) else {
      throw .engine(FormatLimits.standard.outOfRangeMessage(word))
    }
    return value
  }
}
