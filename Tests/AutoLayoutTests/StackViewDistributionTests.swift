import LayoutCore
import Testing

@testable import AutoLayout

/// Along the axis: a 320-point horizontal stack, spacing 10, intrinsic widths 30, 70 and 50
/// (150 in all, so 320 − 20 − 150 = 150 points to share).
@Suite struct StackViewDistributionTests {
  /// `fill`: the view with the lowest hugging priority takes the 150 spare points.
  @Test func fillStretchesTheLeastHuggingView() throws {
    let f = try StackFixture(height: 100)
    f.b.setContentHuggingPriority(249, for: .horizontal)
    #expect(
      try f.frames() == [rect(0, 0, 30, 100), rect(40, 0, 220, 100), rect(270, 0, 50, 100)])
    #expect(f.stack.frame == rect(10, 20, 320, 100))
  }

  /// `fillEqually`: (320 − 2 × 10) / 3 = 100 each.
  @Test func fillEquallySharesTheLength() throws {
    let f = try StackFixture(height: 100)
    f.stack.distribution = .fillEqually
    #expect(
      try f.frames() == [rect(0, 0, 100, 100), rect(110, 0, 100, 100), rect(220, 0, 100, 100)])
    #expect(f.identifiers.contains("UISV-fill-equally"))
  }

  /// `fillProportionally`: 300 shared as 30 : 70 : 50 → 60, 140, 100.
  @Test func fillProportionallyFollowsIntrinsicWidths() throws {
    let f = try StackFixture(height: 100)
    f.stack.distribution = .fillProportionally
    #expect(
      try f.frames() == [rect(0, 0, 60, 100), rect(70, 0, 140, 100), rect(220, 0, 100, 100)])
    let proportional = f.stack.arrangementConstraints.filter {
      $0.identifier == "UISV-fill-proportionally"
    }
    #expect(proportional.map(\.priority.value) == [999, 998, 997])
  }

  /// `equalSpacing`: intrinsic widths, two equal gaps of (320 − 150) / 2 = 85.
  @Test func equalSpacingSharesTheGaps() throws {
    let f = try StackFixture(height: 100)
    f.stack.distribution = .equalSpacing
    #expect(
      try f.frames() == [rect(0, 0, 30, 100), rect(115, 0, 70, 100), rect(270, 0, 50, 100)])
    #expect(f.identifiers.contains("UISV-distributing-edge"))
  }

  /// `equalCentering`: centres at 15 and 295, so b is centred at 155.
  @Test func equalCenteringSpacesTheCentres() throws {
    let f = try StackFixture(height: 100)
    f.stack.distribution = .equalCentering
    #expect(
      try f.frames() == [rect(0, 0, 30, 100), rect(120, 0, 70, 100), rect(270, 0, 50, 100)])
  }

  /// A custom gap after a replaces the spacing there only: 320 − 150 − 30 − 10 = 130 spare.
  @Test func customSpacingAfterOneView() throws {
    let f = try StackFixture(height: 100)
    f.b.setContentHuggingPriority(249, for: .horizontal)
    try f.stack.setCustomSpacing(30, after: f.a)
    #expect(f.stack.customSpacing(after: f.a) == 30)
    #expect(f.stack.customSpacing(after: f.b) == StackView.spacingUseDefault)
    #expect(
      try f.frames() == [rect(0, 0, 30, 100), rect(60, 0, 200, 100), rect(270, 0, 50, 100)])
    try f.stack.setCustomSpacing(StackView.spacingUseDefault, after: f.a)
    #expect(
      try f.frames() == [rect(0, 0, 30, 100), rect(40, 0, 220, 100), rect(270, 0, 50, 100)])
  }

  /// Every distribution × alignment keeps the views inside the stack, in order, at least
  /// `spacing` apart, and fills the length when the distribution is a fill one.
  @Test(arguments: StackViewDistribution.allCases)
  func everyAlignmentKeepsTheViewsInOrderInside(_ distribution: StackViewDistribution) throws {
    for alignment in StackViewAlignment.allCases {
      let f = try StackFixture(height: 100)
      f.b.setContentHuggingPriority(249, for: .horizontal)
      f.stack.distribution = distribution
      f.stack.alignment = alignment
      let frames = try f.frames()
      #expect(frames[0].x == 0, "\(distribution) \(alignment)")
      #expect(frames[2].x + frames[2].width == 320, "\(distribution) \(alignment)")
      for (left, right) in zip(frames, frames.dropFirst()) {
        #expect(right.x - (left.x + left.width) >= 10, "\(distribution) \(alignment)")
      }
      for frame in frames {
        #expect(frame.y >= 0 && frame.y + frame.height <= 100, "\(distribution) \(alignment)")
      }
      #expect(f.engine.conflictReports.isEmpty, "\(distribution) \(alignment)")
    }
  }
}
