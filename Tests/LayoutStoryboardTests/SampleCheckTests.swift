import Foundation
import LayoutStoryboard
import Testing

/// Checks every shared sample against the frames Xcode stored, with exact counts, so a
/// change in either direction is noticed.
@Suite(.enabled(if: SampleFiles.available, "needs ../shared/storyboards beside the repository"))
struct SampleCheckTests {
  /// Expected outcome per sample (file-name prefix): matches, mismatches, skipped views.
  ///
  /// Known mismatches and their causes (also in the READMEs, proven in
  /// ``KnownMismatchTests``):
  /// - Rodionp13 (2): stale at the pixel level; each button's stored centre is off its
  ///   container's centre by more than snapping allows, though the constraints centre it.
  /// - shinobicontrols Marginal (3): `MarginConfigView` sets its layout margins in
  ///   `@IBDesignable` code from a user-defined runtime attribute (`margin`).
  static let expected: [(prefix: String, matched: Int, mismatched: Int, skipped: Int)] = [
    ("Apress__beg-iphone-dev-7ed__", 6, 0, 10),
    ("Apress__beg-iphone-dev-w-swift-2__", 6, 0, 10),
    ("Apress__beg-iphone-dev-w-swift-3__", 1, 0, 15),
    ("Apress__beg-iphone-dev-w-swift__", 6, 0, 10),
    ("Deformator__", 6, 0, 0),
    ("MelanyG__", 6, 0, 6),
    ("Pirokar__", 11, 0, 6),
    ("Rodionp13__", 3, 2, 0),
    ("kharrison__CodeExamples__Validate__", 14, 0, 1),
    ("kharrison__CodeExamples__WorldFacts__", 21, 0, 2),
    ("mattneub__Programming-iOS-Book-Examples__iOS14bookExamples__bk2ch01p034", 4, 0, 0),
    ("mattneub__Programming-iOS-Book-Examples__iOS14bookExamples__bk2ch01p038", 8, 0, 0),
    ("mattneub__Programming-iOS-Book-Examples__iOS14bookExamples__bk2ch01p039", 25, 0, 0),
    ("mattneub__Programming-iOS-Book-Examples__iOS14bookExamples__bk2ch01p040", 2, 0, 0),
    ("robertarg72__", 6, 0, 0),
    ("sammyd__", 28, 0, 1),
    ("shinobicontrols__iOS8-day-by-day__07", 7, 0, 0),
    ("shinobicontrols__iOS8-day-by-day__32", 2, 3, 0),
    ("xmartlabs__", 5, 0, 0),
  ]

  @Test func everySampleIsListed() {
    let names = SampleFiles.all.map(\.lastPathComponent)
    #expect(!names.isEmpty, "no samples in \(SampleFiles.directory.path)")
    for name in names {
      #expect(Self.expected.contains { name.hasPrefix($0.prefix) }, "no expectation for \(name)")
    }
  }

  @Test(arguments: expected.map(\.prefix))
  func sampleMatchesStoredFrames(prefix: String) throws {
    let url = try #require(SampleFiles.named(prefix), "missing sample \(prefix)")
    let expectation = try #require(Self.expected.first { $0.prefix == prefix })
    let check = try StoryboardDocument(contentsOf: url).check()
    for root in check.roots {
      #expect(root.failure == nil, "\(root.name): \(String(describing: root.failure))")
    }
    for (root, view) in check.mismatches { print("\(url.lastPathComponent) \(root): \(view)") }
    #expect(check.matched == expectation.matched, "\(check)")
    #expect(check.mismatched == expectation.mismatched, "\(check)")
    #expect(check.skipped == expectation.skipped, "\(check)")
  }

  /// Every view the stored-frame extraction marks as a trustworthy oracle is compared
  /// (matched or mismatched), never silently skipped.
  @Test(arguments: expected.map(\.prefix))
  func oracleViewsAreCompared(prefix: String) throws {
    let url = try #require(SampleFiles.named(prefix))
    let json = try Data(contentsOf: URL(fileURLWithPath: url.path + ".expect.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let roots = try #require(object["roots"] as? [[String: Any]])
    let oracle = Set(
      roots.flatMap { ($0["views"] as? [[String: Any]]) ?? [] }
        .filter { ($0["oracle"] as? Bool) == true }.compactMap { $0["id"] as? String })
    let check = try StoryboardDocument(contentsOf: url).check()
    let compared = Set(
      check.roots.flatMap(\.views).filter { $0.status == .match || $0.status == .mismatch }
        .map(\.id))
    #expect(
      oracle.subtracting(compared).isEmpty, "oracle views skipped: \(oracle.subtracting(compared))")
  }
}
