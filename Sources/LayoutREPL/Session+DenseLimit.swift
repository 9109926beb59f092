import LayoutCore
import LayoutFormats
import LayoutStoryboard

extension Session {
  /// The limits a layout file is loaded with in a session solved by `backend`: the dense
  /// backend's lower constraint limit for it, so that `load` refuses a file too large for it
  /// at the first constraint past the limit (file:line:column), as `layout solve` does.
  static func readingLimits(for backend: SolverBackend) -> FormatLimits {
    guard backend.name == SolverBackend.dense.name else { return .standard }
    var limits = FormatLimits.dense
    limits.constraintLimitNote =
      "the dense backend's limit; `backend cassowary` (or `layout repl --backend "
      + "cassowary`) reads up to \(FormatLimits.standard.maximumConstraints)"
    return limits
  }

  /// The constraints of `state`'s layout as the dense backend's limit counts them, and that
  /// limit: a layout file's constraints written, or the explored root's constraints.
  static func denseCount(of state: SessionState) -> (constraints: Int, limit: Int) {
    if let source = state.storyboard {
      let constraints = source.root.view.subtree.reduce(0) { $0 + $1.constraints.count }
      return (constraints, StoryboardLimits.denseMaximumConstraintsPerRoot)
    }
    return (state.document.context.constraintsWritten, FormatLimits.denseMaximumConstraints)
  }

  /// Refuses `next` when the dense backend would solve a layout past its constraint limit
  /// (after `backend dense`, `load` of a storyboard root, or an `add`), before anything is
  /// solved, so that the session keeps its previous state.
  static func holdDenseLimit(_ next: SessionState) throws(REPLError) {
    guard next.backend.name == SolverBackend.dense.name else { return }
    let (constraints, limit) = denseCount(of: next)
    guard constraints > limit else { return }
    throw .engine(
      "the layout has \(constraints) constraints, more than the \(limit) the dense backend "
        + "solves (its limit); `backend cassowary` solves it")
  }
}
