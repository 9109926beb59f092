import LayoutEngine
import LayoutFormats

extension LiveLayout {
  /// Adds to the live engine the views `newViews` has after the installed ones, so that
  /// `view NAME ...` is an incremental edit rather than a rebuild. Each view is made, added
  /// and given its properties by the layout-file lowering, as a rebuild would.
  /// - Returns: `false` when `newViews` is not the installed views plus new ones at the end
  ///   (a changed or removed view needs a new engine).
  func addViews(_ newViews: [ResolvedView]) -> Bool {
    guard newViews.count >= design.views.count,
      Array(newViews.prefix(design.views.count)) == design.views
    else { return false }
    let added = newViews.dropFirst(design.views.count)
    var known = Set(views.keys)
    for declaration in added {
      guard let parent = declaration.superview, known.contains(parent) else { return false }
      known.insert(declaration.name)
    }
    for declaration in added {
      let view = declaration.makeEngineView()
      // Superviews were checked above and come earlier in design order.
      guard let parent = declaration.superview.flatMap({ views[$0] }),
        (try? parent.addSubview(view)) != nil
      else { return false }
      declaration.configure(view)
      register(view)
    }
    return true
  }
}
