import LayoutCore
import LayoutGeometry

/// A view (or layout guide) rebuilt from the items a log mentions: one per distinct object.
///
/// Like the engine, each item has four unknowns in root coordinates: the minimum x and y
/// and the width and height; every attribute is a linear function of them.
struct RebuiltView {
  let key: String
  var item: LogItem
  /// How explanations name the view: identifier, else class and text, plus the address
  /// when two views would read the same.
  var displayName: String
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable

  init(key: String, item: LogItem, displayName: String) {
    self.key = key
    self.item = item
    self.displayName = displayName
    minX = Variable(displayName + ".minX")
    minY = Variable(displayName + ".minY")
    width = Variable(displayName + ".width")
    height = Variable(displayName + ".height")
  }

  /// The attribute as an expression of the view's unknowns.
  func expression(_ attribute: LayoutAttribute) -> Expression {
    let horizontal = attribute.axis == .horizontal
    let origin = horizontal ? minX : minY
    let size = horizontal ? width : height
    guard let placement = attribute.placement else { return Expression(size) }
    var terms = [Term(origin)]
    if placement.fraction != 0 { terms.append(Term(size, placement.fraction)) }
    return Expression(terms, constant: placement.inset)
  }

  /// The size variable on an axis.
  func size(_ axis: LayoutAxis) -> Variable { axis == .horizontal ? width : height }
}
