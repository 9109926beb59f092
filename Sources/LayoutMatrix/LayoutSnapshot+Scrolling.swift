import LayoutRendering

extension LayoutSnapshot {
  /// The index of the nearest scroll view above the view at `index`, whose content it is (so
  /// scrolling can bring it on screen wherever it lies).
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

  /// For each view, ``enclosingScrollView(of:)``: each record whose superview comes before
  /// it, as snapshots list them, takes its superview's answer, one pass for the whole tree.
  func enclosingScrollViews() -> [Int?] {
    var result: [Int?] = []
    result.reserveCapacity(views.count)
    for index in views.indices {
      if let parent = views[index].superviewIndex, parent >= 0, parent < index {
        result.append(views[parent].isScrollView ? parent : result[parent])
      } else {
        result.append(enclosingScrollView(of: index))
      }
    }
    return result
  }
}
