extension StoryboardView {
  /// The view and its descendants, the deepest first and, within a depth, the last in the
  /// document first: the order constraints are installed in, so that in a conflict of
  /// required constraints the break rule's oldest candidate is the innermost view's and,
  /// among views of one depth, the last one's, as in Interface Builder's stored frames
  /// (`README.md`, *Conflicts give way at the deepest view* and *Among equals, the last view
  /// gives way*).
  var deepestFirst: [StoryboardView] {
    var levels: [[StoryboardView]] = []
    func visit(_ view: StoryboardView, _ depth: Int) {
      if levels.count <= depth { levels.append([]) }
      levels[depth].append(view)
      for subview in view.subviews { visit(subview, depth + 1) }
    }
    visit(self, 0)
    return levels.reversed().flatMap { $0.reversed() }
  }
}
