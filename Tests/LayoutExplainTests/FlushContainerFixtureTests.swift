import Testing

@testable import LayoutExplain

/// A container read from a log whose pins name no superview: a content view holding an icon
/// by an inset pin at its top and a separator by a flush pin at its bottom holds its content
/// by both edges, so `BreakRule` keeps its constant height as a container's size.
@Suite struct FlushContainerFixtureTests {
  func conflict(_ log: String) throws -> Explanation.Conflict {
    try #require(try Explainer.explain(log: log, fileName: "log.txt").conflicts.first)
  }

  /// A content view set 69.5 high, listed first, around a 40-point icon 10 below its top, a
  /// 10-point spacing and a 10-point separator flush with its bottom: 0.5 too short. The
  /// flush pin holds the separator inside the content view, the view that already holds the
  /// icon, so the content view's height is a container's; the larger of the other constant
  /// sizes, the icon's 40, breaks.
  @Test func aFlushPinMakesTheContentViewAContainer() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x95 ContentView:0x30.height == 69.5   (active)>",
          "<NSLayoutConstraint:0x91 UIImageView:0x32.height == 40   (active)>",
          "<NSLayoutConstraint:0x90 UIView:0x31.height == 10   (active)>",
          "<NSLayoutConstraint:0x92 UIImageView:0x32.top == ContentView:0x30.top + 10   (active)>",
          "<NSLayoutConstraint:0x93 UIView:0x31.top == UIImageView:0x32.bottom + 10   (active)>",
          "<NSLayoutConstraint:0x94 ContentView:0x30.bottom == UIView:0x31.bottom   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x91 UIImageView:0x32.height == 40   (active)>
      """
    let found = try conflict(log)
    #expect(found.uikitBroke == "0x91")
    #expect(found.wouldBreak == "0x91")
    #expect(
      found.reason
        == "it sets a size to a constant, which UIKit breaks first among the set's user "
        + "constraints (constant sizes, then spacings, centres, relative sizes, trailing or "
        + "bottom edges, leading or top edges, the size of a view its content is pinned inside "
        + "last; bounds before equalities); of the 2 such constraints it is the largest (of "
        + "equal ones, the newest)")
  }

  /// The same conflict without the icon's inset pin (the icon pinned flush to the top): no
  /// pin tells which view holds the other, so the content view is no container and its
  /// height, the oldest constant size, breaks.
  @Test func flushPinsAloneHoldNothing() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x95 ContentView:0x30.height == 59.5   (active)>",
          "<NSLayoutConstraint:0x91 UIImageView:0x32.height == 40   (active)>",
          "<NSLayoutConstraint:0x90 UIView:0x31.height == 10   (active)>",
          "<NSLayoutConstraint:0x92 UIImageView:0x32.top == ContentView:0x30.top   (active)>",
          "<NSLayoutConstraint:0x93 UIView:0x31.top == UIImageView:0x32.bottom + 10   (active)>",
          "<NSLayoutConstraint:0x94 ContentView:0x30.bottom == UIView:0x31.bottom   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x95 ContentView:0x30.height == 59.5   (active)>
      """
    let found = try conflict(log)
    #expect(found.wouldBreak == "0x95")
  }
}
