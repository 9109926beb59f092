import LayoutCore
import Testing

@testable import AutoLayout

/// The engine breaks constant sizes as UIKit's logs show: the largest first and, of equal
/// ones, the newest, among those whose breaking ends the conflict.
@Suite struct EngineSizeOrderTests {
  /// Two views in a row 80 wide, `a` 30 and `b` 60 wide: the 60, made later, breaks, and
  /// `b` takes the 50 points `a` leaves.
  @Test func theLargerWidthBreaks() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let row = try makeView("row", in: root)
    let a = try makeView("a", in: row)
    let b = try makeView("b", in: row)
    let thirty = a.widthAnchor.constraint(equalToConstant: 30)
    let sixty = b.widthAnchor.constraint(equalToConstant: 60)
    try LayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: root.topAnchor),
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      row.heightAnchor.constraint(equalToConstant: 10),
      row.widthAnchor.constraint(equalToConstant: 80),
      a.topAnchor.constraint(equalTo: row.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.topAnchor.constraint(equalTo: row.topAnchor),
      b.heightAnchor.constraint(equalToConstant: 10),
      a.leadingAnchor.constraint(equalTo: row.leadingAnchor), thirty,
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor), sixty,
      b.trailingAnchor.constraint(equalTo: row.trailingAnchor),
    ])
    try engine.layoutIfNeeded()
    #expect(engine.brokenConstraints == [sixty])
    #expect(a.frame == rect(0, 0, 30, 10))
    #expect(b.frame == rect(30, 0, 50, 10))
  }
}
