import AutoLayout

extension StoryboardLayout {
  /// The views whose size comes from measured text, by Interface Builder id, in document
  /// order: those a truncation check looks at.
  public var measuredTextViews: [(name: String, view: View)] {
    root.view.subtree.compactMap { model in
      measuredText.contains(model.id) ? views[model.id].map { (model.id, $0) } : nil
    }
  }
}
