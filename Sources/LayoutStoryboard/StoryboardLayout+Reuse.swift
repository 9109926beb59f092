import AutoLayout
import LayoutCore

extension StoryboardLayout {
  /// Whether ``resolve(in:)`` can move this layout to `environment`: the same document
  /// content is installed there (size classes where the root has variations, placeholders,
  /// measured text and its content size, direction, whether the root takes the system
  /// margins, their width where cells take it too), so only what the engine takes as values
  /// differs (root size, scale, safe area, the old layout guides' lengths, the system margin). A root without a
  /// stored frame (its inset frames resolved against the root's size) needs the same size,
  /// and a fill-proportionally stack, which shares its space by its views' current sizes,
  /// is never moved.
  public func canResolve(in environment: StoryboardEnvironment) -> Bool {
    let current = self.environment
    let dependence = sizeClassDependence ?? Self.dependence(of: self)
    sizeClassDependence = dependence
    guard !dependence.content || environment.sizeClasses == current.sizeClasses,
      environment.usesSystemMinimumMargins == current.usesSystemMinimumMargins,
      !dependence.cellMargins || environment.systemMinimumMargin == current.systemMinimumMargin,
      environment.layoutDirection == current.layoutDirection,
      environment.removesPlaceholderConstraints == current.removesPlaceholderConstraints,
      environment.measuresText == current.measuresText,
      environment.contentSizeCategory == current.contentSizeCategory,
      !sharesSpaceProportionally
    else { return false }
    return storedFrames[root.view.id] != nil && root.view.frameInset == nil
      || environment.rootSize == current.rootSize
  }

  /// Moves the built layout to `environment` and lays it out again, as a fresh
  /// ``init(document:root:environment:backend:textMeasurer:)`` in that environment would:
  /// the values the environment gives are set, and what the layout passes changed is set back
  /// to how it was built (autoresizing frames held at their stored frames until a pass
  /// records their superview's size, scroll-margin constants at the declared margins), so
  /// the passes start where a fresh build's start. A solution without conflicts or ambiguity
  /// is then a fresh build's; callers keep a re-solve only when it is such a solution.
  ///
  /// - Precondition: ``canResolve(in:)``.
  /// - Throws: ``StoryboardError/layoutFailed(_:)`` as the initializer does.
  public func resolve(in environment: StoryboardEnvironment) throws(StoryboardError) {
    precondition(canResolve(in: environment), "resolve(in:) needs canResolve(in:)")
    self.environment = environment
    if engine.rootSize != environment.rootSize { engine.rootSize = environment.rootSize }
    if engine.scale != environment.scale { engine.scale = environment.scale }
    let sizeClass: SizeClass = environment.systemMinimumMargin >= 20 ? .regular : .compact
    if engine.horizontalSizeClass != sizeClass { engine.horizontalSizeClass = sizeClass }
    if engine.safeAreaInsets != environment.safeAreaInsets {
      engine.safeAreaInsets = environment.safeAreaInsets
    }
    if let top = guideHeights.top, top.constant != environment.topLayoutGuideLength {
      top.constant = environment.topLayoutGuideLength
    }
    if let bottom = guideHeights.bottom, bottom.constant != environment.bottomLayoutGuideLength {
      bottom.constant = environment.bottomLayoutGuideLength
    }
    restartAutoresizingFrames(engine.root)
    marginsAreSettled = false
    for (model, constraint, first, second) in scrollMarginConstraints {
      let constant = engineForm(model, first, second).constant
      if constraint.constant != constant { constraint.constant = constant }
    }
    try layOut()
  }

  /// What of a root the environment's size classes and system margin decide: `content`,
  /// whether any of its views or constraints has a size-class variation or installation
  /// mask (else every size class installs the same views, frames and constants);
  /// `cellMargins`, whether it holds table cells, whose side margins are the system margin.
  static func dependence(of layout: StoryboardLayout) -> (content: Bool, cellMargins: Bool) {
    let masks = layout.document.masks
    let content = layout.documentViews.contains { model in
      !model.variations.isEmpty || masks[model.id] != nil
        || model.constraints.contains { !$0.variations.isEmpty || masks[$0.id] != nil }
    }
    let cells = layout.documentViews.contains {
      marginPreservingElements.contains($0.element)
    }
    return (content, cells)
  }

  /// Whether an installed stack view fills its axis proportionally.
  private var sharesSpaceProportionally: Bool {
    documentViews.contains { model in
      views[model.id] is StackView
        && model.stack(for: sizeClasses)?.distribution == .fillProportionally
    }
  }

  /// Gives every autoresizing view its stored frame as the build gave it, parents first.
  private func restartAutoresizingFrames(_ view: View) {
    for child in view.subviews {
      if child.translatesAutoresizingMaskIntoConstraints, let frame = storedFrames[child.name] {
        child.restartFrame(at: frame)
      }
      restartAutoresizingFrames(child)
    }
  }
}
