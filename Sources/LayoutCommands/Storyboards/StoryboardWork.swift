import LayoutAdaptivity
import LayoutMatrix
import LayoutStoryboard
import LayoutText

/// The matrix work of a document's scenes (views × the distinct environments each scene is
/// solved in), measured before anything is solved so `matrix` and `lint` can refuse a run
/// past ``maximum`` as they do a layout file past ``MatrixWork/maximum``.
enum StoryboardWork {
  /// The most view-environments one run solves on a storyboard or xib. Scenes are re-solved
  /// between environments as layout files are (``StoryboardWorker``), but a real scene with
  /// a conflict or an ambiguous view is built afresh in every environment, so a storyboard
  /// view-environment costs more than a layout file's and the limit is lower than
  /// ``MatrixWork/maximum`` (figures in LIMITS.md).
  static let maximum = 28_000

  /// What makes two configurations one solve of a scene: the environment and whether text
  /// is measured (the saved screen keeps the stored sizes).
  struct Key: Hashable {
    /// The window's traits, size and safe area.
    var environment: EnvironmentKey
    /// Whether text is measured rather than taken from the document.
    var measuresText: Bool
  }

  /// The solve each of `configurations` stands for in `root`, in their order: text measured
  /// as `measureText` says, or (nil) on every configuration but the saved screen.
  static func keys(
    _ root: StoryboardRoot, in input: StoryboardInput, configurations: [DeviceConfiguration],
    measureText: Bool?
  ) -> [Key] {
    // Whether text is measured depends on the device and the content size alone, so it is
    // asked once per pair rather than per configuration.
    struct Screen: Hashable {
      var device: String
      var category: ContentSizeCategory
    }
    var measures: [Screen: Bool] = [:]
    return configurations.map { configuration in
      let screen = Screen(
        device: configuration.device.name, category: configuration.contentSizeCategory)
      let measuresText =
        measureText ?? measures[screen]
        ?? input.document.measuresTextByDefault(on: configuration, for: root)
      measures[screen] = measuresText
      return Key(environment: EnvironmentKey(configuration), measuresText: measuresText)
    }
  }

  /// The work of solving `roots` in `configurations`, or on the saved screen (one
  /// environment each) when `configurations` is nil. A root's own view is not counted, as a
  /// layout file's root is not.
  static func of(
    _ roots: [StoryboardRoot], in input: StoryboardInput,
    configurations: [DeviceConfiguration]?, measureText: Bool?
  ) -> MatrixWork {
    let scenes = roots.map { root -> (views: Int, environments: Int) in
      let views = root.view.subtree.count - 1
      guard let configurations else { return (views, 1) }
      let keys = keys(root, in: input, configurations: configurations, measureText: measureText)
      return (views, Set(keys).count)
    }
    var work = MatrixWork(scenes: scenes, configurations: configurations?.count ?? 1)
    work.limit = maximum
    return work
  }

  /// Throws ``CommandError/overWorkLimit(path:work:narrowing:)`` when `work` is past the
  /// limit; `narrowing` names the command's options that make the run smaller.
  static func check(_ work: MatrixWork, path: String, narrowing: String) throws(CommandError) {
    guard work.isWithinLimit else {
      throw .overWorkLimit(path: path, work: work, narrowing: narrowing)
    }
  }
}
