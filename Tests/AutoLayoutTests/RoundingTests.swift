import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

@Suite struct RoundingTests {
  /// A 100-wide box centred in a 321-wide root (exact x = 110.5) and a column one third of
  /// (root width - 1) = 106.67 wide, laid out at the given scale.
  static func layout(scale: Double) throws -> (centred: View, third: View) {
    let engine = LayoutEngine(rootSize: Size(width: 321, height: 100), scale: scale)
    let root = engine.root
    let centred = try makeView("centred", in: root)
    let third = try makeView("third", in: root)
    try LayoutConstraint.activate([
      centred.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      centred.topAnchor.constraint(equalTo: root.topAnchor),
      centred.widthAnchor.constraint(equalToConstant: 100),
      centred.heightAnchor.constraint(equalToConstant: 10),
      third.leftAnchor.constraint(equalTo: root.leftAnchor),
      third.topAnchor.constraint(equalTo: centred.bottomAnchor),
      third.widthAnchor.constraint(
        equalTo: root.widthAnchor, multiplier: 1.0 / 3, constant: -1.0 / 3),
      third.heightAnchor.constraint(equalToConstant: 10),
    ])
    try engine.layoutIfNeeded()
    return (centred, third)
  }

  @Test func scale1() throws {
    let (centred, third) = try Self.layout(scale: 1)
    // 110.5 rounds away from zero to 111; the right edge 210.5 to 211.
    #expect(centred.frame == rect(111, 0, 100, 10))
    // (321 - 1) / 3 = 106.67 → 107.
    #expect(third.frame == rect(0, 10, 107, 10))
    // Within one unit in the last place: the constraint's 1/3 is a rounded double, and the
    // solver's compensated sums give 321 · fl(1/3) - fl(1/3) rounded once, one ulp below
    // fl(320 / 3).
    #expect(abs(third.unroundedFrameInRoot.width - 320.0 / 3) <= (320.0 / 3).ulp)
  }

  @Test func scale2() throws {
    let (centred, third) = try Self.layout(scale: 2)
    #expect(centred.frame == rect(110.5, 0, 100, 10))
    // 213.33 pixels → 213 → 106.5 points.
    #expect(third.frame == rect(0, 10, 106.5, 10))
  }

  @Test func scale3() throws {
    let (centred, third) = try Self.layout(scale: 3)
    // 331.5 pixels → 332; 631.5 → 632: width 300 pixels.
    #expect(centred.frame == rect(332.0 / 3, 0, 300.0 / 3, 10))
    #expect(third.frame == rect(0, 10, 320.0 / 3, 10))
  }

  /// Edges snap in root coordinates, so a child half a point inside a parent that is half a
  /// point from the root lands on whole pixels without drift.
  @Test func snappingHappensInRootCoordinates() throws {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100), scale: 1)
    let parent = try makeView("parent", in: engine.root)
    let child = try makeView("child", in: parent)
    try LayoutConstraint.activate([
      parent.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 0.5),
      parent.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 0.5),
      parent.widthAnchor.constraint(equalToConstant: 50),
      parent.heightAnchor.constraint(equalToConstant: 50),
      child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 0.5),
      child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 0.5),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    try engine.layoutIfNeeded()
    #expect(parent.frameInRoot == rect(1, 1, 50, 50))
    #expect(child.frameInRoot == rect(1, 1, 10, 10))
    // Relative to the rounded parent the child sits at 0, not at a rounded 0.5.
    #expect(child.frame == rect(0, 0, 10, 10))
  }
}
