import AutoLayout

extension ResolvedView {
  /// A new free-standing engine view for this declaration, named after it, not autoresizing
  /// (as Interface Builder and the layout file mean), and a scroll view when the class is
  /// `UIScrollView` (a stack view for `UIStackView`, arranged by
  /// ``LayoutDesign/arrangeStacks(_:)``). The caller adds it to its superview and then applies ``properties``
  /// (``ViewProperties/apply(to:)``).
  public func makeEngineView() -> View {
    let view =
      className == StackProperties.className
      ? StackView(name) : View(name, isScrollView: className == "UIScrollView")
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }
}
