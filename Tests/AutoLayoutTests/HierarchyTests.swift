import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

@Suite struct HierarchyTests {
  /// A view added with autoresizing on keeps its frame; with a flexible width it stretches
  /// when the root rotates, keeping its margins.
  @Test func autoresizingMaskTranslatesToConstraints() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let banner = View("banner")
    banner.frame = rect(10, 20, 300, 50)
    banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    let fixed = View("fixed")
    fixed.frame = rect(5, 5, 40, 40)
    try engine.root.addSubview(banner)
    try engine.root.addSubview(fixed)
    try engine.layoutIfNeeded()
    #expect(banner.frame == rect(10, 20, 300, 50))
    #expect(fixed.frame == rect(5, 5, 40, 40))
    engine.rootSize = Size(width: 480, height: 320)
    try engine.layoutIfNeeded()
    #expect(banner.frame == rect(10, 20, 460, 50))
    #expect(fixed.frame == rect(5, 5, 40, 40))
    #expect(engine.ambiguityReports().isEmpty)
  }

  @Test func proportionalMarginsSplitTheChange() throws {
    let engine = LayoutEngine(rootSize: Size(width: 300, height: 100))
    let centred = View("centred")
    centred.frame = rect(100, 0, 100, 100)
    centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    try engine.root.addSubview(centred)
    try engine.layoutIfNeeded()
    engine.rootSize = Size(width: 500, height: 100)
    try engine.layoutIfNeeded()
    #expect(centred.frame == rect(200, 0, 100, 100))
  }

  @Test func removingAViewDropsItsConstraints() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = try makeView("box", in: engine.root)
    let inner = try makeView("inner", in: box)
    let pin = box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor)
    let innerWidth = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
    try LayoutConstraint.activate([pin, innerWidth])
    try engine.layoutIfNeeded()
    let removals = engine.statistics.solverRemovals
    box.removeFromSuperview()
    try engine.layoutIfNeeded()
    #expect(!pin.isActive)
    // Constraints inside the removed subtree stay active, as in UIKit.
    #expect(innerWidth.isActive)
    #expect(box.engine == nil)
    // pin, innerWidth and the two views' four implicit sizes left the solver.
    #expect(engine.statistics.solverRemovals == removals + 6)
    try engine.root.addSubview(box)
    try engine.layoutIfNeeded()
    #expect(engine.constraintsAffectingLayout(for: inner, axis: .horizontal) == [innerWidth])
  }

  @Test func constraintsAffectingLayoutFollowsSharedVariables() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let a = try makeView("a", in: root)
    let b = try makeView("b", in: root)
    let c = try makeView("c", in: root)
    let aLeading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let aWidth = a.widthAnchor.constraint(equalToConstant: 50)
    let bAfterA = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
    let bTop = b.topAnchor.constraint(equalTo: root.topAnchor)
    let cLeading = c.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    try LayoutConstraint.activate([aLeading, aWidth, bAfterA, bTop, cLeading])
    try engine.layoutIfNeeded()
    #expect(
      engine.constraintsAffectingLayout(for: b, axis: .horizontal) == [aLeading, aWidth, bAfterA])
    #expect(engine.constraintsAffectingLayout(for: b, axis: .vertical) == [bTop])
  }
}

@Suite struct LateFrameTests {
  /// A frame set after the superview was laid out refers to that size at once.
  @Test func frameSetAfterLayoutUsesTheCurrentSuperviewSize() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    try engine.layoutIfNeeded()
    let footer = View("footer")
    try engine.root.addSubview(footer)
    footer.frame = rect(0, 430, 320, 50)
    footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    try engine.layoutIfNeeded()
    #expect(footer.frame == rect(0, 430, 320, 50))
    engine.rootSize = Size(width: 480, height: 320)
    try engine.layoutIfNeeded()
    #expect(footer.frame == rect(0, 270, 480, 50))
    #expect(footer.hasAmbiguousLayout == false)
    #expect(
      footer.constraintsAffectingLayout(for: .vertical).map(\.kind) == [
        .autoresizing, .autoresizing,
      ])
  }
}
