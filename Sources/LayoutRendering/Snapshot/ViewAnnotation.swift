/// Display details of a view that the engine does not model: the class shown in labels and
/// the text drawn inside the box. Layout files provide them (`view title: UILabel`,
/// `text "Hello"`).
public struct ViewAnnotation: Hashable, Sendable {
  /// The class name shown for the view (`UILabel`); nil keeps the engine's default.
  public var className: String?
  /// The text the view displays, if any.
  public var text: String?

  /// Makes an annotation.
  public init(className: String? = nil, text: String? = nil) {
    self.className = className
    self.text = text
  }
}
