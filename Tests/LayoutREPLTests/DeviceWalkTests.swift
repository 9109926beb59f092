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

  /// The shared Interface Builder samples, a dev aid beside the repository (optional), or the
  /// folder `LAYOUT_WALK_STORYBOARDS` names (a long run over other documents, e.g. links to a
  /// corpus part's cached files).
  static let sharedStoryboards =
    ProcessInfo.processInfo.environment["LAYOUT_WALK_STORYBOARDS"].map {
      URL(fileURLWithPath: $0)
    }
    ?? examples.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/storyboards")

  static func files(in folder: URL, extension suffix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted()
  }

  /// The layout files of the test fixtures: the REPL's and the command line's (shared
  /// samples in miniature: cards, stacks, sets, readable content, conflicts, loops, text).
  static let fixtureFolders = [
    examples.deletingLastPathComponent().appendingPathComponent("Tests/LayoutREPLTests/Fixtures"),
    examples.deletingLastPathComponent().appendingPathComponent("Tests/LayoutCLITests/Fixtures"),
  ]

  @Test(arguments: ["cassowary", "dense"])
  func walkingTheExamplesEqualsSolvingFromScratch(backend: String) throws {
    let (seed, steps) = DeviceWalk.parameters(seed: 28, steps: 20)
    let files = Self.files(in: Self.examples, extension: ".layout")
    #expect(files.count >= 6)
    print("device walk: seed \(seed), \(steps) steps per example, backend \(backend)")
    #expect(
      try Self.walk(files, in: Self.examples, backend: backend, seed: seed, steps: steps)
        == files.count)
  }

  /// Every fixture layout a session loads (the malformed ones are the parser's tests'
  /// business).
  @Test(arguments: ["cassowary", "dense"])
  func walkingTheFixtureLayoutsEqualsSolvingFromScratch(backend: String) throws {
    let (seed, steps) = DeviceWalk.parameters(seed: 28, steps: 10)
    print("device walk: seed \(seed), \(steps) steps per fixture layout, backend \(backend)")
    var walked = 0
    for folder in Self.fixtureFolders {
      let files = Self.files(in: folder, extension: ".layout")
      walked += try Self.walk(files, in: folder, backend: backend, seed: seed, steps: steps)
    }
    #expect(walked == 11)  // the malformed and refused ones are the parser's tests' business
  }

  /// The Interface Builder fixtures (storyboards and xibs with scenes, size-class
  /// variations, text and conflicts), moved between screens as the shared samples are.
  @Test func walkingTheFixtureStoryboardsEqualsSolvingFromScratch() throws {
    let (seed, steps) = DeviceWalk.parameters(seed: 28, steps: 4, divisor: 10)
    print("device walk: seed \(seed), \(steps) steps per fixture storyboard or xib")
    var walked = 0
    for folder in Self.fixtureFolders {
      let files =
        Self.files(in: folder, extension: ".storyboard") + Self.files(in: folder, extension: ".xib")
      walked += try Self.walk(
        files, in: folder, backend: "cassowary", seed: seed, steps: steps, edits: false)
    }
    #expect(walked == 7)  // 5 documents, one of them 3 scenes
  }

  /// Walks each of `files` that a session loads, file N with `seed + N`, recording the first
  /// mismatch of each; returns how many were walked.
  @discardableResult
  static func walk(
    _ files: [String], in folder: URL, backend: String, seed: UInt64, steps: Int,
    edits: Bool = true
  ) throws -> Int {
    var walked = 0
    for (index, file) in files.enumerated() {
      // A document of several scenes loads one scene at a time: its first few are walked.
      var loads = [file]
      var walks: [DeviceWalk] = []
      while let load = loads.popLast() {
        do {
          walks.append(
            try DeviceWalk(
              file: load, directory: folder, backend: backend, seed: seed &+ UInt64(index),
              edits: edits))
        } catch DeviceWalk.WalkError.load(_, let message) {
          if load == file { loads = sceneLoads(of: file, refusal: message) }
        }
      }
      for var walk in walks {
        walked += 1
        if let mismatch = try walk.walk(steps) {
          Issue.record("\(file), seed \(seed &+ UInt64(index)), \(backend): \(mismatch)")
        }
      }
    }
    return walked
  }

  /// How many scenes of a document of several a walk loads.
  static let scenesWalked = 3

  /// `load FILE --scene ID` for the first ``scenesWalked`` scenes a refused `load FILE` lists
  /// ("… choose one with 'load FILE --scene NAME': Name (id), …"), last first.
  static func sceneLoads(of file: String, refusal: String) -> [String] {
    guard let list = refusal.range(of: "--scene NAME': ") else { return [] }
    let ids = refusal[list.upperBound...].components(separatedBy: ", ").compactMap { entry in
      entry.range(of: "(", options: .backwards).flatMap { open in
        entry.range(of: ")", options: .backwards).map { close in
          String(entry[open.upperBound..<close.lowerBound])
        }
      }
    }
    return ids.prefix(scenesWalked).map { "\(file) --scene \($0)" }.reversed()
  }

  /// Interface Builder roots are rebuilt for every change, so a walk moves them between
  /// screens only. Needs `../shared/storyboards` (skipped without it).
  @Test(.enabled(if: FileManager.default.fileExists(atPath: sharedStoryboards.path)))
  func walkingTheSharedStoryboardsEqualsSolvingFromScratch() throws {
    let (seed, steps) = DeviceWalk.parameters(seed: 28, steps: 4, divisor: 10)
    let files =
      Self.files(in: Self.sharedStoryboards, extension: ".storyboard")
      + Self.files(in: Self.sharedStoryboards, extension: ".xib")
    print("device walk: seed \(seed), \(steps) steps per storyboard or xib")
    try Self.walk(
      files, in: Self.sharedStoryboards, backend: "cassowary", seed: seed, steps: steps,
      edits: false)
  }
}
