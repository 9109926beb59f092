import LayoutAdaptivity
import LayoutDevices
import LayoutMatrix
import Testing

/// A scroll view's content may lie beyond the screen (scrolling brings it into view), so it
/// is not reported off-screen; the scroll view itself and views outside it still are.
@Suite struct ScrollContentProblemTests {
  func solve(_ text: String) throws -> SolvedScreen {
    let source = try LayoutSource.parse(bytes: Array(text.utf8), path: "t.layout")
    let configuration = try DeviceConfiguration(
      device: try DeviceCatalog.lookup("iPhone 15"), orientation: .portrait)
    return ScreenSolver.solve(source, in: configuration)
  }

  /// A scroll view filling the 393 x 852 screen, holding a 2,000-point-tall content view
  /// whose last row starts below the screen.
  let tallContent = """
    view scroll: UIScrollView {
      view content {
        view lastRow
      }
    }
    scroll.top == root.top
    scroll.bottom == root.bottom
    scroll.leading == root.leading
    root.trailing == scroll.trailing
    content.top == scroll.top
    content.bottom == scroll.bottom
    content.leading == scroll.leading
    scroll.trailing == content.trailing
    content.width == scroll.width
    content.height == 2000
    lastRow.leading == content.leading
    content.trailing == lastRow.trailing
    lastRow.height == 44
    content.bottom == lastRow.bottom

    """

  @Test func contentBelowTheScreenIsNotAProblem() throws {
    let screen = try solve(tallContent)
    #expect(screen.problems.map(\.fullMessage) == [])
    #expect(screen.status == "ok")
  }

  @Test func contentStickingOutOfItsSuperviewInsideAScrollViewIsStillClipped() throws {
    let clipped = try solve(
      tallContent.replacingOccurrences(
        of: "content.bottom == lastRow.bottom", with: "lastRow.top == content.bottom - 10"))
    #expect(
      clipped.problems.map(\.fullMessage) == [
        "lastRow sticks out of its superview content (0, 1990, 393, 44) outside (0, 0, 393, 2000)",
        "lastRow lies outside scroll's content size and bounds, so scrolling cannot show it "
          + "(0, 1990, 393, 44) outside (0, 0, 393, 2000)",
      ])
  }

  @Test func aScrollViewItselfOffTheScreenIsStillReported() throws {
    let screen = try solve(
      tallContent.replacingOccurrences(
        of: "scroll.top == root.top\nscroll.bottom == root.bottom",
        with: "scroll.top == root.top + 900\nscroll.height == 400"))
    #expect(
      screen.problems.map(\.fullMessage) == [
        "scroll is entirely off-screen (0, 900, 393, 400)"
      ])
  }

  /// A button placed below the content view's bottom, which sets the content size, and
  /// below the scroll view's bounds: the content is 70 tall, the screen 852, the button at
  /// y 950, so no scrolling shows it.
  @Test func viewsBeyondTheContentSizeAreReported() throws {
    let screen = try solve(
      """
      view scroll: UIScrollView {
        view content: UIView {
          view title: UILabel { intrinsic 200 30 }
          view button: UIButton { intrinsic 120 44 }
        }
      }
      H:|[scroll]|
      V:|[scroll]|
      content.top == scroll.top
      content.bottom == scroll.bottom
      content.leading == scroll.leading
      scroll.trailing == content.trailing
      content.width == scroll.width
      title.top == content.top + 20
      title.leading == content.leading + 20
      content.bottom == title.bottom + 20
      button.top == title.bottom + 900
      button.leading == content.leading + 20

      """)
    let beyond = screen.problems.filter { $0.kind == .beyondContent }
    #expect(beyond.count == 1)
    #expect(
      beyond.first?.message
        == "button lies outside scroll's content size and bounds, so scrolling cannot show it")
    #expect(beyond.first?.detail == "(20, 950, 120, 44) outside (0, 0, 393, 852)")
    #expect(beyond.first?.location?.line == 4)
  }

  /// A box centred in a full-screen scroll view whose constraints leave the content size at
  /// zero (an app sets it in code): the box is in the bounds, shown at the first scroll
  /// position, so it is no problem.
  @Test func aViewInTheBoundsOfAnUnsizedScrollViewIsShown() throws {
    let screen = try solve(
      """
      view scroll: UIScrollView {
        view box
      }
      H:|[scroll]|
      V:|[scroll]|
      box.centerX == scroll.centerX
      box.centerY == scroll.centerY
      box.width == 100
      box.height == 100

      """)
    #expect(screen.problems.map(\.fullMessage) == [])
  }
}
