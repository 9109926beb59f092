import CommandTestSupport
import Foundation
import Testing

@testable import LayoutREPL

/// A storyboard explored in the REPL sizes its text as `layout solve` does: stored sizes on
/// the saved screen at the default content size, measured text at any other content size
/// (`contentsize`) and on any other device.
@Suite struct StoryboardTextSizeSessionTests {
  /// An iPhone 8 storyboard whose label "Johnny Appleseed" in the body style is stored
  /// 129.5 × 20.5, pinned 16 points in and 8 below the safe area's top.
  static let label = StoryboardFixture.storyboard(
    subviews: StoryboardFixture.view(
      "NAME", 16, 28, 129.5, 20.5,
      attributes: #"text="Johnny Appleseed" adjustsFontForContentSizeCategory="YES""#,
      body: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#,
      element: "label"),
    constraints: """
      <constraint firstItem="NAME" firstAttribute="leading" secondItem="SAFE" secondAttribute="leading" constant="16" id="c1"/>
      <constraint firstItem="NAME" firstAttribute="top" secondItem="SAFE" secondAttribute="top" constant="8" id="c2"/>
      """)

  @Test func contentSizeAndDeviceMeasureTheText() throws {
    let folder = try SaveOntoLoadedFileTests.folder(with: "label.storyboard", text: Self.label)
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try Session(
      backend: "cassowary", workingDirectory: folder, terminalSize: { (60, 20) })
    #expect(!session.handle(line: "load label.storyboard").isError)
    // Body at ax5 is 53 points: one 63.5-point line on the 2x screen.
    #expect(
      session.handle(line: "contentsize ax5").text
        == "text size ax5 (accessibilityExtraExtraExtraLarge)\n"
        + "NAME: (16, 28, 129.5, 20.5) -> (16, 28, 429, 63.5)")
    #expect(
      session.handle(line: "device iPhone SE (3rd generation)").text
        == "iPhone SE (3rd generation) portrait 375x667 @2x wC hR "
        + "text size ax5\nno frames changed")
    // Back at the default size on another device, the text is still measured (17 pt: 142).
    #expect(
      session.handle(line: "contentsize l").text
        == "text size l (large)\nNAME: (16, 28, 429, 63.5) -> (16, 28, 142, 20.5)")
  }
}
