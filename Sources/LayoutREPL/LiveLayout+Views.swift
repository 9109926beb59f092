import AutoLayout
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
      // A stack arranges its subviews when it is built: rebuild rather than add to one.
      if views[parent] is StackView || declaration.className == StackProperties.className {
        return false
      }
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

extension LiveLayout {
  /// `elements` sorted by the view their item is or belongs to, in design order (`root`
  /// first), a view before its guides and guides by name; the engine's own order is that of
  /// registration, which follows the edits made. Kept as given for an Interface Builder root.
  func orderedByView<Element>(_ elements: [Element], item: (Element) -> LayoutItem) -> [Element] {
    guard storyboard == nil else { return elements }
    var rank: [ObjectIdentifier: Int] = [:]
    for (index, declaration) in design.views.enumerated() {
      if let view = views[declaration.name], rank[ObjectIdentifier(view)] == nil {
        rank[ObjectIdentifier(view)] = index + 1
      }
    }
    rank[ObjectIdentifier(engine.root)] = 0
    func key(_ element: Element) -> (Int, Int, String) {
      let item = item(element)
      let owner = (item as? View) ?? (item as? LayoutGuide)?.owningView
      let position = owner.flatMap { rank[ObjectIdentifier($0)] } ?? Int.max
      return (position, item is View ? 0 : 1, item.debugName)
    }
    return elements.enumerated().sorted {
      let (a, b) = (key($0.element), key($1.element))
      return a != b ? a < b : $0.offset < $1.offset
    }.map(\.element)
  }
}
