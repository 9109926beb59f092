import LayoutCore

extension View {
  /// The length a fill-proportionally stack shares its space by: the intrinsic size along
  /// the axis, or the view's current frame size where it has none (a plain view, a nested
  /// stack), as UIKit does, so such views keep the proportions they were given.
  func proportionalLength(along axis: LayoutAxis) -> Double {
    let horizontal = axis == .horizontal
    let own = horizontal ? intrinsicContentSize.width : intrinsicContentSize.height
    if own != View.noIntrinsicMetric { return max(own, 0) }
    return max(horizontal ? frame.width : frame.height, 0)
  }
}
