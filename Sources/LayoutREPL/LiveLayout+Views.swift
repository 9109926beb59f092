import AutoLayout
import LayoutFormats

extension LiveLayout {
  /// Adds to the live engine the views `newViews` has after the installed ones, so that
  /// `view NAME ...` is an incremental edit rather than a rebuild. Each view is made, added
  /// and given its properties by the layout-file lowering, as a rebuild would.
  /// The first `unchanged` views are known to be the installed ones and are not compared.
  /// - Returns: `false` when `newViews` is not the installed views plus new ones at the end
  ///   (a changed or removed view needs a new engine).
  func addViews(_ newViews: [ResolvedView], unchanged: Int = 0) -> Bool {
    let count = design.views.count
    guard newViews.count >= count else { return false }
    let same = min(unchanged, count)
    assert(newViews[..<same].elementsEqual(design.views[..<same]), "unchanged views changed")
    guard newViews[same..<count].elementsEqual(design.views[same...]) else { return false }
    let added = newViews.dropFirst(count)
    // Names of the views added before each one (the engine's are looked up in `views`).
    var earlier: Set<String> = []
    for declaration in added {
      guard let parent = declaration.superview, views[parent] != nil || earlier.contains(parent)
      else { return false }
      // A stack arranges its subviews when it is built: rebuild rather than add to one.
      if views[parent] is StackView || declaration.className == StackProperties.className {
        return false
      }
      earlier.insert(declaration.name)
    }
    // Text the fonts cannot measure: a rebuild installs the design, which says why (the
    // engine would only log it and size the text 0 × 0).
    if added.contains(where: { $0.textContent != nil && $0.properties.intrinsicSize == nil }),
      (try? engine.textMeasurer.checkFonts()) == nil
    {
      return false
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
