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

  /// `fillProportionally` with a plain view (no intrinsic width) shares by that view's
  /// current frame, as UIKit does: 30 : 120 : 50 of 300 → 45, 180, 75. A view with an
  /// intrinsic width keeps sharing by it whatever its frame (c is 500 wide before layout).
  @Test func fillProportionallyUsesTheFrameOfAViewWithoutIntrinsicSize() throws {
    let f = try StackFixture(height: 100)
    f.b.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 30)
    f.b.frame = rect(0, 0, 120, 100)
    f.c.frame = rect(0, 0, 500, 100)
    f.stack.distribution = .fillProportionally
    #expect(
      try f.frames() == [rect(0, 0, 45, 100), rect(55, 0, 180, 100), rect(245, 0, 75, 100)])
  }

  /// `equalSpacing`: intrinsic widths, two equal gaps of (320 − 150) / 2 = 85.
  @Test func equalSpacingSharesTheGaps() throws {
    let f = try StackFixture(height: 100)
    f.stack.distribution = .equalSpacing
    #expect(
      try f.frames() == [rect(0, 0, 30, 100), rect(115, 0, 70, 100), rect(270, 0, 50, 100)])
    #expect(f.identifiers.contains("UISV-distributing-edge"))
  }

  /// An equal-spacing stack whose length nothing fixes is pulled to its smallest size
  /// (`UISV-canvas-fit`, stack length == 0 at 49), and a plain view sharing the row takes
  /// the rest. Equal spacing: gaps at the spacing, 30 + 10 + 70 + 10 + 50 = 170 points.
  /// Equal centering: centres 70 apart, the least that keeps b and c 10 apart (180).
  @Test(arguments: [StackViewDistribution.equalSpacing, .equalCentering])
  func equalSpacingStackFitsItsContentWhenFree(_ distribution: StackViewDistribution) throws {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 300))
    let views = [("a", 30.0), ("b", 70), ("c", 50)].map { name, width in
      let view = View(name)
      view.intrinsicContentSize = Size(width: width, height: 20)
      return view
    }
    let stack = try StackView("stack", arrangedSubviews: views)
    try stack.setSpacing(10)
    stack.distribution = distribution
    stack.translatesAutoresizingMaskIntoConstraints = false
    let filler = View("filler")
    filler.translatesAutoresizingMaskIntoConstraints = false
    try engine.root.addSubview(stack)
    try engine.root.addSubview(filler)
    try LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: engine.root.topAnchor),
      filler.leadingAnchor.constraint(equalTo: stack.trailingAnchor),
      filler.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor),
      filler.topAnchor.constraint(equalTo: engine.root.topAnchor),
      filler.heightAnchor.constraint(equalToConstant: 20),
    ])
    try engine.layoutIfNeeded()
    let length: Double = distribution == .equalSpacing ? 170 : 180
    #expect(stack.frame == rect(10, 0, length, 20))
    #expect(filler.frame == rect(10 + length, 0, 390 - length, 20))
    let middle: Double = distribution == .equalSpacing ? 40 : 50
    #expect(
      views.map(\.frame) == [
        rect(0, 0, 30, 20), rect(middle, 0, 70, 20), rect(length - 50, 0, 50, 20),
      ])
    let fit = stack.arrangementConstraints.filter { $0.identifier == "UISV-canvas-fit" }
    #expect(fit.map(\.priority.value) == [49])
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
