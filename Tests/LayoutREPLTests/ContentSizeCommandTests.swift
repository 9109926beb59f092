import Testing

@testable import LayoutREPL

/// `contentsize`: text styles scale with the category, fixed sizes do not, and the category
/// survives device and orientation changes.
@Suite struct ContentSizeCommandTests {
  private func run(_ lines: [String]) throws -> [(text: String, isError: Bool)] {
    let session = try Transcript.session()
    return lines.map { line in
      let output = session.handle(line: line)
      return (output.text, output.isError)
    }
  }

  static let label = "view title: UILabel { text \"Johnny Appleseed\"; font body }"
  static let fixed = "view fixed: UILabel { text \"Fixed\"; font 17 }"
  static let setup = [
    "add \(label)", "add \(fixed)", "add title.leading == root.leading",
    "add title.top == root.top", "add fixed.leading == root.leading",
    "add fixed.top == title.bottom",
  ]

  @Test func scalesTextStyles() throws {
    let outputs = try run(
      Self.setup + ["frame title", "contentsize ax5", "frame title", "frame fixed", "contentsize"])
    #expect(outputs.allSatisfy { !$0.isError }, "\(outputs)")
    let defaultFrame = outputs[6].text
    #expect(defaultFrame.contains("20.333"), "\(defaultFrame)")
    #expect(outputs[7].text.hasPrefix("text size ax5 (accessibilityExtraExtraExtraLarge)"))
    // body at ax5 is 53 pt: 53 × 2444/2048 = 63.25, 63.333 on a 3x screen.
    #expect(outputs[8].text.contains("63.333"), "\(outputs[8].text)")
    #expect(outputs[9].text.contains("20.333"), "\(outputs[9].text)")
    #expect(outputs[10].text == "text size ax5 (accessibilityExtraExtraExtraLarge)")
  }

  @Test func survivesRotation() throws {
    let outputs = try run(Self.setup + ["contentsize xxxl", "rotate", "contentsize"])
    #expect(outputs.last?.text == "text size xxxl (extraExtraExtraLarge)")
  }

  /// `rotate` names the category as `problems` and `matrix` do (`text size xxxl`), not by
  /// UIKit's long name.
  @Test func rotateNamesTheShortName() throws {
    let outputs = try run(["contentsize xxxl", "rotate"])
    #expect(
      outputs[1].text.hasPrefix("iPhone 15 landscapeLeft 852x393 @3x wC hC text size xxxl\n"),
      "\(outputs[1].text)")
  }

  /// Names pasted from code: Objective-C's constants and Swift's member names.
  @Test func readsUIKitConstants() throws {
    let outputs = try run([
      "contentsize UIContentSizeCategoryAccessibilityExtraLarge",
      "contentsize .extraSmall",
    ])
    #expect(
      outputs.map(\.text) == [
        "text size ax3 (accessibilityExtraLarge)\nno frames changed",
        "text size xs (extraSmall)\nno frames changed",
      ])
  }

  @Test func unknownCategory() throws {
    let outputs = try run(["contentsize huge"])
    #expect(outputs[0].isError)
    #expect(
      outputs[0].text
        == "error: unknown content size category 'huge'; expected one of extraSmall (xs), "
        + "small (s), medium (m), large (l), extraLarge (xl), extraExtraLarge (xxl), "
        + "extraExtraExtraLarge (xxxl), accessibilityMedium (ax1), accessibilityLarge (ax2), "
        + "accessibilityExtraLarge (ax3), accessibilityExtraExtraLarge (ax4), "
        + "accessibilityExtraExtraExtraLarge (ax5), or default (large); UIKit's constants too "
        + "(UIContentSizeCategoryExtraLarge, .extraLarge)")
  }

  /// `default` is UIKit's default category, as `matrix --content-sizes default` reads it.
  @Test func defaultIsLarge() throws {
    let outputs = try run(["contentsize ax5", "contentsize default"])
    #expect(outputs[1].text.hasPrefix("text size l (large)"), "\(outputs[1].text)")
  }
}
