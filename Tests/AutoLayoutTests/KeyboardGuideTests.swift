import LayoutCore
import Testing

@testable import AutoLayout

/// `keyboardLayoutGuide` on a 375 × 812 root with a 34-point bottom safe-area inset: a
/// 44-point button 16 from the sides and 8 above the guide.
@Suite struct KeyboardGuideTests {
  func form() throws -> (LayoutEngine, View) {
    let engine = LayoutEngine(rootSize: Size(width: 375, height: 812))
    engine.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let button = try makeView("button", in: engine.root)
    let root = engine.root
    try LayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      button.heightAnchor.constraint(equalToConstant: 44),
      button.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
    ])
    try engine.layoutIfNeeded()
    return (engine, button)
  }

  /// Hidden: the guide's top is the safe area's bottom, 812 − 34 = 778; the button's top is
  /// 778 − 8 − 44 = 726.
  @Test func hiddenKeyboardSitsOnTheSafeArea() throws {
    let (engine, button) = try form()
    #expect(button.frame == Rect(x: 16, y: 726, width: 343, height: 44))
    #expect(
      engine.root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 778, width: 375, height: 34))
  }

  /// A 336-point keyboard: top 476, button at 424; back at 726 once hidden. A keyboard lower
  /// than the safe-area inset does not move the guide.
  @Test func showingAndHiding() throws {
    let (engine, button) = try form()
    try engine.showKeyboard(height: 336)
    try engine.layoutIfNeeded()
    #expect(button.frame == Rect(x: 16, y: 424, width: 343, height: 44))
    #expect(
      engine.root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 476, width: 375, height: 336))
    engine.hideKeyboard()
    try engine.layoutIfNeeded()
    #expect(button.frame.y == 726)
    try engine.showKeyboard(height: 20)
    try engine.layoutIfNeeded()
    #expect(button.frame.y == 726)
    #expect(engine.conflictReports.isEmpty)
  }

  @Test func badHeightsAreRefused() throws {
    let (engine, _) = try form()
    #expect(throws: LayoutEngineError.invalidKeyboardHeight(-5)) {
      try engine.showKeyboard(height: -5)
    }
    #expect(
      LayoutEngineError.invalidKeyboardHeight(-5).description
        == "The keyboard height must be a finite number of points, 0 or more, not -5")
    #expect(engine.keyboardHeight == 0)
  }
}
