import AutoLayout
import LayoutGeometry

extension StoryboardLayout {
  /// The stack views whose stored frames cannot be a layout result, by id, with the reason.
  ///
  /// A stack view places its arranged views one after another along its axis, `spacing`
  /// apart ([`UIStackView`](https://developer.apple.com/documentation/uikit/uistackview)), so
  /// no layout stores two visible arranged views of some length at the same place along the
  /// axis; a file that does was edited outside Interface Builder (views pasted in by hand)
  /// without a new layout, so the frames inside that stack are not compared.
  /// Where the solved layout puts the two views at one place too (the file's constraints
  /// conflict and a spacing gives way), the stored frames may be a layout result: no sign.
  /// Stacks with negative spacing or baseline-relative gaps, and views the file marks
  /// misplaced or ambiguous or that sit inside such a view (already untrusted), are left
  /// out; alignment insets move a frame by a few points, never by the view's own length.
  func editedStacks() -> [String: String] {
    var result: [String: String] = [:]
    let configuration = sizeClasses
    let pixel = 1 / environment.scale + 1e-3
    func untrusted(_ model: StoryboardView) -> Bool {
      model.flag("misplaced", base: model.isMisplaced, for: configuration)
        || model.flag("ambiguous", base: model.isAmbiguous, for: configuration)
    }
    func visit(_ model: StoryboardView) {
      guard views[model.id] != nil, !untrusted(model) else { return }
      if let properties = model.stack(for: configuration), views[model.id] is StackView,
        properties.spacing >= 0, !properties.isBaselineRelativeArrangement
      {
        let vertical = properties.axis == .vertical
        let arranged = model.subviews.compactMap { view -> (id: String, start: Double)? in
          guard views[view.id] != nil, !collapsedViews.contains(view.id), !untrusted(view),
            let frame = storedFrames[view.id], (vertical ? frame.height : frame.width) > 1
          else { return nil }
          return (view.id, vertical ? frame.y : frame.x)
        }
        func solvedStart(_ id: String) -> Double? {
          frameInRoot(of: id).map { vertical ? $0.y : $0.x }
        }
        for (previous, next) in zip(arranged, arranged.dropFirst())
        where abs(next.start - previous.start) <= pixel {
          // The file's own constraints may put them there (a spacing broken in a conflict).
          if let a = solvedStart(previous.id), let b = solvedStart(next.id), abs(a - b) <= pixel {
            continue
          }
          result[model.id] =
            "stored frames are not a layout result: arranged views \(previous.id) and "
            + "\(next.id) of stack view \(model.id) are stored at the same place along its "
            + "axis (edited outside Interface Builder)"
          break
        }
      }
      for child in model.subviews { visit(child) }
    }
    visit(root.view)
    return result
  }
}
