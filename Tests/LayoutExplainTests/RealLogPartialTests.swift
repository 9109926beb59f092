import Testing

@testable import LayoutExplain

/// Real logs that cannot show a conflict on their own: the paste lost the constraint that
/// took part, or the list itself. The explanation says so instead of inventing one.
@Suite struct RealLogPartialTests {
  func explain(_ name: String) throws -> Explanation {
    try Explainer.explain(log: try RealLog.named(name).text, fileName: name + ".log")
  }

  /// macOS 10.8: the nine listed constraints hold together exactly (the centres are 328 pt
  /// apart either way), and the paste ends inside the "breaking" line.
  @Test func macOSListThatHolds() throws {
    let explanation = try explain("autopkgr-196-macos-negative-spacing")
    #expect(explanation.conflicts.isEmpty)
    #expect(explanation.constraints.count == 9)
    #expect(
      explanation.missing == [
        "the constraint AppKit broke in the message at line 3: the paste ends inside the "
          + "\"Will attempt to recover by breaking constraint\" line",
        "a conflict among the constraints listed at line 3: they can all hold when rebuilt, so "
          + "the log lacks a constraint that took part (often a size the container imposes)",
      ])
    #expect(explanation.issues.isEmpty)
    let gap = try #require(explanation.constraints.first { $0.address == "0x7fca54033aa0" })
    #expect(
      gap.description
        == "NSTextField 0x7fca54033150.leading == NSButton 'Check for new versions of apps "
        + "every'.trailing − 7")
  }

  /// macOS 10.9: the list was replaced by `...`; only the broken constraint is left.
  @Test func macOSElidedList() throws {
    let explanation = try explain("hive-mac-208-elided-list")
    #expect(explanation.conflicts.isEmpty)
    #expect(explanation.constraints.map(\.address) == ["0x600000099690"])
    #expect(
      explanation.missing == [
        "the list of constraints of the message at line 3: the paste has only the constraint "
          + "AppKit broke"
      ])
    let broken = try #require(explanation.constraints.first)
    #expect(
      broken.description
        == "HIDraggableButton 'Bitstamp'.leading >= HIRightPointingArrowView.trailing + 5")
  }

  /// iOS 15: the paste starts in the middle of the list (a multiplier, `UISV-*` and a
  /// spacer); what is left holds.
  @Test func stackViewListWithoutItsStart() throws {
    let explanation = try explain("woocommerce-6573-multiplier-stack")
    #expect(explanation.conflicts.isEmpty)
    #expect(explanation.issues.isEmpty)
    #expect(
      explanation.missing == [
        "the first lines of the message (\"Unable to simultaneously satisfy constraints.\"): "
          + "the paste starts at line 3, in the middle of it",
        "a conflict among the constraints listed at line 3: they can all hold when rebuilt, and "
          + "the paste starts inside the message, so the constraints that conflict are likely "
          + "among the lines lost before it",
      ])
    let multiplier = try #require(explanation.constraints.first { $0.address == "0x6000033780f0" })
    #expect(multiplier.description == "UIImageView.width == 0.1 × UITableViewCellContentView.width")
  }

  /// iOS 8, machine-translated (`Unable to Satisfy constraints simultaneously`, spaces
  /// after every colon, `H | - (0) - [`, no commas, mangled masks, cut off): what can be read
  /// is read, the rest is listed. Its advice ("in the Following list"), matched in any
  /// case, shows UIKit reported a conflict the paste cannot rebuild.
  @Test func machineTranslatedLog() throws {
    let explanation = try explain("cnppopup-24-machine-translated")
    #expect(explanation.conflicts.isEmpty)
    #expect(explanation.unreproduced == [6])
    #expect(explanation.reportsConflict)
    #expect(
      explanation.constraints.map(\.description) == [
        "UIView 0x16725c30.leading == the superview of UIView.leading",
        "UIView 0x16725c30.right == UIWindow.right",
        "UILabel 'Sobre the screen to return '.leading == the superview of UILabel 'Sobre the "
          + "screen to return '.leading + 16",
        "UILabel 'Sobre the screen to return '.right == UIView 0x1674c760.right − 16",
      ])
    #expect(
      explanation.issues.map(\.description) == [
        "5:54: expected '==', '<=' or '>=' in 'h = v = --- --- H: [UIWindow: 0x14e61c40 (0)]'",
        "10:37: the paste ends inside this description (expected '==', '<=' or '>=' in '')",
      ])
    #expect(
      explanation.missing.contains(
        "the rest of the list of the message at line 6 and its \"Will attempt to recover by "
          + "breaking constraint\" line: the paste ends inside the list, so constraints that took "
          + "part may be among those cut off"))
  }

  /// Every stored log names its source and explains without throwing.
  @Test(arguments: try RealLog.allNames())
  func everyLogHasASourceAndExplains(name: String) throws {
    let log = try RealLog.named(name)
    #expect(log.source?.hasPrefix("https://") == true)
    // A log Console redacted has nothing to explain; its name says so.
    let result = Result { () throws(ExplainError) in
      try Explainer.explain(log: log.text, fileName: name + ".log")
    }
    if case .failure(let error) = result {
      #expect(error == .redacted(fileName: name + ".log", lines: [3, 6]))
      #expect(name.hasSuffix("-redacted-private"))
    }
  }

  @Test func atLeastFifteenRealLogs() throws {
    #expect(try RealLog.allNames().count >= 15)
  }
}
