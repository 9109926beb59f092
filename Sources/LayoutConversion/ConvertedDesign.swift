import AutoLayout
import LayoutFormats

/// One size-class configuration of a root as layout-file parts, before they are put
/// together into a file.
struct ConvertedDesign {
  /// The root's declared margins, if it needs any.
  var rootMargins: DirectionalEdgeInsets?
  /// The root's subviews and helpers, with their subtrees.
  var views: [ViewDeclaration]
  /// Every constraint.
  var equations: [ConstraintEquation]
  /// IB ids (or what a helper stands for) by layout name.
  var origins: [String: String]
  /// Document classes where the file names another (scroll views), by layout name.
  var originalClasses: [String: String]
  /// Remarks on what was written differently from the document.
  var notes: [String]
  /// The document's solved frames (alignment rectangles) in root coordinates, by name.
  var frames: [String: Rect]

  /// Every declaration, depth first, by name.
  var declarations: [String: ViewDeclaration] {
    var result: [String: ViewDeclaration] = [:]
    func visit(_ view: ViewDeclaration) {
      result[view.name] = view
      view.subviews.forEach(visit)
    }
    views.forEach(visit)
    return result
  }
}
