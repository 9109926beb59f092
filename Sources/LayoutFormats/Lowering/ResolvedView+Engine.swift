import LayoutEngine

extension ResolvedView {
  /// A new free-standing engine view for this declaration, named after it, not autoresizing
  /// (as Interface Builder and the layout file mean), and a scroll view when the class is
  /// `UIScrollView`. The caller adds it to its superview and then applies ``properties``
  /// (``ViewProperties/apply(to:)``).
  public func makeEngineView() -> View {
    let view = View(name, isScrollView: className == "UIScrollView")
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }
}
