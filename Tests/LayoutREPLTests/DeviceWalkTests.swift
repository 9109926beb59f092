import Foundation
import Testing

@testable import LayoutREPL

/// Path independence: however a session got to a layout, device and backend, its frames,
/// conflicts and ambiguity are those of a fresh solve of the same state.
///
/// The default run is short (a few hundred steps in all); `Tools/walk SEED STEPS` runs it
/// longer through `LAYOUT_WALK_SEED` and `LAYOUT_WALK_STEPS`.
@Suite struct DeviceWalkTests {
  /// The repository's `Examples` folder.
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

  /// The shared Interface Builder samples, a dev aid beside the repository (optional).
  static let sharedStoryboards = examples.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/storyboards")

  static func files(in folder: URL, extension suffix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted()
  }

  @Test(arguments: ["cassowary", "dense"])
  func walkingTheExamplesEqualsSolvingFromScratch(backend: String) throws {
    let (seed, steps) = DeviceWalk.parameters(seed: 28, steps: 20)
    let files = Self.files(in: Self.examples, extension: ".layout")
    #expect(files.count >= 6)
    print("device walk: seed \(seed), \(steps) steps per example, backend \(backend)")
    for (index, file) in files.enumerated() {
      var walk = try DeviceWalk(
        file: file, directory: Self.examples, backend: backend, seed: seed &+ UInt64(index),
        edits: true)
      if let mismatch = try walk.walk(steps) {
        Issue.record("\(file), seed \(seed &+ UInt64(index)), \(backend): \(mismatch)")
      }
    }
  }

  /// Interface Builder roots are rebuilt for every change, so a walk moves them between
  /// screens only. Needs `../shared/storyboards` (skipped without it).
  @Test(.enabled(if: FileManager.default.fileExists(atPath: sharedStoryboards.path)))
  func walkingTheSharedStoryboardsEqualsSolvingFromScratch() throws {
    let (seed, steps) = DeviceWalk.parameters(seed: 28, steps: 4, divisor: 10)
    let files = Self.files(in: Self.sharedStoryboards, extension: ".storyboard")
    print("device walk: seed \(seed), \(steps) steps per storyboard")
    for (index, file) in files.enumerated() {
      var walk: DeviceWalk
      do {
        walk = try DeviceWalk(
          file: file, directory: Self.sharedStoryboards, backend: "cassowary",
          seed: seed &+ UInt64(index), edits: false)
      } catch DeviceWalk.WalkError.load {
        continue  // a sample the importer refuses is the importer's tests' business
      }
      if let mismatch = try walk.walk(steps) {
        Issue.record("\(file), seed \(seed &+ UInt64(index)): \(mismatch)")
      }
    }
  }
}
