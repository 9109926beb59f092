import LayoutCommands
import Testing

/// A storyboard whose multipliers, each within the number limit, chain past it
/// (`a.width == 10`, `b.width = 1e9 × a.width`, `c.width = 1e9 × b.width`): `check` and
/// `solve` refuse the solution as `failed` at the constraint where it leaves the range, as they do for a layout
/// file (`MultiplierChainTests`), with no frame and no invented conflict.
@Suite struct StoryboardRangeTests {
  static let document =
    #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12118" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">"#
    + "\n"
    + #"<view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="480"/><subviews>"#
    + "\n"
    + #"<view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
    + "\n"
    + #"<view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
    + "\n"
    + #"<view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
    + "\n" + "</subviews><constraints>"
    + "\n" + #"<constraint firstItem="a" firstAttribute="width" constant="10" id="wa"/>"#
    + "\n"
    + #"<constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="1000000000" id="wb"/>"#
    + "\n"
    + #"<constraint firstItem="c" firstAttribute="width" secondItem="b" secondAttribute="width" multiplier="1000000000" id="wc"/>"#
    + "\n"
    + ["a", "b", "c"].map {
      #"<constraint firstItem="\#($0)" firstAttribute="height" constant="10" id="h\#($0)"/>"#
        + #"<constraint firstItem="\#($0)" firstAttribute="top" secondItem="root" secondAttribute="top" id="t\#($0)"/>"#
        + #"<constraint firstItem="\#($0)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l\#($0)"/>"#
    }.joined(separator: "\n")
    + "\n" + "</constraints></view></viewController></objects></scene></scenes></document>\n"

  static let refusal =
    "b.width == 1000000000*a.width #wb takes b.width to 10000000000, "
    + "outside the range ±1e9 of a layout's numbers"

  @Test func solveRefusesTheSolutionAtTheConstraint() {
    let files = MemoryFiles(["chain.storyboard": Self.document])
    let solve = SolveAction.run(SolveAction.Options(file: "chain.storyboard"), files: files)
    #expect(
      solve.standardError.hasPrefix("chain.storyboard:9:120: error: failed: \(Self.refusal)\n"),
      "\(solve.standardError)")
    #expect(!solve.standardError.contains("unsatisfiable"), "\(solve.standardError)")
  }

  @Test func checkReportsTheRootAsFailed() {
    let files = MemoryFiles(["chain.storyboard": Self.document])
    let check = CheckAction.run(CheckAction.Options(file: "chain.storyboard"), files: files)
    #expect(check.status == .problemsFound)
    #expect(
      check.standardOutput.contains("  failed: layout failed: \(Self.refusal)\n"),
      "\(check.standardOutput)")
  }
}
