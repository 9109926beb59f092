import Testing

@testable import LayoutExplain

/// Damaged and partial logs give a best effort, never a crash.
@Suite struct RobustnessTests {
  @Test func stackViewHidingProtectsTheHidingConstraint() throws {
    let explanation = try Explainer.explain(log: Fixtures.stackViewHiding, fileName: "log.txt")
    let conflict = try #require(explanation.conflicts.first)
    #expect(conflict.constraints == ["0x600003a6c5a0", "0x600003a6d130"])
    #expect(conflict.uikitBroke == "0x600003a6c5a0")
    #expect(conflict.wouldBreak == "0x600003a6c5a0")
    #expect(
      conflict.summary
        == "UILabel 'Error'.height == 24 makes UILabel 'Error'.height 24 pt, but 'UISV-hiding' "
        + "makes it 0 pt.")
    #expect(
      conflict.fixes.map(\.kind) == [.lowerPriority, .remove])
  }

  /// Every prefix (a paste cut short) and every log with one character dropped, sampled.
  @Test(arguments: Fixtures.all.indices)
  func truncatedAndMutilatedLogsNeverCrash(fixture: Int) {
    let log = Array(Fixtures.all[fixture])
    var explained = 0
    for cut in stride(from: 0, to: log.count, by: 23) {
      if (try? Explainer.explain(log: String(log[..<cut]), fileName: "cut.txt")) != nil {
        explained += 1
      }
      var dropped = log
      dropped.remove(at: cut)
      if (try? Explainer.explain(log: String(dropped), fileName: "drop.txt")) != nil {
        explained += 1
      }
    }
    #expect(explained > 0)
  }

  @Test func everyFixtureReadsWithoutIssues() throws {
    for log in Fixtures.all {
      let explanation = try Explainer.explain(log: log, fileName: "log.txt")
      #expect(explanation.issues.isEmpty)
      #expect(explanation.conflicts.count == 1)
    }
  }
}

/// Damage from editors and mail clients.
@Suite struct PasteDamageTests {
  @Test func smartQuotesAndDashesAreUndone() throws {
    let log = """
      Unable to simultaneously satisfy constraints.
          “<NSAutoresizingMaskLayoutConstraint:0x50 h=–& v=–& UIView:0x1.width == 100   (active)>”,
          “<NSLayoutConstraint:0x51 UILabel:0x2‘Hi’.width == UIView:0x1.width + 10   (active)>”
      """
    let explanation = try Explainer.explain(log: log, fileName: "log.txt")
    #expect(explanation.issues.isEmpty)
    let mask = try #require(explanation.constraints.first)
    #expect(mask.provenance == "NSAutoresizingMaskLayoutConstraint h=--& v=--&")
    #expect(explanation.views.map(\.name) == ["UIView", "UILabel 'Hi'"])
  }

  @Test func wrapsThatDroppedASpaceAreJoinedWithOne() throws {
    let log = """
      Unable to simultaneously satisfy constraints.
          "<NSLayoutConstraint:0x60 'UIView-Encapsulated-Layout-Height'
      UIView:0x1.height == 44   (active)>",
          "<NSLayoutConstraint:0x61 UIView:0x1.height == 50   (active)>"
      """
    let explanation = try Explainer.explain(log: log, fileName: "log.txt")
    #expect(explanation.issues.isEmpty)
    let conflict = try #require(explanation.conflicts.first)
    #expect(conflict.constraints == ["0x60", "0x61"])
    #expect(conflict.wouldBreak == "0x61")
    #expect(explanation.constraints.first?.source == .encapsulatedLayout)
  }
}
