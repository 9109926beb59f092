/// A view with its superview made explicit.
public struct ResolvedView: Hashable, Sendable {
  /// The view's name.
  public var name: String
  /// The labelling class, if any.
  public var className: String?
  /// The superview's name; `nil` only for the root.
  public var superview: String?
  /// Declared properties.
  public var properties: ViewProperties
  /// Where the view is declared (`.none` for an undeclared root).
  public var position: SourcePosition

  /// Makes a resolved view.
  public init(
    name: String, className: String? = nil, superview: String?,
    properties: ViewProperties = ViewProperties(), position: SourcePosition = .none
  ) {
    self.name = name
    self.className = className
    self.superview = superview
    self.properties = properties
    self.position = position
  }
}
