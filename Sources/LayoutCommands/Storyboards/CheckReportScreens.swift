import LayoutCore
import LayoutRendering
import LayoutStoryboard

/// `check --report DIR`: every checked scene of every file as one screen of the interactive
/// report, solved on the screen its file was saved for. The picker lists scenes
/// (`Main.storyboard › Login`); a scene's problems are the solver's and its frame mismatches
/// against the frames Xcode stored.
enum CheckReportScreens {
  /// The screens of `roots` (the checks of `input`, perhaps filtered by `--scene`).
  static func screens(_ roots: [RootCheck], of input: StoryboardInput, backend: SolverBackend)
    -> [ReportScreen]
  {
    let file = FolderCheck.fileName(input.path)
    return roots.compactMap { check in
      guard let root = input.document.roots.first(where: { $0.view.id == check.rootID }) else {
        return nil
      }
      let solved = StoryboardScreenSolver.solve(
        root, of: input, backend: backend,
        placements: MatrixReport.placementDetail(
          configurations: 1, views: root.view.subtree.count))
      var snapshot = solved.snapshot
      snapshot.screen.deviceName = "\(file) › \(check.name)"
      var screen = ReportScreen(snapshot, problems: solved.problems)
      let mismatches = check.views.filter { $0.status == .mismatch }.map { view in
        ReportProblem(
          kind: "mismatch",
          message: "\(view.name) (\(view.id)) solved \(view.actual.map { "\($0)" } ?? "-"), "
            + "stored \(view.expected.map { "\($0)" } ?? "-")",
          location: nil, isError: true)
      }
      screen.problems = mismatches + screen.problems
      return screen
    }
  }
}
