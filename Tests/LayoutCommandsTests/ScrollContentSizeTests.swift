import Foundation
import LayoutCommands
import Testing

/// `solve --format json` reports a scroll view's `contentSize`: the size its content layout
/// guide takes from the constraints to the scroll view's edges, and no such key on other views.
@Suite struct ScrollContentSizeTests {
  /// A scroll view filling the iPhone 15's 393 × 852 screen, holding content as wide as the
  /// scroll view and 2,000 points tall with 20-point insets: a 433 × 2,040 content size.
  static let layout = """
    view scroll: UIScrollView {
      view content
    }
    scroll.top == root.top
    scroll.bottom == root.bottom
    scroll.leading == root.leading
    root.trailing == scroll.trailing
    content.top == scroll.top + 20
    scroll.bottom == content.bottom + 20
    content.leading == scroll.leading + 20
    scroll.trailing == content.trailing + 20
    content.width == scroll.width
    content.height == 2000
    """

  @Test func theContentLayoutGuideGivesTheContentSize() throws {
    let output = SolveAction.run(
      SolveAction.Options(
        file: "s.layout", selection: ScreenSelection(devices: ["iPhone 15"]), format: .json),
      files: MemoryFiles(["s.layout": Self.layout]))
    #expect(output.status == .success)
    let document = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
    let views = try #require((document as? [String: Any])?["views"] as? [[String: Any]])
    let sizes = views.map { view -> String in
      let name = view["name"] as? String ?? "?"
      guard let size = view["contentSize"] as? [String: Double] else { return "\(name): none" }
      return "\(name): \(size["width"] ?? -1) x \(size["height"] ?? -1)"
    }
    #expect(sizes == ["root: none", "scroll: 433.0 x 2040.0", "content: none"])
  }
}
