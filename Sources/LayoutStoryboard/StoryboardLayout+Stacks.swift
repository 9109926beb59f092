import LayoutCore
import LayoutEngine

extension StoryboardLayout {
  /// Generates and activates UIStackView's constraints for every installed stack view, in
  /// document order so results are deterministic.
  func buildStacks() throws(StoryboardError) {
    for model in root.view.subtree {
      guard let stack = views[model.id], let properties = model.stack(for: sizeClasses) else {
        continue
      }
      let arranged = model.subviews.compactMap { views[$0.id] }
      for view in arranged where view.isHidden { collapsedViews.insert(view.name) }
      let arrangement = StackViewArrangement(
        stack: stack, properties: properties, arranged: arranged)
      do {
        let made = try arrangement.constraints()
        try LayoutConstraint.activate(made)
        stackConstraints += made
      } catch {
        throw .invalidConstraint(model.location, id: model.id, reason: error.description)
      }
    }
  }
}
