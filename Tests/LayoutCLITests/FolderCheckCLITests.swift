import CommandTestSupport
import Foundation
import Testing

/// `layout check DIR` on the real file system.
@Suite struct FolderCheckCLITests {
  /// The real file system: nested folders are walked, hidden ones and symbolic links to
  /// folders are not (a link back to the top would never end), links to files are, and a
  /// link that leads nowhere is reported as a file that cannot be read.
  @Test(.enabled(if: CLIRunner.binary != nil, "needs the built layout binary"))
  func theBinaryWalksARealFolder() throws {
    let manager = FileManager.default
    let top = manager.temporaryDirectory.appendingPathComponent("folder-check-\(UUID())")
    defer { try? manager.removeItem(at: top) }
    let sub = top.appendingPathComponent("App/Sub")
    try manager.createDirectory(
      at: sub.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
    try SampleXibs.pinnedView().write(
      to: top.appendingPathComponent("App/One.xib"), atomically: true, encoding: .utf8)
    try SampleXibs.pinnedView(storedY: 14).write(
      to: sub.appendingPathComponent(".hidden/Hidden.xib"), atomically: true, encoding: .utf8)
    try manager.createSymbolicLink(
      atPath: sub.appendingPathComponent("loop").path, withDestinationPath: "..")
    try manager.createSymbolicLink(
      atPath: sub.appendingPathComponent("Link.xib").path, withDestinationPath: "../One.xib")
    try manager.createSymbolicLink(
      atPath: sub.appendingPathComponent("Gone.storyboard").path,
      withDestinationPath: "Missing.storyboard")
    let result = try CLIRunner.run(["check", "App"], in: top)
    #expect(
      result.standardOutput == """
        file              scenes  match  mismatch  skipped  not solved
        App/One.xib            1      2         0        0           0
        App/Sub/Gone.storyboard  refused: cannot read the file: No such file or directory
        App/Sub/Link.xib       1      2         0        0           0
        App: 3 files (1 refused), 2 scenes: 4 match, 0 mismatch, 0 skipped, 0 not solved; \
        100% of compared frames match (text views at their stored sizes)

        """)
    #expect(
      result.standardError
        == "App/Sub/Gone.storyboard: error: cannot read the file: No such file or directory\n")
    #expect(result.status == 2)
  }
}
