import AutoLayout
import LayoutCore

extension StoryboardLayout {
  /// Configures `model`'s stack view, if it is one and installed, with its properties for
  /// the configuration and its arranged views; the engine's ``StackView`` generates UIKit's
  /// constraints and queues them.
  func buildStack(_ model: StoryboardView) throws(StoryboardError) {
    guard let properties = model.stack(for: sizeClasses),
      let stack = views[model.id] as? StackView
    else { return }
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
    try keepStoredCrossSizes(of: stack, arranged: arranged)
  }
}
