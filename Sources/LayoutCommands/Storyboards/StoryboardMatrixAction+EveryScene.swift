import LayoutAdaptivity
import LayoutCore
import LayoutMatrix
import LayoutStoryboard
import LayoutSupport

extension StoryboardMatrixAction {
  /// `matrix FILE --scene all`: every scene and top-level view of the document on every
  /// configuration, one section per scene (text) or one entry of `scenes` (JSON); `--report
  /// DIR` writes one folder per scene. With `--strict` a problem in any scene exits with 1.
  static func executeEveryScene(
    _ options: MatrixAction.Options, input: StoryboardInput,
    configurations: [DeviceConfiguration], format: MatrixFormat, backend: SolverBackend,
    files: any FileAccess, progress: (@Sendable (Int, Int) -> Void)?
  ) throws(CommandError) -> CommandOutput {
    guard format == .text || format == .json else {
      throw .invalidOption(
        name: "--format", value: format.rawValue,
        expected: "text or json with --scene all (--report DIR writes a folder per scene)")
    }
    let roots = try input.roots(selecting: nil)
    try StoryboardWork.check(
      StoryboardWork.of(
        roots, in: input, configurations: configurations, measureText: options.measureText),
      path: options.file, narrowing: narrowing)
    let solved = solve(
      roots, of: input, configurations: configurations, backend: backend,
      measureText: options.measureText, jobs: jobs(options, backend: backend),
      progress: progress,
      placements: { root in
        options.reportDirectory == nil
          ? nil
          : MatrixReport.placementDetail(
            configurations: configurations.count, views: root.view.subtree.count)
      })
    let scenes = Array(zip(roots, solved)).map { (root: $0, screens: $1) }
    var output = CommandOutput()
    let text =
      format == .json
      ? json(scenes, input: input, backend: backend.name)
      : self.text(scenes, input: input, backend: backend.name)
    try Delivery.deliver(text, to: options.output, files: files, into: &output)
    output.standardError += scenes.map { placeholderNote($0.root) }.joined()
    if let directory = options.reportDirectory {
      let base = directory.hasSuffix("/") ? directory : directory + "/"
      var used: Set<String> = []
      for scene in scenes {
        var name = MatrixReport.slug(scene.root.displayName, otherwise: "scene")
        if !used.insert(name).inserted {
          name += "-" + MatrixReport.slug(scene.root.view.id, otherwise: "view")
          used.insert(name)
        }
        try MatrixReport.write(
          scene.screens, title: "\(input.source.title) — \(scene.root.displayName)",
          to: base + name, files: files)
      }
    }
    output.status = ProblemReport.exitStatus(
      scenes.lazy.flatMap(\.screens).flatMap(\.problems), strict: options.strict)
    return output
  }

  /// A section per scene headed `scene NAME (id)`, then a line counting the scenes with
  /// problems.
  static func text(
    _ scenes: [(root: StoryboardRoot, screens: [SolvedScreen])], input: StoryboardInput,
    backend: String
  ) -> String {
    var text = ""
    for scene in scenes {
      text += "scene \(StoryboardNaming.label(scene.root))\n"
      text += MatrixTable.render(scene.screens, source: input.source, backend: backend) + "\n"
    }
    let troubled = scenes.filter { $0.screens.contains { !$0.problems.isEmpty } }
    text += "\(input.path): \(counted(scenes.count, "scene")), "
    text +=
      troubled.isEmpty
      ? "no problems\n"
      : "problems in \(troubled.count): "
        + troubled.map { StoryboardNaming.label($0.root) }.joined(separator: ", ") + "\n"
    return text
  }

  /// `{"layout", "backend", "scenes": [{"scene", "id", "cells", "summary"}]}`, each scene's
  /// `cells` and `summary` as `matrix --format json` writes them for one scene.
  static func json(
    _ scenes: [(root: StoryboardRoot, screens: [SolvedScreen])], input: StoryboardInput,
    backend: String
  ) -> String {
    let entries = scenes.map { scene -> OrderedJSON in
      .object(
        [("scene", .string(scene.root.displayName)), ("id", .string(scene.root.view.id))]
          + MatrixJSON.fields(scene.screens))
    }
    let document: OrderedJSON = .object([
      ("layout", .string(input.path)), ("backend", .string(backend)),
      ("scenes", .array(entries)),
    ])
    return document.rendered() + "\n"
  }
}
