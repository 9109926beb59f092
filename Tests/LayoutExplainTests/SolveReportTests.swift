import LayoutCore
import Testing

@testable import LayoutExplain

/// The report `layout solve` prints, read as a conflict message.
@Suite struct SolveReportTests {
  /// AutoLayout's descriptions put a space before `@file#line`; the view is the name after
  /// the identifier, not the location.
  @Test func spacedSourceLocationIsReadAsOne() throws {
    let text = "<NSLayoutConstraint:0xf @conflict.layout#11 'narrow' box.width == 200   (active)>"
    let line = LogCleaner.lines(of: text)[0]
    let c = try DescriptionParser.parse(line, endPosition: (1, line.count + 1))
    #expect(c.address == "0xf")
    #expect(c.sourceFile == "conflict.layout")
    #expect(c.sourceLine == 11)
    #expect(c.identifier == "narrow")
    #expect(c.firstItem.name == "box")
    #expect(c.constant == 200)
  }

  @Test func reportIsOneMessageWithItsBrokenConstraint() {
    let log = """
      conflict 1: broke <NSLayoutConstraint:0x10 @f.layout#12 'wide' box.width == 300   (active)>
        <NSLayoutConstraint:0xf @f.layout#11 'narrow' box.width == 200   (active)>
        <NSLayoutConstraint:0x10 @f.layout#12 'wide' box.width == 300   (active)>
      broken now:
        <NSLayoutConstraint:0x10 @f.layout#12 'wide' box.width == 300   (active)>
      """
    let parsed = ConflictLogParser.parse(log)
    #expect(parsed.blocks.count == 1)
    #expect(parsed.blocks.first?.listed == ["0xf", "0x10"])
    #expect(parsed.blocks.first?.broken == "0x10")
    #expect(parsed.blocks.first?.isReported == true)
    #expect(parsed.issues.isEmpty)
  }

  @Test func conflictHeaderNeedsItsNumberAndBroke() {
    #expect(SolveReport.conflictOffset(in: "conflict 12: broke <N:0x1 a.top == 0>") == 19)
    #expect(SolveReport.conflictOffset(in: "conflict: iPhone 15 portrait 393x852") == nil)
    #expect(SolveReport.conflictOffset(in: "conflict 1: broken <N:0x1 a.top == 0>") == nil)
  }
}
