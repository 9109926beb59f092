import Testing

@testable import LayoutExplain

/// Real logs of apps that use SnapKit: its 0.x descriptions with every object in angle
/// brackets, and its constraints against Interface Builder's prototyping constraints. Each
/// log is stored under `Logs/` with the address of the post it was copied from.
@Suite struct RealLogSnapKitTests {
  func explain(_ name: String) throws -> Explanation {
    try Explainer.explain(log: try RealLog.named(name).text, fileName: name + ".log")
  }

  /// SnapKit 0.x (`<<App.LayoutConstraint:0x…> <UIView:0x…>.top == <_UILayoutGuide:0x…>
  /// .bottom>`): both of its descriptions are read, the broken one from the "breaking" line.
  /// Its views are not those of the other constraints, so nothing conflicts, and the
  /// explanation says the log holds three unlinked groups.
  @Test func bracketedObjectsOfSnapKitZero() throws {
    try RealLogExpectation(
      conflicts: [],
      missing: [
        "the constraint UIKit broke (0x7f8a412ea570) is not in the list of the message at line "
          + "2; it was added from the \"breaking\" line",
        "a conflict among the constraints listed at line 2: they can all hold when rebuilt, and "
          + "they fall into 3 groups with no view in common (UIView 0x7f8a412be100, UIView "
          + "0x7f8a412bdff0, _UILayoutGuide 0x7f8a412c1580; UIView 0x7f8a412e8eb0, "
          + "_UILayoutGuide 0x7f8a412e9430; UIView 0x7f8a412ea790, _UILayoutGuide "
          + "0x7f8a412ea660); UIKit lists only constraints that act on one another, so the paste "
          + "lacks what links them or mixes constraints from different messages",
      ],
      unreproduced: [2]
    ).check("snapkit-101-old-snapkit-layoutsupport")
    let explanation = try explain("snapkit-101-old-snapkit-layoutsupport")
    let snapKit = try #require(explanation.constraints.first { $0.address == "0x7f8a412e8740" })
    #expect(
      snapKit.description == "UIView 0x7f8a412e8eb0.top == _UILayoutGuide 0x7f8a412e9430.bottom")
    #expect(snapKit.provenance == "DeviceImagesTest.LayoutConstraint")
  }

  /// SnapKit against `NSIBPrototypingLayoutConstraint`: Xcode's constraint cannot be
  /// lowered or removed, so the fix for it is constraints of the view's own in Interface
  /// Builder; the app's constraint is lowered below it, never it below itself.
  @Test func interfaceBuilderPrototypingConstraint() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x7fed03c40080", "0x7fed03c3d580"],
        uikitBroke: "0x7fed03c3d580", wouldBreak: "0x7fed03c40080",
        phrases: [
          "UIView 0x7fed03c3b900.leading == UIView 0x7fed03c3c000.leading + 256 makes UIView "
            + "0x7fed03c3b900.left − UIView 0x7fed03c3c000.left 256 pt, but UIView "
            + "0x7fed03c3b900.left == UIView 0x7fed03c3c000.left makes it 0 pt."
        ])
    ]).check("snapkit-177-ib-prototyping-ltr")
    let conflict = try #require(try explain("snapkit-177-ib-prototyping-ltr").conflicts.first)
    #expect(
      conflict.fixes.map { "\($0.kind) \($0.constraint ?? $0.view ?? "")" } == [
        "addInterfaceBuilderConstraints UIView 0x7fed03c3b900",
        "lowerPriority 0x7fed03c40080", "remove 0x7fed03c40080",
      ])
    #expect(
      conflict.fixes[0].summary.hasPrefix(
        "Give UIView 0x7fed03c3b900 constraints of its own in Interface Builder"))
    #expect(
      conflict.fixes[1].summary.contains(
        "below the required 'IB auto generated at build time for view with fixed frame'"))
    #expect(!conflict.fixes.contains { $0.constraint == "0x7fed03c3d580" })
  }

  /// The same log with only its last lines pasted: the one constraint left holds, and the
  /// lines lost before it are named as the likely cause.
  @Test func lastLinesOnly() throws {
    try RealLogExpectation(
      conflicts: [],
      missing: [
        "the first lines of the message (\"Unable to simultaneously satisfy constraints.\"): "
          + "the paste starts at line 2, in the middle of it",
        "a conflict among the constraints listed at line 2: they can all hold when rebuilt, and "
          + "the paste starts inside the message, so the constraints that conflict are likely "
          + "among the lines lost before it",
      ],
      unreproduced: [2]
    ).check("damaged-snapkit-177-last-lines-only")
  }
}
