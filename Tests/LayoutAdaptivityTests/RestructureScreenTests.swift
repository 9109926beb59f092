import LayoutDevices
import AutoLayout
import Testing

@testable import LayoutAdaptivity

/// The Restructure screen of issue 5, three Interface Builder designs of one scene: the
/// base design (content on top, buttons 2 × 2 on the margins), `wAny hCompact` (content
/// left, buttons in a column on the right spaced by equal-height fillers) and
/// `wRegular hRegular` (buttons in one row under the content spaced by equal-width fillers,
/// font 20 instead of 15). A button's intrinsic size follows its font: (4f + 20) × 2f.
@Suite struct RestructureScreenTests {
  final class Screen {
    let environment: DeviceEnvironment
    let content: View
    let buttons: [View]

    init(_ configuration: DeviceConfiguration) throws {
      let engine = LayoutEngine(rootSize: size(100, 100))
      let root = engine.root
      let margins = root.layoutMarginsGuide
      content = try makeView("content", in: root)
      let buttons = try (1...4).map { try makeView("button\($0)", in: root) }
      self.buttons = buttons
      let columnFillers = try (1...3).map { try makeView("columnFiller\($0)", in: root) }
      let rowFillers = try (0...4).map { try makeView("rowFiller\($0)", in: root) }
      let (b1, b2, b3, b4) = (buttons[0], buttons[1], buttons[2], buttons[3])

      let base = [
        content.topAnchor.constraint(equalTo: margins.topAnchor),
        content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        b1.topAnchor.constraint(equalTo: content.bottomAnchor, constant: 8),
        b1.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        b2.topAnchor.constraint(equalTo: b1.topAnchor),
        b2.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        b3.topAnchor.constraint(equalTo: b1.bottomAnchor, constant: 8),
        b3.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        b4.topAnchor.constraint(equalTo: b3.topAnchor),
        b4.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        b3.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ]
      var column = [
        content.topAnchor.constraint(equalTo: margins.topAnchor),
        content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: b1.leadingAnchor, constant: -8),
        b1.topAnchor.constraint(equalTo: margins.topAnchor),
        b4.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ]
      column += buttons.map { $0.trailingAnchor.constraint(equalTo: margins.trailingAnchor) }
      for (index, filler) in columnFillers.enumerated() {
        column += [
          filler.topAnchor.constraint(equalTo: buttons[index].bottomAnchor),
          filler.bottomAnchor.constraint(equalTo: buttons[index + 1].topAnchor),
          filler.heightAnchor.constraint(equalTo: columnFillers[0].heightAnchor),
          filler.leadingAnchor.constraint(equalTo: b1.leadingAnchor),
          filler.widthAnchor.constraint(equalToConstant: 0),
        ]
      }
      var row = [
        content.topAnchor.constraint(equalTo: margins.topAnchor),
        content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        content.bottomAnchor.constraint(equalTo: b1.topAnchor, constant: -8),
        rowFillers[0].leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        rowFillers[4].trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ]
      row += buttons.map { $0.bottomAnchor.constraint(equalTo: margins.bottomAnchor) }
      for (index, filler) in rowFillers.enumerated() {
        if index > 0 {
          row.append(filler.leadingAnchor.constraint(equalTo: buttons[index - 1].trailingAnchor))
        }
        if index < 4 {
          row.append(filler.trailingAnchor.constraint(equalTo: buttons[index].leadingAnchor))
        }
        row += [
          filler.widthAnchor.constraint(equalTo: rowFillers[0].widthAnchor),
          filler.topAnchor.constraint(equalTo: b1.topAnchor),
          filler.heightAnchor.constraint(equalToConstant: 0),
        ]
      }

      let compactHeight = try TraitCollection(sizeClassLabel: "wAny hCompact")
      let regular = try TraitCollection(sizeClassLabel: "wRegular hRegular")
      let variations = TraitVariations()
      variations.uninstall(base, for: compactHeight)
      variations.uninstall(base, for: regular)
      variations.install(column, only: compactHeight)
      variations.install(row, only: regular)
      for filler in columnFillers {
        try variations.setInstalled(
          TraitVariation(false, overrides: [(compactHeight, true)]), for: filler)
      }
      for filler in rowFillers {
        try variations.setInstalled(
          TraitVariation(false, overrides: [(regular, true)]), for: filler)
      }
      variations.addProperty("button font", TraitVariation(15.0, overrides: [(regular, 20)])) {
        font in
        for button in buttons {
          button.intrinsicContentSize = Size(width: 4 * font + 20, height: 2 * font)
        }
      }
      environment = try DeviceEnvironment(
        engine: engine, configuration: configuration, variations: variations)
    }

    var frames: [Rect] { [content.frame] + buttons.map(\.frame) }

    var isClean: Bool {
      environment.engine.conflictReports.isEmpty && environment.engine.ambiguityReports().isEmpty
    }
  }

  @Test func iPhonePortraitUsesTheBaseDesign() throws {
    let screen = try Screen(
      DeviceConfiguration(device: device("iPhone 15"), orientation: .portrait))
    #expect(
      screen.frames == [
        rect(16, 59, 361, 683), rect(16, 750, 80, 30), rect(297, 750, 80, 30),
        rect(16, 788, 80, 30), rect(297, 788, 80, 30),
      ])
    #expect(screen.isClean)
    #expect(screen.environment.root.subviews.count == 5)
  }

  @Test func iPhoneLandscapePutsButtonsInAColumn() throws {
    let screen = try Screen(
      DeviceConfiguration(device: device("iPhone 15"), orientation: .portrait))
    let report = try screen.environment.rotate(to: .landscapeLeft)
    // Margins: 59 safe + 16 at the sides; 372 tall; gaps (372 - 4 × 30) / 3 = 84.
    #expect(
      screen.frames == [
        rect(75, 0, 614, 372), rect(697, 0, 80, 30), rect(697, 114, 80, 30),
        rect(697, 228, 80, 30), rect(697, 342, 80, 30),
      ])
    #expect(report.work.variations.viewInstalls == 3)
    #expect(screen.isClean)
    try screen.environment.rotate(to: .portrait)
    #expect(screen.frames[0] == rect(16, 59, 361, 683))
    #expect(screen.isClean)
  }

  @Test func plusLandscapeUsesTheColumnWithRegularMargins() throws {
    let screen = try Screen(
      DeviceConfiguration(device: device("iPhone 15 Plus"), orientation: .landscapeLeft))
    // Regular width: 59 + 20 at the sides; 409 tall; gaps 289 / 3 points, on the 3x grid.
    #expect(
      screen.frames == [
        rect(79, 0, 686, 409), rect(773, 0, 80, 30), rect(773, 379.0 / 3, 80, 30),
        rect(773, 758.0 / 3, 80, 30), rect(773, 379, 80, 30),
      ])
    #expect(screen.isClean)
  }

  @Test func iPadPutsLargerButtonsInARow() throws {
    let screen = try Screen(
      DeviceConfiguration(device: device("iPad (10th generation)"), orientation: .portrait))
    // Margins 20 at the sides, 24 / 20 safe area; fillers (780 - 4 × 100) / 5 = 76.
    #expect(
      screen.frames == [
        rect(20, 24, 780, 1088), rect(96, 1120, 100, 40), rect(272, 1120, 100, 40),
        rect(448, 1120, 100, 40), rect(624, 1120, 100, 40),
      ])
    #expect(screen.isClean)
    let rotated = try screen.environment.rotate(to: .landscapeLeft)
    #expect(rotated.work.variations.isEmpty)
    // Fillers (1140 - 400) / 5 = 148.
    #expect(
      screen.frames == [
        rect(20, 24, 1140, 728), rect(168, 760, 100, 40), rect(416, 760, 100, 40),
        rect(664, 760, 100, 40), rect(912, 760, 100, 40),
      ])
    // Split View 1/3 is compact width, regular height: the base design with font 15.
    let narrow = try screen.environment.resize(to: .oneThird)
    #expect(narrow.work.variations.propertyChanges == 1)
    #expect(narrow.work.variations.viewRemovals == 5)
    #expect(screen.buttons[0].frame == rect(16, 732, 80, 30))
    #expect(screen.isClean)
  }
}
