extension StoryboardLayout {
  /// Whether the view with Interface Builder id `id` clips its subviews: the document's
  /// `clipsSubviews="YES"` (`clipsToBounds`), which Interface Builder writes for the views that
  /// clip; without it a view draws its subviews outside its bounds (UIView's default,
  /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds). A view the
  /// document does not hold (the engine's own) counts as clipping, as reports assumed before.
  public func clipsSubviews(_ id: String) -> Bool {
    guard let model = models[id] else { return true }
    return model.contentAttributes["clipsSubviews"] == "YES"
  }
}
