import LayoutCore
import LayoutEngine
import LayoutFormats

extension LiveLayout {
  /// Adds to the live engine the views `newViews` has after the installed ones, so that
  /// `view NAME ...` is an incremental edit rather than a rebuild.
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
      let view = View(declaration.name, isScrollView: declaration.className == "UIScrollView")
      view.translatesAutoresizingMaskIntoConstraints = false
      Self.apply(declaration.properties, to: view)
      // Superviews were checked above and come earlier in design order.
      guard let parent = declaration.superview.flatMap({ views[$0] }),
        (try? parent.addSubview(view)) != nil
      else { return false }
      register(view)
    }
    return true
  }

  /// Gives a new engine view the declared content size, priorities, margins and visibility,
  /// as the layout-file lowering does for the views it makes.
  static func apply(_ properties: ViewProperties, to view: View) {
    if let size = properties.intrinsicSize {
      view.intrinsicContentSize = Size(
        width: size.horizontal ?? View.noIntrinsicMetric,
        height: size.vertical ?? View.noIntrinsicMetric)
    }
    if let hugging = properties.hugging,
      let horizontal = try? Priority(validating: hugging.horizontal),
      let vertical = try? Priority(validating: hugging.vertical)
    {
      view.setContentHuggingPriority(horizontal, for: .horizontal)
      view.setContentHuggingPriority(vertical, for: .vertical)
    }
    if let compression = properties.compression,
      let horizontal = try? Priority(validating: compression.horizontal),
      let vertical = try? Priority(validating: compression.vertical)
    {
      view.setContentCompressionResistancePriority(horizontal, for: .horizontal)
      view.setContentCompressionResistancePriority(vertical, for: .vertical)
    }
    if let margins = properties.margins {
      view.directionalLayoutMargins = DirectionalEdgeInsets(
        top: margins.top, leading: margins.leading, bottom: margins.bottom,
        trailing: margins.trailing)
    }
    view.isHidden = properties.isHidden
  }
}
