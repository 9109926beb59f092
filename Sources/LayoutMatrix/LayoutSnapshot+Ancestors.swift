import LayoutRendering

extension LayoutSnapshot {
  /// For each view, the index of the nearest view above it that `matches` (the view itself
  /// first, with `includingSelf`), nil when none does. One pass for the whole tree: each
  /// record whose superview comes before it, as snapshots list them, takes its superview's
  /// answer; any other walks up its superviews.
  func nearestAncestors(includingSelf: Bool, where matches: (Int) -> Bool) -> [Int?] {
    let hits = views.indices.map(matches)
    var result: [Int?] = []
    result.reserveCapacity(views.count)
    for index in views.indices {
      if includingSelf, hits[index] {
        result.append(index)
      } else if let parent = views[index].superviewIndex, parent >= 0, parent < index {
        result.append(hits[parent] ? parent : result[parent])
      } else {
        result.append(nearestAbove(index, hits: hits))
      }
    }
    return result
  }

  /// The nearest view strictly above the view at `index` whose entry in `hits` is true.
  ///
  /// - Complexity: O(depth); a superview chain that loops stops after every record.
  private func nearestAbove(_ index: Int, hits: [Bool]) -> Int? {
    var current = views.indices.contains(index) ? views[index].superviewIndex : nil
    var steps = 0
    while let position = current, views.indices.contains(position), steps <= views.count {
      if hits[position] { return position }
      current = views[position].superviewIndex
      steps += 1
    }
    return nil
  }
}
