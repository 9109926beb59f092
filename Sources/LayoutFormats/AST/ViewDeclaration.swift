/// A view in the file's tree: `view title: UILabel in header { ... }`.
///
/// Children are written either nested inside the parent's block or flat with `in parent`;
/// the tree keeps the form that was written so that reprinting preserves it.
public struct ViewDeclaration: Hashable, Sendable {
  /// The unique name constraints use.
  public var name: String
  /// A class name for labelling (`UILabel`); `UIScrollView` makes a scroll view.
  public var className: String?
  /// The `in` clause; `nil` means the enclosing view's block, or `root` at top level.
  public var superview: String?
  /// Sizes, priorities, margins and display properties.
  public var properties: ViewProperties
  /// Views declared inside this view's block.
  public var subviews: [ViewDeclaration]
  /// Where the view's name is written.
  public var position: SourcePosition

  /// Makes a declaration.
  public init(
    name: String, className: String? = nil, superview: String? = nil,
    properties: ViewProperties = ViewProperties(), subviews: [ViewDeclaration] = [],
    position: SourcePosition = .none
  ) {
    self.name = name
    self.className = className
    self.superview = superview
    self.properties = properties
    self.subviews = subviews
    self.position = position
  }
}
