import LayoutRendering

extension LayoutSnapshot {
  /// Whether the view at `index` is inside a scroll view's content (a scroll view is one of
  /// its ancestors), so scrolling can bring it on screen wherever it lies.
  ///
  /// - Complexity: O(depth).
  func isScrollableContent(at index: Int) -> Bool {
    enclosingScrollView(of: index) != nil
  }

  /// The index of the nearest scroll view above the view at `index`, whose content it is.
  ///
  /// - Complexity: O(depth).
  func enclosingScrollView(of index: Int) -> Int? {
    var current = views.indices.contains(index) ? views[index].superviewIndex : nil
    var steps = 0
    while let position = current, views.indices.contains(position), steps <= views.count {
      if views[position].isScrollView { return position }
      current = views[position].superviewIndex
      steps += 1
    }
    return nil
  }
}
