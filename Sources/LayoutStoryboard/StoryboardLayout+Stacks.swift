import AutoLayout
import LayoutCore

extension StoryboardLayout {
  /// Gives every installed stack view its properties for the configuration and its arranged
  /// views, in document order so results are deterministic; the engine's ``StackView``
  /// generates UIKit's constraints.
  func buildStacks() throws(StoryboardError) {
    for model in documentViews {
      guard let properties = model.stack(for: sizeClasses),
        let stack = views[model.id] as? StackView
      else { continue }
      let arranged = model.subviews.compactMap { views[$0.id] }
      for view in arranged where view.isHidden { collapsedViews.insert(view.name) }
      startArrangedViewsAtStoredFrames(arranged)
      do {
        try stack.configure(
          axis: properties.axis, distribution: properties.distribution,
          alignment: properties.alignment, spacing: properties.spacing,
          isBaselineRelativeArrangement: properties.isBaselineRelativeArrangement,
          isLayoutMarginsRelativeArrangement: properties.isLayoutMarginsRelativeArrangement)
        try stack.setArrangedSubviews(arranged)
      } catch {
        throw .invalidConstraint(model.location, id: model.id, reason: error.description)
      }
      stackConstraints += stack.arrangementConstraints
    }
  }
}
