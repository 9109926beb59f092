import CommandTestSupport
import LayoutDevices
import LayoutMatrix
import Testing

@testable import LayoutCommands

/// Storyboard runs of `matrix` (one scene or `--scene all`) and `lint` are under a work limit
/// as layout files are, a lower one (``StoryboardWork/maximum``): the scenes' views × the
/// distinct environments each is solved in, refused before solving with the limit and the
/// options that narrow the run; exit 2.
@Suite struct StoryboardWorkLimitTests {
  /// Views in each top-level view: one such view over every configuration of the catalog
  /// (122 distinct environments, and the saved screen's two orientations apart as their
  /// text is not measured: 124) is over the limit, on the saved screen it is not.
  static let viewsPerScene = StoryboardWork.maximum / 100

  /// A top-level view `id` holding `viewsPerScene` views placed by their frames, apart in
  /// rows of 30.
  static func scene(_ id: String, views count: Int = viewsPerScene) -> String {
    let views = (0..<count).map { index in
      """
                      <view contentMode="scaleToFill" id="\(id)-\(index)">
                          <rect key="frame" x="\(index % 30 * 12)" y="\(index / 30 * 12)" width="10" height="10"/>
                      </view>

      """
    }
    return """
              <view contentMode="scaleToFill" id="\(id)">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <subviews>

      """ + views.joined() + """
                    </subviews>
                </view>

        """
  }

  static let files = MemoryFiles(["big.xib": SampleXibs.document([scene("ONE"), scene("TWO")])])

  @Test func everySceneIsRefusedBeforeSolving() {
    var options = MatrixAction.Options(file: "big.xib", scene: "all")
    options.format = .json
    let output = MatrixAction.run(options, files: Self.files)
    #expect(output.status == .badInput)
    #expect(output.standardOutput.isEmpty)
    #expect(
      output.standardError
        == "big.xib: error: 560 views in 2 scenes, each in at most 124 distinct environments "
        + "(of 887 configurations), are 69,440 view-environments to solve, over the limit of "
        + "28,000 (see LIMITS.md); narrow the run with --scene NAME, --devices (phones, pads or "
        + "device names), --no-multitasking or --shard i/n (nothing was solved)\n")
  }

  @Test func oneSceneIsRefusedOnEveryConfiguration() {
    let output = MatrixAction.run(
      MatrixAction.Options(file: "big.xib", scene: "ONE"), files: Self.files)
    #expect(output.status == .badInput)
    #expect(output.standardOutput.isEmpty)
    #expect(
      output.standardError
        == "big.xib: error: 280 views in 124 distinct environments (of 887 configurations) "
        + "are 34,720 view-environments to solve, over the limit of 28,000 (see LIMITS.md); "
        + "narrow the run with --scene NAME, --devices (phones, pads or device names), "
        + "--no-multitasking or --shard i/n (nothing was solved)\n")
  }

  @Test func lintOnEveryDeviceIsRefusedAndTheSavedScreenIsNot() {
    let refused = LintAction.run(
      LintAction.Options(files: ["big.xib"], devices: ["all"]), files: Self.files)
    #expect(refused.status == .badInput)
    #expect(refused.standardOutput == "big.xib: not checked\n")
    #expect(
      refused.standardError
        == "big.xib: error: 560 views in 2 scenes, each in at most 124 distinct environments "
        + "(of 887 configurations), are 69,440 view-environments to solve, over the limit of "
        + "28,000 (see LIMITS.md); narrow the run with --scene NAME or --devices (phones, pads "
        + "or device names) (nothing was solved)\n")
    // On the saved screen each scene is one environment: 560 view-environments.
    let saved = LintAction.run(LintAction.Options(files: ["big.xib"]), files: Self.files)
    #expect(saved.status == .success)
    #expect(saved.standardOutput == "big.xib: ok (2 roots, 2 configurations)\n")
  }

  /// The storyboard limit is held exactly: a scene of 225 views over every configuration
  /// (124 environments: 27,900) is within it, one of 226 (28,024) is not; a layout file's
  /// work keeps the higher limit.
  @Test func theLimitIsTheStoryboardOne() throws {
    func work(views: Int) throws -> MatrixWork {
      let files = MemoryFiles(["s.xib": SampleXibs.document([Self.scene("S", views: views)])])
      let input = try StoryboardInput.load(path: "s.xib", using: files, backend: .cassowary)
      let roots = try input.roots(selecting: nil)
      let configurations = LayoutEnvironment.configurations(
        of: input.source.layout, devices: DeviceCatalog.all)
      return StoryboardWork.of(
        roots, in: input, configurations: configurations, measureText: nil)
    }
    let within = try work(views: 225)
    #expect(within.amount == 27_900)
    #expect(within.limit == 28_000)
    #expect(within.isWithinLimit)
    let past = try work(views: 226)
    #expect(past.amount == 28_024)
    #expect(!past.isWithinLimit)
    #expect(MatrixWork(views: 226, environments: 124, configurations: 887).isWithinLimit)
  }

  @Test func workIsSummedOverScenes() {
    let work = MatrixWork(
      scenes: [(views: 10, environments: 3), (views: 5, environments: 2)], configurations: 4)
    #expect(work.views == 15)
    #expect(work.environments == 3)
    #expect(work.scenes == 2)
    #expect(work.amount == 40)
    #expect(MatrixWork(scenes: [(views: 60_000, environments: 1)], configurations: 1).isWithinLimit)
    #expect(
      !MatrixWork(
        scenes: [(views: 30_000, environments: 1), (views: 15_001, environments: 2)],
        configurations: 1
      ).isWithinLimit)
  }
}
