import ArgumentParser

/// `--content-size` and `--content-sizes` of `matrix` and `lint`: one text size, or several
/// to solve every configuration at.
struct ContentSizesOptions: ParsableArguments {
  @Option(
    name: .customLong("content-size"),
    help: "Measure text at this content size category (e.g. large, xxxl, ax5).")
  var contentSize: String?

  @Option(
    name: .customLong("content-sizes"),
    help: "Solve each configuration at: default, accessibility, all, or a comma-separated list.")
  var contentSizes: String?

  func validate() throws {
    if contentSize != nil && contentSizes != nil {
      throw ValidationError("use either --content-size or --content-sizes, not both")
    }
  }

  /// The categories asked for, as `ContentSizeChoice.parseSet` reads them.
  var categories: String { contentSizes ?? contentSize ?? "default" }
}
