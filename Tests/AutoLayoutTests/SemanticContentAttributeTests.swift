import LayoutCore
import Testing

@testable import AutoLayout

/// `semanticContentAttribute`: a constraint's leading and trailing follow the direction of
/// the view it is installed on (its items' nearest common ancestor).
@Suite struct SemanticContentAttributeTests {
  /// A button forced right to left (the usual way to put its image after its title) stays
  /// where its constraints to its superview put it in a left-to-right app: those
  /// constraints are installed on the superview, which follows the app.
  @Test func aForcedLeafStaysWhereItsSuperviewPutsIt() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 100))
    let button = try makeView("button", in: engine.root, intrinsic: Size(width: 80, height: 30))
    button.semanticContentAttribute = .forceRightToLeft
    try LayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 16),
      button.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 10),
    ])
    try engine.layoutIfNeeded()
    #expect(button.frame == rect(16, 10, 80, 30))
    #expect(button.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  /// A container forced right to left lays its subviews out from its right edge, whatever
  /// the first item of each constraint is; a sibling outside it follows the app.
  @Test func aForcedContainerFlipsItsSubviews() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 100))
    let row = try makeView("row", in: engine.root)
    row.semanticContentAttribute = .forceRightToLeft
    let icon = try makeView("icon", in: row, intrinsic: Size(width: 20, height: 20))
    let title = try makeView("title", in: row, intrinsic: Size(width: 100, height: 20))
    let other = try makeView("other", in: engine.root, intrinsic: Size(width: 30, height: 20))
    try LayoutConstraint.activate([
      row.leftAnchor.constraint(equalTo: engine.root.leftAnchor),
      row.rightAnchor.constraint(equalTo: engine.root.rightAnchor),
      row.topAnchor.constraint(equalTo: engine.root.topAnchor),
      row.heightAnchor.constraint(equalToConstant: 40),
      icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 10),
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
      row.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor),
      icon.topAnchor.constraint(equalTo: row.topAnchor),
      title.topAnchor.constraint(equalTo: row.topAnchor),
      other.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10),
      other.topAnchor.constraint(equalTo: row.bottomAnchor),
    ])
    try engine.layoutIfNeeded()
    #expect(icon.frame == rect(290, 0, 20, 20))
    #expect(title.frame == rect(182, 0, 100, 20))
    #expect(other.frame == rect(10, 40, 30, 20))
  }

  /// A stack view forced right to left arranges its first view on the right; one forced
  /// left to right in a right-to-left app on the left.
  @Test func aStackViewArrangesInItsOwnDirection() throws {
    for (app, forced, expected) in [
      (LayoutDirection.leftToRight, SemanticContentAttribute.forceRightToLeft, (50.0, 0.0)),
      (.rightToLeft, .forceLeftToRight, (0, 60)),
    ] {
      let engine = LayoutEngine(rootSize: Size(width: 320, height: 100), layoutDirection: app)
      let stack = StackView("stack")
      stack.translatesAutoresizingMaskIntoConstraints = false
      try engine.root.addSubview(stack)
      try stack.setSpacing(10)
      stack.semanticContentAttribute = forced
      let a = View("a")
      a.intrinsicContentSize = Size(width: 50, height: 20)
      let b = View("b")
      b.intrinsicContentSize = Size(width: 40, height: 20)
      try stack.addArrangedSubview(a)
      try stack.addArrangedSubview(b)
      try LayoutConstraint.activate([
        stack.leftAnchor.constraint(equalTo: engine.root.leftAnchor),
        stack.topAnchor.constraint(equalTo: engine.root.topAnchor),
      ])
      try engine.layoutIfNeeded()
      #expect(stack.frame == rect(0, 0, 100, 20), "\(app)")
      #expect(a.frame.x == expected.0, "\(app)")
      #expect(b.frame.x == expected.1, "\(app)")
    }
  }
}
