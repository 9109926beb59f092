import CommandTestSupport
import Foundation
import LayoutAdaptivity
import LayoutCore
import LayoutDevices
import LayoutMatrix
import LayoutStoryboard
import LayoutTestSupport
import LayoutText
import Testing

@testable import LayoutCommands

/// Incremental equals from scratch for storyboards: a matrix worker re-solves a scene's
/// layout from one environment to the next (``StoryboardWorker``,
/// ``LayoutStoryboard/StoryboardLayout/resolve(in:)``), and every screen it gives is the one
/// a fresh build gives in that environment: frames, diagnostics and problems.
@Suite struct StoryboardEngineReuseTests {
  /// The package's folder.
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// What the layout passes change and a re-solve sets back: an autoresizing view (flexible
  /// left margin and width) holding another, a scroll view whose content is pinned to its
  /// margins preserved from the root's, a wrapping label between the root's margins, and a
  /// view 360 wide that conflicts with windows narrower than 376 points.
  static let passes = StoryboardFixture.storyboard(
    subviews: """
      <view contentMode="scaleToFill" fixedFrame="YES" id="AR">
          <rect key="frame" x="20" y="20" width="335" height="60"/>
          <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxY="YES"/>
          <subviews>
              <view contentMode="scaleToFill" fixedFrame="YES" id="AR2">
                  <rect key="frame" x="10" y="10" width="100" height="20"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" heightSizable="YES"/>
              </view>
          </subviews>
      </view>
      \(StoryboardFixture.view(
        "SV", 0, 100, 375, 200, attributes: #"preservesSuperviewLayoutMargins="YES""#,
        body: """
          <subviews>\(StoryboardFixture.view("C", 16, 8, 343, 400))</subviews>
          <constraints>
              <constraint firstItem="C" firstAttribute="leading" secondItem="SV" secondAttribute="leadingMargin" id="s1"/>
              <constraint firstAttribute="trailingMargin" secondItem="C" secondAttribute="trailing" id="s2"/>
              <constraint firstItem="C" firstAttribute="top" secondItem="SV" secondAttribute="top" constant="8" id="s3"/>
              <constraint firstAttribute="bottom" secondItem="C" secondAttribute="bottom" id="s4"/>
              <constraint firstItem="C" firstAttribute="height" constant="400" id="s5"/>
              <constraint firstItem="C" firstAttribute="width" secondItem="SV" secondAttribute="width" constant="-32" id="s6"/>
          </constraints>
          """, element: "scrollView"))
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A label long enough to wrap on the narrower phones of the catalog" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="L">
          <rect key="frame" x="16" y="320" width="343" height="41"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      \(StoryboardFixture.view("W", 0, 400, 360, 20))
      """,
    constraints: """
      <constraint firstItem="SV" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="e1"/>
      <constraint firstItem="SV" firstAttribute="height" constant="200" id="e2"/>
      <constraint firstItem="SV" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="e3"/>
      <constraint firstItem="SV" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="e4"/>
      <constraint firstItem="L" firstAttribute="leading" secondItem="ROOT" secondAttribute="leadingMargin" id="l1"/>
      <constraint firstAttribute="trailingMargin" secondItem="L" secondAttribute="trailing" id="l2"/>
      <constraint firstItem="L" firstAttribute="top" secondItem="SV" secondAttribute="bottom" constant="20" id="l3"/>
      <constraint firstItem="W" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="16" id="w1"/>
      <constraint firstItem="W" firstAttribute="top" secondItem="L" secondAttribute="bottom" constant="8" id="w2"/>
      <constraint firstItem="W" firstAttribute="width" constant="360" id="w3"/>
      <constraint firstItem="W" firstAttribute="height" constant="20" id="w4"/>
      <constraint firstItem="ROOT" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="W" secondAttribute="trailing" id="w5"/>
      """)

  /// The old top and bottom layout guides under a navigation bar (their lengths set from
  /// the environment), without safe areas.
  static let guides = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    useTraitCollections="YES" useSafeAreas="NO">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <scenes>
            <scene sceneID="S1"><objects>
                <viewController id="VC" sceneMemberID="viewController">
    """ + "\n"
    + LayoutGuideScene.controllerToEnd(
      width: 375, height: 667, bottomY: 649, autoresizesRoot: false)

  /// Every storyboard and xib fixture of the command-line tests that loads, the three
  /// top-level views of ``StoryboardMatrixJobsTests`` (one ambiguous) and the two above.
  static func inputs() throws -> [StoryboardInput] {
    let folder = package.appendingPathComponent("Tests/LayoutCLITests/Fixtures")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    var documents: [(String, String)] = []
    for name in names {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      documents.append((name, String(decoding: data, as: UTF8.self)))
    }
    documents += [
      ("three.xib", StoryboardMatrixJobsTests.xib), ("passes.storyboard", passes),
      ("guides.storyboard", guides),
    ]
    let files = MemoryFiles(Dictionary(uniqueKeysWithValues: documents))
    return documents.compactMap { try? StoryboardInput.load(path: $0.0, using: files) }
  }

  /// Environments walked per root: a random sample of its distinct solves over the catalog
  /// (a debug build solves a fixture's root twice in about 30 ms).
  static let walkLength = 30

  /// `walkLength` of the distinct solves of `root` over the whole catalog and 40
  /// configurations at two more content sizes, in a random order (text measured as the
  /// matrix measures it).
  static func environments(
    of root: StoryboardRoot, in input: StoryboardInput, using generator: inout SeededGenerator
  ) -> [(configuration: DeviceConfiguration, measuresText: Bool)] {
    var configurations = LayoutEnvironment.configurations(
      of: input.source.layout, devices: DeviceCatalog.all)
    for category in [ContentSizeCategory.extraSmall, .accessibilityLarge] {
      configurations += configurations.prefix(40).map {
        var configuration = $0
        configuration.contentSizeCategory = category
        return configuration
      }
    }
    let keys = StoryboardWork.keys(
      root, in: input, configurations: configurations, measureText: nil)
    var seen: Set<StoryboardWork.Key> = []
    var distinct: [(DeviceConfiguration, Bool)] = []
    for (configuration, key) in zip(configurations, keys) where seen.insert(key).inserted {
      distinct.append((configuration, key.measuresText))
    }
    return Array(distinct.shuffled(using: &generator).prefix(walkLength))
  }

  @Test(arguments: ["cassowary", "dense"])
  func reusedLayoutsGiveTheScreensOfFreshOnes(backend name: String) throws {
    let backend: SolverBackend = name == "dense" ? .dense : .cassowary
    let seed: UInt64 = 2_812
    print("storyboard engine reuse: seed \(seed), backend \(name)")
    var generator = SeededGenerator(seed: seed)
    let inputs = try Self.inputs()
    print("storyboard engine reuse: " + inputs.map(\.path).joined(separator: ", "))
    #expect(inputs.count == 9)
    var reused = 0
    var built = 0
    var roots = 0
    for input in inputs {
      let worker = StoryboardWorker()
      for root in try input.roots(selecting: nil) {
        roots += 1
        for (configuration, measuresText) in Self.environments(
          of: root, in: input, using: &generator)
        {
          let walked = StoryboardScreenSolver.solve(
            root, of: input, configuration: configuration, backend: backend,
            measureText: measuresText, worker: worker)
          let fresh = StoryboardScreenSolver.solve(
            root, of: input, configuration: configuration, backend: backend,
            measureText: measuresText)
          let place = "\(input.path) \(root.view.id): \(configuration)"
          #expect(walked.snapshot == fresh.snapshot, "\(place)")
          #expect(walked.problems == fresh.problems, "\(place)")
          #expect(walked.sizeFromContent == fresh.sizeFromContent, "\(place)")
        }
      }
      reused += worker.reused
      built += worker.built
    }
    print(
      "storyboard engine reuse: \(roots) roots, \(reused) environments re-solved, "
        + "\(built) built afresh")
    #expect(reused > 150)
  }

  /// A scene that conflicts on narrow windows is built afresh there (and on the first wide
  /// window after one), and re-solved from one wide window to the next, an iPad's regular
  /// size classes included: the scene has no size-class variations.
  @Test func cleanSolvesAreReusedAndConflictsBuiltAfresh() throws {
    let input = try #require(Self.inputs().first { $0.path == "passes.storyboard" })
    let root = try #require(input.roots(selecting: nil).first)
    let wide = try DeviceConfiguration(
      device: DeviceCatalog.lookup("iPhone 15"), orientation: .portrait)
    let wider = try DeviceConfiguration(
      device: DeviceCatalog.lookup("iPhone 16 Pro"), orientation: .portrait)
    let narrow = try DeviceConfiguration(
      device: DeviceCatalog.lookup("iPhone SE (1st generation)"), orientation: .portrait)
    let pad = try DeviceConfiguration(
      device: DeviceCatalog.lookup("iPad mini (6th generation)"), orientation: .portrait)
    let worker = StoryboardWorker()
    let steps = [wide, wider, narrow, wide, wider, pad].map {
      StoryboardScreenSolver.solve(root, of: input, configuration: $0, worker: worker)
        .solved(in: $0).status
    }
    #expect(steps == ["ok", "ok", "unsatisfiable", "ok", "ok", "ok"])
    #expect(worker.built == 3)
    #expect(worker.reused == 3)
  }
}
