import LayoutCommands
import Testing

/// `--content-size` and `--content-sizes`: text styles scale, fixed sizes do not, and the
/// matrix solves each configuration at each category asked for.
@Suite struct ContentSizeTests {
  static let layout = """
    view title: UILabel { text "Johnny Appleseed"; font body }
    view fixed: UILabel { text "Fixed"; font 17 }
    title.leading == root.leadingMargin
    title.top == root.safeArea.top
    fixed.leading == root.leadingMargin
    fixed.top == title.bottom + 8
    """

  func solve(_ contentSize: String?) -> CommandOutput {
    var selection = ScreenSelection(devices: ["iPhone SE (3rd generation)"])
    selection.contentSize = contentSize
    return SolveAction.run(
      SolveAction.Options(file: "a.layout", selection: selection),
      files: MemoryFiles(["a.layout": Self.layout]))
  }

  func row(_ output: CommandOutput, _ name: String) -> String? {
    output.standardOutput.split(separator: "\n").first {
      $0.trimmingPrefix(while: \.isWhitespace).hasPrefix(name + " ")
    }.map { $0.split(separator: " ").joined(separator: " ") }
  }

  @Test func textStylesScaleWithTheCategory() {
    let standard = solve(nil)
    let largest = solve("ax5")
    #expect(standard.status == .success)
    #expect(
      standard.standardOutput.hasPrefix(
        "a: iPhone SE (3rd generation) portrait 375x667 @2x wC hR\n"))
    #expect(
      largest.standardOutput.hasPrefix(
        "a: iPhone SE (3rd generation) portrait 375x667 @2x wC hR text size ax5\n"))
    // body: 17 pt by default, 53 pt at ax5; the fixed 17 pt label keeps its height.
    #expect(
      row(standard, "title")?.hasSuffix("20.5 16 20") == true, "\(row(standard, "title") ?? "")")
    #expect(row(largest, "title")?.contains(" 63.5 ") == true, "\(row(largest, "title") ?? "")")
    #expect(row(largest, "fixed")?.contains(" 20.5 ") == true, "\(row(largest, "fixed") ?? "")")
  }

  @Test func unknownCategory() {
    let output = solve("huge")
    #expect(output.status != .success)
    #expect(
      output.standardError
        == "error: invalid value 'huge' for --content-size; expected a content size category: "
        + "extraSmall (xs), small (s), medium (m), large (l), extraLarge (xl), extraExtraLarge "
        + "(xxl), extraExtraExtraLarge (xxxl), accessibilityMedium (ax1), accessibilityLarge "
        + "(ax2), accessibilityExtraLarge (ax3), accessibilityExtraExtraLarge (ax4), "
        + "accessibilityExtraExtraExtraLarge (ax5), or default (large); UIKit's constants too "
        + "(UIContentSizeCategoryExtraLarge, .extraLarge)\n")
  }

  @Test func matrixAddsTheDimension() {
    var options = MatrixAction.Options(
      file: "a.layout", devices: ["iPhone SE (3rd generation)"], strict: true)
    options.contentSizes = "accessibility"
    let output = MatrixAction.run(options, files: MemoryFiles(["a.layout": Self.layout]))
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "a.layout: 15 configurations on 1 device, backend cassowary")
    #expect(lines[1].hasPrefix("device") && lines[1].contains("text size"))
    let portrait = lines.filter { $0.contains(" portrait ") && !$0.hasPrefix("a.layout") }
      .map { $0.split(separator: " ").joined(separator: " ") }
    #expect(
      portrait == [
        "iPhone SE (3rd generation) portrait full 375x667 wC hR ax1 ok",
        "iPhone SE (3rd generation) portrait full 375x667 wC hR ax2 ok",
        "iPhone SE (3rd generation) portrait full 375x667 wC hR ax3 ok",
        "iPhone SE (3rd generation) portrait full 375x667 wC hR ax4 off-screen 1 off-screen",
        "iPhone SE (3rd generation) portrait full 375x667 wC hR ax5 off-screen 1 off-screen",
      ])
    #expect(output.status != .success)
  }

  @Test func contentSizeSets() throws {
    #expect(try ContentSizeChoice.parseSet("default") == [.large])
    // `--content-size default` and REPL `contentsize default` name the same category.
    #expect(try ContentSizeChoice.parse("default") == .large)
    #expect(try ContentSizeChoice.parse("Default") == .large)
    #expect(try ContentSizeChoice.parseSet("all").count == 12)
    #expect(
      try ContentSizeChoice.parseSet("accessibility").map(\.alias) == [
        "ax1", "ax2", "ax3", "ax4", "ax5",
      ])
    #expect(try ContentSizeChoice.parseSet("xs,XXXL,xs").map(\.alias) == ["xs", "xxxl"])
    #expect(throws: CommandError.self) { try ContentSizeChoice.parseSet("big") }
  }

  /// Runs `matrix --strict --content-sizes default,ax5` on the iPhone SE and expects `view`
  /// (declared at line 1, column 6) to fit at the default size and be truncated at ax5.
  func expectTruncatedOnlyAtAx5(_ layout: String, view: String) {
    var options = MatrixAction.Options(
      file: "a.layout", devices: ["iPhone SE (3rd generation)"], strict: true)
    options.contentSizes = "default,ax5"
    let output = MatrixAction.run(options, files: MemoryFiles(["a.layout": layout]))
    #expect(output.status != .success)
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    let rows = lines.filter { $0.contains(" portrait ") && !$0.hasPrefix("a.layout") }
      .map { $0.split(separator: " ").joined(separator: " ") }
    #expect(
      rows == [
        "iPhone SE (3rd generation) portrait full 375x667 wC hR l ok",
        "iPhone SE (3rd generation) portrait full 375x667 wC hR ax5 truncated 1 truncated",
      ])
    #expect(
      lines.contains(
        "a.layout:1:6: warning: truncated: \(view)'s text is truncated "
          + "[iPhone SE (3rd generation) portrait text size ax5]"),
      "\(output.standardOutput)")
  }

  @Test func strictMatrixFailsOnTruncatedText() {
    expectTruncatedOnlyAtAx5(
      """
      view title: UILabel { text "Johnny Appleseed"; font body }
      title.leading == root.leadingMargin
      title.trailing <= root.trailingMargin
      title.top == root.safeArea.top
      """, view: "title")
  }

  /// A text field's placeholder in a text style fits at the default size and is cut at ax5
  /// (53 pt), inside the rounded-rect field's 7 points each side.
  @Test func textFieldPlaceholderTruncatesAtLargeSizes() {
    expectTruncatedOnlyAtAx5(
      """
      view email: UITextField { placeholder "Your work email address"; font body }
      H:|-[email]-|
      email.top == root.safeArea.top
      """, view: "email")
  }
}
