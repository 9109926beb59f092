import LayoutCore
import Testing

@testable import AutoLayout

/// Across the axis, with the stack's height left to its content (UIKit's `UISV-spanning-fit`
/// pulls it to the tallest arrangement) and the `fillEqually` widths 100, 100, 100.
@Suite struct StackViewAlignmentTests {
  private func fixture(_ alignment: StackViewAlignment) throws -> StackFixture {
    let f = try StackFixture()
    f.stack.distribution = .fillEqually
    f.stack.alignment = alignment
    return f
  }

  /// `fill`: every view as tall as the stack, which compression resistance makes 40.
  @Test func fill() throws {
    let f = try fixture(.fill)
    #expect(
      try f.frames() == [rect(0, 0, 100, 40), rect(110, 0, 100, 40), rect(220, 0, 100, 40)])
  }

  /// `top` (leading): own heights at the top; the stack hugs the tallest, 40.
  @Test func top() throws {
    let f = try fixture(.top)
    #expect(
      try f.frames() == [rect(0, 0, 100, 20), rect(110, 0, 100, 30), rect(220, 0, 100, 40)])
    #expect(f.stack.frame == rect(10, 20, 320, 40))
    #expect(f.identifiers.contains("UISV-spanning-fit"))
  }

  /// `center`: y = (40 − height) / 2.
  @Test func center() throws {
    let f = try fixture(.center)
    #expect(
      try f.frames() == [rect(0, 10, 100, 20), rect(110, 5, 100, 30), rect(220, 0, 100, 40)])
  }

  /// `bottom` (trailing): y = 40 − height.
  @Test func bottom() throws {
    let f = try fixture(.bottom)
    #expect(
      try f.frames() == [rect(0, 20, 100, 20), rect(110, 10, 100, 30), rect(220, 0, 100, 40)])
  }

  /// `firstBaseline`: baselines 15, 20, 25 below the tops line up at 25; c touches the top.
  @Test func firstBaseline() throws {
    let f = try fixture(.firstBaseline)
    #expect(
      try f.frames() == [rect(0, 10, 100, 20), rect(110, 5, 100, 30), rect(220, 0, 100, 40)])
  }

  /// `lastBaseline`: baselines 5, 10, 5 above the bottoms line up at 35; b's bottom at 45 is
  /// the lowest, so the stack is 45 tall.
  @Test func lastBaseline() throws {
    let f = try fixture(.lastBaseline)
    #expect(
      try f.frames() == [rect(0, 20, 100, 20), rect(110, 15, 100, 30), rect(220, 0, 100, 40)])
    #expect(f.stack.frame.height == 45)
  }

  /// A vertical stack centres across its width (320) and stacks heights 20, 30, 40 with
  /// spacing 8: the stack is 20 + 8 + 30 + 8 + 40 = 106 tall.
  @Test func verticalCenter() throws {
    let f = try StackFixture(spacing: 8)
    f.stack.axis = .vertical
    f.stack.alignment = .center
    #expect(
      try f.frames() == [rect(145, 0, 30, 20), rect(125, 28, 70, 30), rect(135, 66, 50, 40)])
    #expect(f.stack.frame == rect(10, 20, 320, 106))
  }

  /// Baseline-relative vertical gaps run from a's last baseline (15) to b's first (at
  /// 15 + 20 = 35, so b's top is 15), then from b's (15 + 20 = 35) to c's (35 + 20 = 55,
  /// top 30).
  @Test func baselineRelativeVerticalSpacing() throws {
    let f = try StackFixture(spacing: 20)
    f.stack.axis = .vertical
    f.stack.alignment = .leading
    f.stack.isBaselineRelativeArrangement = true
    #expect(
      try f.frames() == [rect(0, 0, 30, 20), rect(0, 15, 70, 30), rect(0, 30, 50, 40)])
  }

  /// Margin-relative arrangement places the views inside margins of 5 and 10.
  @Test func layoutMarginsRelativeArrangement() throws {
    let f = try StackFixture(height: 100)
    f.stack.distribution = .fillEqually
    f.stack.removeArrangedSubview(f.c)
    f.c.removeFromSuperview()
    f.stack.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 5, leading: 10, bottom: 5, trailing: 10)
    f.stack.isLayoutMarginsRelativeArrangement = true
    try f.engine.layoutIfNeeded()
    #expect(f.a.frame == rect(10, 5, 145, 90))
    #expect(f.b.frame == rect(165, 5, 145, 90))
  }
}
