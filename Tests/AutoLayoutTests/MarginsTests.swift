import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

@Suite struct MarginsTests {
  /// A notched phone in portrait: 375x812 with safe-area insets 44 top and 34 bottom.
  @Test func safeAreaAndRootMargins() throws {
    let engine = LayoutEngine(rootSize: Size(width: 375, height: 812), scale: 3)
    engine.safeAreaInsets = EdgeInsets(top: 44, bottom: 34)
    let root = engine.root
    let card = try makeView("card", in: root)
    let safe = root.safeAreaLayoutGuide
    let margins = root.layoutMarginsGuide
    try LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: safe.topAnchor),
      card.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
    try engine.layoutIfNeeded()
    #expect(safe.layoutFrame == rect(0, 44, 375, 734))
    #expect(margins.layoutFrame == rect(16, 44, 343, 734))
    #expect(card.frame == rect(16, 44, 343, 734))
    // The card reaches into no unsafe area; its own margins are the default 8.
    #expect(card.safeAreaInsets == .zero)
    #expect(card.layoutMargins == EdgeInsets(all: 8))
  }

  /// A full-screen child inherits the unsafe areas as its own safe-area insets, and its
  /// margins grow by them.
  @Test func childSafeAreaAndMarginAttributes() throws {
    let engine = LayoutEngine(rootSize: Size(width: 375, height: 812))
    engine.safeAreaInsets = EdgeInsets(top: 44, bottom: 34)
    let root = engine.root
    let full = try makeView("full", in: root)
    let label = try makeView("label", in: full, intrinsic: Size(width: 100, height: 20))
    try LayoutConstraint.activate([
      full.topAnchor.constraint(equalTo: root.topAnchor),
      full.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      full.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      full.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      try LayoutConstraint(
        item: label, attribute: .top, relatedBy: .equal, toItem: full, attribute: .topMargin),
      try LayoutConstraint(
        item: label, attribute: .trailing, relatedBy: .equal, toItem: full,
        attribute: .trailingMargin),
    ])
    try engine.layoutIfNeeded()
    #expect(full.safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
    #expect(full.layoutMargins == EdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
    #expect(label.frame == rect(267, 52, 100, 20))
    full.insetsLayoutMarginsFromSafeArea = false
    try engine.layoutIfNeeded()
    #expect(label.frame == rect(267, 8, 100, 20))
  }

  @Test func preservesSuperviewLayoutMargins() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 100))
    let root = engine.root
    let inner = try makeView("inner", in: root)
    inner.preservesSuperviewLayoutMargins = true
    let label = try makeView("label", in: inner, intrinsic: Size(width: 50, height: 20))
    try LayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
      inner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      inner.topAnchor.constraint(equalTo: root.topAnchor),
      inner.heightAnchor.constraint(equalToConstant: 50),
      label.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: inner.topAnchor),
    ])
    try engine.layoutIfNeeded()
    // The root's margin is 16; inner starts 4 in, so it keeps 12 to line up (more than 8).
    #expect(inner.layoutMargins.left == 12)
    #expect(label.frameInRoot == rect(16, 0, 50, 20))
  }

  /// On a regular-width iPad (1024 wide) the root margins are 20 and the readable guide is
  /// 672 wide, centred in the 984 points between the margins.
  @Test func readableContentGuide() throws {
    let engine = LayoutEngine(rootSize: Size(width: 1024, height: 768))
    engine.horizontalSizeClass = .regular
    let readable = engine.root.readableContentGuide
    try engine.layoutIfNeeded()
    #expect(readable.layoutFrame == rect(176, 0, 672, 768))
    engine.rootSize = Size(width: 320, height: 480)
    engine.horizontalSizeClass = .compact
    try engine.layoutIfNeeded()
    #expect(readable.layoutFrame == rect(16, 0, 288, 480))
  }

  @Test func freeLayoutGuidesWorkAsSpacers() throws {
    let engine = LayoutEngine(rootSize: Size(width: 300, height: 100))
    let root = engine.root
    let spacer = LayoutGuide("spacer")
    try root.addLayoutGuide(spacer)
    let a = try makeView("a", in: root, intrinsic: Size(width: 50, height: 20))
    let b = try makeView("b", in: root, intrinsic: Size(width: 70, height: 20))
    try LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      spacer.topAnchor.constraint(equalTo: root.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 1),
    ])
    a.setContentHuggingPriority(251, for: .horizontal)
    b.setContentHuggingPriority(251, for: .horizontal)
    try engine.layoutIfNeeded()
    #expect(spacer.layoutFrame == rect(50, 0, 180, 1))
    #expect(b.frame == rect(230, 0, 70, 20))
  }
}
