import LayoutCommands
import Testing

/// `--content-sizes` with a list: the item that is not a category is named, not only the
/// whole value.
@Suite struct ContentSizeListErrorTests {
  @Test func theWrongItemOfAListIsNamed() {
    #expect(
      throws: CommandError.invalidOption(
        name: "--content-sizes", value: "xs,bogus,ax5",
        expected: "all, default, accessibility or a comma-separated list of categories; "
          + "'bogus' is not one of extraSmall (xs), small (s), medium (m), large (l), "
          + "extraLarge (xl), extraExtraLarge (xxl), extraExtraExtraLarge (xxxl), "
          + "accessibilityMedium (ax1), accessibilityLarge (ax2), accessibilityExtraLarge (ax3), "
          + "accessibilityExtraExtraLarge (ax4), accessibilityExtraExtraExtraLarge (ax5), or "
          + "default (large); UIKit's constants too (UIContentSizeCategoryExtraLarge, "
          + ".extraLarge)")
    ) { try ContentSizeChoice.parseSet("xs,bogus,ax5") }
  }

  /// An empty item (a trailing comma) is named as the empty string.
  @Test func anEmptyItemIsNamedToo() {
    var options = MatrixAction.Options(file: "a.layout", devices: ["iPhone 15"])
    options.contentSizes = "xs,"
    let output = MatrixAction.run(options, files: MemoryFiles(["a.layout": "view a\n"]))
    #expect(output.status == .badInput)
    #expect(
      output.standardError.hasPrefix(
        "error: invalid value 'xs,' for --content-sizes; expected all, default, accessibility "
          + "or a comma-separated list of categories; '' is not one of extraSmall (xs), "))
  }

  /// A single word keeps the short message.
  @Test func aSingleWordKeepsTheShortMessage() {
    #expect(
      throws: CommandError.invalidOption(
        name: "--content-sizes", value: "big",
        expected: "all, default, accessibility or a comma-separated list of categories")
    ) { try ContentSizeChoice.parseSet("big") }
  }
}
