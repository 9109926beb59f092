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

  /// The constraints of `state`'s layout and the dense backend's limit on them (a layout
  /// file's constraints written, or the explored root's constraints), when the dense
  /// backend solves it and they are past that limit; nil otherwise.
  static func denseExcess(of state: SessionState) -> (constraints: Int, limit: Int)? {
    guard state.backend.name == SolverBackend.dense.name else { return nil }
    let (constraints, limit) =
      state.storyboard.map {
        ($0.root.constraintCount, StoryboardLimits.denseMaximumConstraintsPerRoot)
      }
      ?? (state.document.context.constraintsWritten, FormatLimits.denseMaximumConstraints)
    return constraints > limit ? (constraints, limit) : nil
  }

  /// Refuses `next` when the dense backend would solve a layout past its constraint limit
  /// (after `backend dense`, `load` of a storyboard root, or an `add`), before anything is
  /// solved, so that the session keeps its previous state.
  static func holdDenseLimit(_ next: SessionState) throws(REPLError) {
    guard let (constraints, limit) = denseExcess(of: next) else { return }
    throw .engine(
      "the layout has \(constraints) constraints, more than the \(limit) the dense backend "
        + "solves (its limit); `backend cassowary` solves it")
  }
}
