import DenseSimplex
import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

/// `constraintsDeterminingLayout(for:axis:)`: the binding constraints, not every connected one.
@Suite struct DeterminationTests {
  /// A card under the top, a label inside it and a button below it. The card's vertical
  /// frame is held by its top and height only; the label and the button hang off the card
  /// and a slack `<=` and a losing low-priority height do not hold it.
  @Test(arguments: [SolverBackend.cassowary, .dense])
  func onlyBindingConstraintsHoldTheCard(_ backend: SolverBackend) throws {
    let engine = LayoutEngine(backend: backend, rootSize: Size(width: 320, height: 480))
    let card = try makeView("card", in: engine.root)
    let label = try makeView("label", in: card)
    let button = try makeView("button", in: engine.root)
    let top = card.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 20)
    let height = card.heightAnchor.constraint(equalToConstant: 200)
    let slack = card.bottomAnchor.constraint(lessThanOrEqualTo: engine.root.bottomAnchor)
    let losing = card.heightAnchor.constraint(equalToConstant: 50)
    try losing.setPriority(250)
    let labelTop = label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)
    let gap = button.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 12)
    let buttonHeight = button.heightAnchor.constraint(equalToConstant: 10)
    try LayoutConstraint.activate([
      top, height, slack, losing, labelTop, gap, buttonHeight,
      card.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: 100),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      label.widthAnchor.constraint(equalToConstant: 10),
      label.heightAnchor.constraint(equalToConstant: 10),
      button.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      button.widthAnchor.constraint(equalToConstant: 10),
    ])
    try engine.layoutIfNeeded()
    #expect(card.frame == rect(0, 20, 100, 200))

    let connected = engine.constraintsAffectingLayout(for: card, axis: .vertical)
    #expect(connected.count == 6)
    let holding = engine.constraintsDeterminingLayout(for: card, axis: .vertical)
    #expect(holding.map(ObjectIdentifier.init) == [top, height].map(ObjectIdentifier.init))

    // The button hangs under the card by the gap and has its own height.
    let buttonHolding = engine.constraintsDeterminingLayout(for: button, axis: .vertical)
    #expect(
      buttonHolding.map(ObjectIdentifier.init)
        == [top, height, gap, buttonHeight].map(ObjectIdentifier.init))
    // Positions are in root coordinates, so the card's leading edge holds the label too.
    #expect(engine.constraintsDeterminingLayout(for: label, axis: .horizontal).count == 3)
  }

  /// An edge pinned twice: neither pin can be nudged alone (it conflicts with its twin), yet
  /// both hold the view, each redundant with the other. A width that follows the window
  /// reports the window.
  @Test(arguments: [SolverBackend.cassowary, .dense])
  func redundantPinsHoldTogether(_ backend: SolverBackend) throws {
    let engine = LayoutEngine(backend: backend, rootSize: Size(width: 320, height: 480))
    let bar = try makeView("bar", in: engine.root)
    let first = bar.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10)
    let second = bar.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10)
    let trailing = bar.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor)
    try LayoutConstraint.activate([
      first, second, trailing,
      bar.topAnchor.constraint(equalTo: engine.root.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 40),
    ])
    try engine.layoutIfNeeded()
    #expect(bar.frame == rect(10, 0, 310, 40))

    let horizontal = engine.layoutDetermination(for: bar, axis: .horizontal)
    #expect(
      horizontal.holders.map { ObjectIdentifier($0.constraint) }
        == [first, second, trailing].map(ObjectIdentifier.init))
    #expect(
      horizontal.holders.map { $0.redundantWith.map(ObjectIdentifier.init) }
        == [[ObjectIdentifier(second)], [ObjectIdentifier(first)], []])
    #expect(horizontal.dependsOnRootWidth)
    #expect(!horizontal.dependsOnRootHeight)

    let vertical = engine.layoutDetermination(for: bar, axis: .vertical)
    #expect(vertical.holders.count == 2)
    #expect(vertical.holders.allSatisfy { $0.redundantWith.isEmpty })
    #expect(!vertical.dependsOnRootWidth)
    #expect(!vertical.dependsOnRootHeight)
  }
}
