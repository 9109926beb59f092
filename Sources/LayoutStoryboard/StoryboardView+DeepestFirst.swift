extension StoryboardView {
  /// The view and its descendants, the deepest first (document order within a depth): the
  /// order constraints are installed in, so that in a conflict of required constraints the
  /// break rule's oldest candidate is the innermost view's, as in Interface Builder's stored
  /// frames (`README.md`, *Conflicts give way at the deepest view*).
  var deepestFirst: [StoryboardView] {
    var levels: [[StoryboardView]] = []
    func visit(_ view: StoryboardView, _ depth: Int) {
      if levels.count <= depth { levels.append([]) }
      levels[depth].append(view)
      for subview in view.subviews { visit(subview, depth + 1) }
    }
    visit(self, 0)
    return levels.reversed().flatMap { $0 }
  }
}
