import LayoutMatrix
import LayoutRendering

extension ReportScreen {
  /// A solved screen and the problems the commands found in it, as the report shows them.
  init(_ snapshot: LayoutSnapshot, problems: [LayoutProblem]) {
    self.init(
      snapshot: snapshot,
      problems: problems.map {
        ReportProblem(
          kind: $0.kind.rawValue, message: $0.fullMessage, location: $0.location?.description,
          isError: $0.kind.isError)
      })
  }
}
