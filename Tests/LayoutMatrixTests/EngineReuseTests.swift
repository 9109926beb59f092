import AutoLayout
import DenseSimplex
import Foundation
import LayoutAdaptivity
import LayoutCore
import LayoutDevices
import LayoutTestSupport
import LayoutText
import Testing

@testable import LayoutMatrix

/// Incremental equals from scratch: a matrix worker re-solves its engine from one
/// environment to the next (``WorkerEngine``), and every screen it gives is the one a fresh
/// engine gives in that environment: frames, text drawings, diagnostics and problems.
@Suite struct EngineReuseTests {
  /// The package's folder.
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Conflicts where the window is narrower than 400 points and not where it is wider.
  static let narrowConflict = """
    view a: UIView
    a.leading == root.leading
    a.top == root.safeArea.top
    a.height == 10
    a.width == 400
    a.trailing <= root.trailing
    """

  /// Ambiguous everywhere (no horizontal position), beside a view that is not.
  static let ambiguous = """
    view a: UIView
    view b: UIView
    a.width == 100
    a.height == 20
    a.top == root.top
    b.leading == root.safeArea.leading
    b.trailing == root.safeArea.trailing
    b.top == a.bottom
    b.bottom == root.safeArea.bottom
    """

  /// Every example and fixture layout of the package that parses, and the two above.
  static func sources() throws -> [LayoutSource] {
    let folders = ["Examples", "Tests/LayoutREPLTests/Fixtures", "Tests/LayoutCLITests/Fixtures"]
    var sources: [LayoutSource] = []
    for folder in folders {
      let url = package.appendingPathComponent(folder)
      let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        .filter { $0.hasSuffix(".layout") }.sorted()
      for name in names {
        let bytes = try [UInt8](Data(contentsOf: url.appendingPathComponent(name)))
        if let source = try? LayoutSource.parse(bytes: bytes, path: "\(folder)/\(name)") {
          sources.append(source)
        }
      }
    }
    sources.append(try LayoutSource.parse(bytes: Array(narrowConflict.utf8), path: "narrow.layout"))
    sources.append(try LayoutSource.parse(bytes: Array(ambiguous.utf8), path: "ambiguous.layout"))
    return sources
  }

  /// Environments walked per layout: a random sample of the catalog's (a debug build solves
  /// each twice in about 20 ms).
  static let walkLength = 30

  /// `walkLength` of the distinct environments of the whole catalog (and of 40
  /// configurations at two more content sizes), in a random order.
  static func environments(
    of source: LayoutSource, using generator: inout SeededGenerator
  ) -> [DeviceConfiguration] {
    var configurations = LayoutEnvironment.configurations(
      of: source.layout, devices: DeviceCatalog.all)
    for category in [ContentSizeCategory.extraSmall, .accessibilityLarge] {
      configurations += configurations.prefix(40).map {
        var configuration = $0
        configuration.contentSizeCategory = category
        return configuration
      }
    }
    return Array(
      MatrixSolver.environments(of: configurations, keyboard: nil)
        .map { configurations[$0[0]] }.shuffled(using: &generator).prefix(walkLength))
  }

  @Test(arguments: ["cassowary", "dense"])
  func reusedEnginesGiveTheScreensOfFreshOnes(backend name: String) throws {
    let backend: SolverBackend = name == "dense" ? .dense : .cassowary
    let seed: UInt64 = 2_811
    print("engine reuse: seed \(seed), backend \(name)")
    var generator = SeededGenerator(seed: seed)
    let sources = try Self.sources()
    #expect(sources.count == 21)
    var reused = 0
    var built = 0
    for source in sources {
      let worker = WorkerEngine()
      for configuration in Self.environments(of: source, using: &generator) {
        let walked = ScreenSolver.solve(
          source, in: configuration, backend: backend, keepsSystem: false, worker: worker)
        let fresh = ScreenSolver.solve(
          source, in: configuration, backend: backend, keepsSystem: false)
        #expect(walked.snapshot == fresh.snapshot, "\(source.path): \(configuration)")
        #expect(walked.problems == fresh.problems, "\(source.path): \(configuration)")
      }
      reused += worker.reused
      built += worker.built
    }
    print("engine reuse: \(reused) environments re-solved, \(built) built afresh")
    #expect(reused > 250)
  }

  /// A design without variations is built once and re-solved in every other environment;
  /// one that conflicts on narrow windows is built afresh there (and on the first wide window
  /// after one), and re-solved from one wide window to the next.
  @Test func cleanSolvesAreReusedAndConflictsBuiltAfresh() throws {
    let grid = try LayoutSource.parse(
      bytes: Array(
        """
        view a: UIView
        view b: UIView
        a.leading == root.safeArea.leading
        a.top == root.safeArea.top
        a.width == root.width * 0.5
        a.height == 20
        b.leading == a.trailing
        b.top == a.top
        b.width == a.width
        b.height == a.height
        """.utf8), path: "grid.layout")
    let configurations = LayoutEnvironment.configurations(
      of: grid.layout, devices: DeviceCatalog.all)
    let environments = MatrixSolver.environments(of: configurations, keyboard: nil)
      .map { configurations[$0[0]] }
    let worker = WorkerEngine()
    for configuration in environments {
      _ = ScreenSolver.solve(grid, in: configuration, worker: worker)
    }
    #expect(worker.built == 1)
    #expect(worker.reused == environments.count - 1)

    let narrow = try LayoutSource.parse(bytes: Array(Self.narrowConflict.utf8), path: "n.layout")
    let phone = try DeviceConfiguration(
      device: DeviceCatalog.lookup("iPhone 15"), orientation: .portrait)
    let pad = try DeviceConfiguration(
      device: DeviceCatalog.lookup("iPad Pro 11-inch (M4)"), orientation: .portrait)
    let walker = WorkerEngine()
    let steps = [pad, pad, phone, pad, pad].map {
      ScreenSolver.solve(narrow, in: $0, worker: walker).status
    }
    #expect(steps == ["ok", "ok", "unsatisfiable", "ok", "ok"])
    #expect(walker.built == 3)
    #expect(walker.reused == 2)
  }

  /// The matrix on several threads gives each configuration the screen a fresh solve gives.
  @Test func theMatrixOnThreeThreadsEqualsFreshSolves() throws {
    let devices = try ["iPhone SE (3rd generation)", "iPhone 15", "iPad mini (6th generation)"]
      .map(DeviceCatalog.lookup)
    for source in try Self.sources() {
      let configurations = LayoutEnvironment.configurations(of: source.layout, devices: devices)
      let screens = MatrixSolver.solve(source, configurations: configurations, jobs: 3)
      for (configuration, screen) in zip(configurations, screens) {
        let fresh = MatrixSolver.relabel(
          ScreenSolver.solve(source, in: configuration, keepsSystem: false), as: configuration)
        #expect(screen.snapshot == fresh.snapshot, "\(source.path): \(configuration)")
        #expect(screen.problems == fresh.problems, "\(source.path): \(configuration)")
      }
    }
  }
}
