import LayoutCore
import Testing

@testable import AutoLayout

/// The engine breaks by `BreakRule`, the rule `layout explain` names: by shape (constant
/// sizes, spacings, centres, relative sizes, trailing or bottom edges, leading or top edges),
/// bounds before equalities, the oldest among equals (preferring one whose breaking ends the
/// conflict), the larger offset of constraints that differ only in their constant, system
/// constraints protected.
@Suite struct EngineBreakRuleTests {
  /// A row: `a` 16 in from the left and as wide as the window, `b` 8 after it and 16 in
  /// from the right. No constant size takes part, so the spacing between the two breaks,
  /// not the pins to the window's edges nor the relative width.
  @Test func spacingBreaksBeforeEdgesAndRelativeSizes() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let a = try makeView("a", in: root)
    let b = try makeView("b", in: root)
    let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    let width = a.widthAnchor.constraint(equalTo: root.widthAnchor)
    let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
    let trailing = b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16)
    try LayoutConstraint.activate([
      leading, width, spacing, trailing,
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      b.heightAnchor.constraint(equalToConstant: 10),
      b.widthAnchor.constraint(equalToConstant: 0, priority: .defaultLow),
    ])
    try engine.layoutIfNeeded()
    #expect(engine.conflictReports.map(\.broken) == [spacing])
    #expect(engine.brokenConstraints == [spacing])
    #expect(a.frame == rect(16, 0, 320, 10))
    #expect(b.frame == rect(304, 0, 0, 10))
  }

  /// A bar 0 high with its content pinned 8 inside its top and bottom: the bar's own height
  /// is a container's size, which UIKit keeps, so the content's bottom pin breaks rather
  /// than the constant height the rule otherwise breaks first.
  @Test func containersSizeOutlastsItsContentsPins() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let bar = try makeView("bar", in: root)
    let content = try makeView("content", in: bar)
    let top = content.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8)
    let bottom = content.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8)
    let height = bar.heightAnchor.constraint(equalToConstant: 0)
    try LayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: root.topAnchor),
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.widthAnchor.constraint(equalToConstant: 100),
      content.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
      top, bottom, height,
      content.heightAnchor.constraint(equalToConstant: 0, priority: .defaultLow),
    ])
    try engine.layoutIfNeeded()
    #expect(engine.conflictReports.map(\.broken) == [bottom])
    #expect(engine.brokenConstraints == [bottom])
    #expect(bar.frame == rect(0, 0, 100, 0))
    #expect(content.frame == rect(0, 8, 100, 0))
  }

  /// A view centred in the window and pinned to its leading edge, in a window too narrow for
  /// both with its fixed width made optional: the centring breaks, the leading pin holds.
  @Test func centreBreaksBeforeEdges() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let a = try makeView("a", in: root)
    let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let centre = a.centerXAnchor.constraint(equalTo: root.centerXAnchor)
    let trailing = a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20)
    try LayoutConstraint.activate([
      leading, centre, trailing,
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    try engine.layoutIfNeeded()
    #expect(engine.brokenConstraints == [centre])
    #expect(a.frame == rect(10, 0, 290, 10))
  }

  /// `a` 10 in from the left, its trailing edge on `b`'s, and `b`'s 320 in from the window's
  /// right: `a` would be 10 points narrower than nothing. Both trailing pins are the same
  /// shape, so the older, `a`'s pin to `b`, breaks and `b` keeps its place left of the
  /// window.
  @Test func oldestOfEqualShapesBreaks() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let a = try makeView("a", in: root)
    let b = try makeView("b", in: root)
    let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let shared = a.trailingAnchor.constraint(equalTo: b.trailingAnchor)
    let pin = b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -320)
    try LayoutConstraint.activate([
      leading, shared, pin,
      a.widthAnchor.constraint(equalToConstant: 100, priority: .defaultLow),
      b.widthAnchor.constraint(equalToConstant: 50),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    try engine.layoutIfNeeded()
    #expect(engine.brokenConstraints == [shared])
    #expect(a.frame == rect(10, 0, 100, 10))
    #expect(b.frame == rect(-50, 0, 50, 10))
  }

  /// `a` at least 200 wide and `b` 150 wide side by side in a 320-point window: both are
  /// constant sizes, and the bound breaks before the equality although it is older.
  @Test func boundBreaksBeforeEquality() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let a = try makeView("a", in: root)
    let b = try makeView("b", in: root)
    let atLeast = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 200)
    let fixed = b.widthAnchor.constraint(equalToConstant: 150)
    try LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor), atLeast,
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor), fixed,
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    try engine.layoutIfNeeded()
    #expect(engine.brokenConstraints == [atLeast])
    #expect(a.frame == rect(0, 0, 170, 10))
    #expect(b.frame == rect(170, 0, 150, 10))
  }

  /// Two tops of one view, 20 then 10 below the window's: they differ only in their
  /// constant, so the one that puts the view lower breaks although it is the older.
  @Test func theLargerOfTwoConstantsBreaks() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let a = try makeView("a", in: root)
    let lower = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
    let higher = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    try LayoutConstraint.activate([
      lower, higher,
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 100),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    try engine.layoutIfNeeded()
    #expect(engine.brokenConstraints == [lower])
    #expect(a.frame == rect(0, 10, 100, 10))
  }

  /// The window's trailing edge 20, then 29, after the view's (`H:[a]-(20)-|` and
  /// `H:[a]-(29)-|`, the window first): seen from the view, 20 puts it further right, so
  /// that one breaks although it is the older.
  @Test func theLargerOffsetBreaksWhenTheContainerComesFirst() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let a = try makeView("a", in: root)
    let twenty = root.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20)
    let twentyNine = root.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: 29)
    try LayoutConstraint.activate([
      twenty, twentyNine,
      a.widthAnchor.constraint(equalToConstant: 100),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    try engine.layoutIfNeeded()
    #expect(engine.brokenConstraints == [twenty])
    #expect(a.frame == rect(191, 0, 100, 10))
  }

  /// A button 16 in from its box's trailing edge, and on the box's trailing margin: the two
  /// differ only in their constant once the margin is read as the edge plus the margin. With
  /// the default 8-point margin the margin puts the button 8 in, further right, so it breaks
  /// although it is the newer; with a 20-point margin the 16 breaks.
  @Test func aMarginCountsAsItsEdgePlusTheMargin() throws {
    for (margin, marginBreaks, x) in [(8.0, true, 204.0), (20.0, false, 200.0)] {
      let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
      let root = engine.root
      let box = try makeView("box", in: root)
      box.directionalLayoutMargins = DirectionalEdgeInsets(all: margin)
      let button = try makeView("button", in: box)
      let sixteen = try LayoutConstraint(
        item: box, attribute: .trailing, relatedBy: .equal, toItem: button,
        attribute: .trailing, constant: 16)
      let onMargin = try LayoutConstraint(
        item: box, attribute: .trailingMargin, relatedBy: .equal, toItem: button,
        attribute: .trailing)
      try LayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        box.topAnchor.constraint(equalTo: root.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 100),
        sixteen, onMargin,
        button.widthAnchor.constraint(equalToConstant: 100),
        button.topAnchor.constraint(equalTo: box.topAnchor),
        button.heightAnchor.constraint(equalToConstant: 10),
      ])
      try engine.layoutIfNeeded()
      #expect(engine.brokenConstraints == [marginBreaks ? onMargin : sixteen], "margin \(margin)")
      #expect(button.frame == rect(x, 0, 100, 10), "margin \(margin)")
    }
  }

  /// A 30-point view above an 80-point one in a 70-point container that holds them by its
  /// top and bottom: the container's height is kept (a container's size), and the older
  /// height cannot make room by breaking (the 30-point view could shrink to 0 and the 80
  /// would still not fit), so the rule breaks the oldest whose breaking ends the conflict,
  /// the 80, and nothing else.
  @Test func theOldestSizeWhoseBreakingEndsTheConflictBreaks() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let container = try makeView("container", in: root)
    let a = try makeView("a", in: container)
    let b = try makeView("b", in: container)
    let thirty = a.heightAnchor.constraint(equalToConstant: 30)
    let eighty = b.heightAnchor.constraint(equalToConstant: 80)
    let seventy = container.heightAnchor.constraint(equalToConstant: 70)
    try LayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.widthAnchor.constraint(equalToConstant: 100),
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 100),
      b.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      b.widthAnchor.constraint(equalToConstant: 100),
      a.topAnchor.constraint(equalTo: container.topAnchor), thirty,
      b.topAnchor.constraint(equalTo: a.bottomAnchor), eighty,
      b.bottomAnchor.constraint(equalTo: container.bottomAnchor), seventy,
    ])
    try engine.layoutIfNeeded()
    #expect(engine.brokenConstraints == [eighty])
    #expect(a.frame == rect(0, 0, 100, 30))
    #expect(b.frame == rect(0, 30, 100, 40))
  }

  /// A 34-point container listed before the two 20-point views it holds, the first pinned to
  /// its top and the second to its bottom: the container holds its content by both edges
  /// (two items), so its height is a container's and is kept; of the two equal heights left
  /// the newer, the second view's, breaks (as UIKit broke the second of two 20-point labels
  /// in a 34-point view).
  @Test func aContainerHoldingTwoItemsKeepsItsSize() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let container = try makeView("container", in: root)
    let a = try makeView("a", in: container)
    let b = try makeView("b", in: container)
    let second = b.heightAnchor.constraint(equalToConstant: 20)
    try LayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.widthAnchor.constraint(equalToConstant: 100),
      container.heightAnchor.constraint(equalToConstant: 34),
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 100),
      b.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      b.widthAnchor.constraint(equalToConstant: 100),
      a.topAnchor.constraint(equalTo: container.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 20),
      b.topAnchor.constraint(equalTo: a.bottomAnchor), second,
      b.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    try engine.layoutIfNeeded()
    #expect(engine.brokenConstraints == [second])
    #expect(container.frame == rect(0, 0, 100, 34))
    #expect(a.frame == rect(0, 0, 100, 20))
    #expect(b.frame == rect(0, 20, 100, 14))
  }
}
