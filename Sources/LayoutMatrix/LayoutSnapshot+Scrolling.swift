import LayoutRendering

extension LayoutSnapshot {
  /// For each view, the index of the nearest scroll view above it, whose content it is (so
  /// scrolling can bring it on screen wherever it lies); nil outside every scroll view.
  func enclosingScrollViews() -> [Int?] {
    nearestAncestors(includingSelf: false) { views[$0].isScrollView }
  }
}
