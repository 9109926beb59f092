import LayoutCore
import LayoutMatrix

extension Session {
  /// `problems`: what `layout lint` finds on the session's device, orientation, window,
  /// keyboard and text size as they are now — views off the screen, sticking out of their
  /// superviews, overlapping siblings or without area, controls behind the keyboard, and
  /// truncated text — one line each, located in the file like lint's.
  func problems() throws(REPLError) -> String {
    let snapshot = try snapshot()
    let storyboard = live.storyboard
    var locations = live.design.views.declarationLocations
    for (id, model) in storyboard?.models ?? [:] { locations[id] = model.location }
    let locate: (String) -> SourceLocation? = { locations[$0] }
    // As lint does for a document: cells are placed by their table, and what the stored
    // frames show is the author's design.
    var found = ProblemFinder.geometricProblems(
      snapshot, isCell: { storyboard?.isCell($0) ?? false },
      designed: storyboard.map {
        DesignedFrames(frames: $0.storedFrames, superviews: $0.superviews, root: $0.root.view.id)
      }, clipsSubviews: storyboard?.clipsSubviews,
      textSlack: storyboard.map { TextWidthSlack.of($0.measuredTextViews, engine: live.engine) },
      locate: locate)
    found += KeyboardCoverFinder.problems(
      snapshot, keyboardHeight: live.engine.keyboardHeight, locate: locate)
    if let storyboard {
      found += TruncationFinder.problems(
        in: storyboard.measuredTextViews, engine: live.engine, location: locate)
    } else {
      found += TruncationFinder.problems(
        in: live.design, views: live.views, engine: live.engine, location: locate)
    }
    guard !found.isEmpty else { return "no problems" }
    // Where, as lint and matrix name it: device, orientation, window and text size.
    var screen = snapshot.screen
    let category = state.configuration.contentSizeCategory
    screen.contentSize = category == .default ? nil : category.alias
    return found.bySeverity.map { problem in
      (problem.location.map { "\($0): " } ?? "")
        + "warning: \(problem.kind.rawValue): \(problem.fullMessage) [\(screen.configurationName)]"
    }.joined(separator: "\n")
  }
}
