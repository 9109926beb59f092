import LayoutCore

extension VisualFormat {
  /// The spacing `-` means between two sibling views.
  public static let standardSiblingSpacing: Double = 8

  /// Parses `format` and turns it into constraints, like
  /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
  ///
  /// Every view in `views` is taken to be a subview of `superview`.
  ///
  /// - Throws: ``VisualFormatError`` for a syntax error, an unknown name, an out-of-range
  ///   priority or an alignment option along the format's own axis.
  public static func constraints(
    _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
    views: Set<String>, superview: String = "superview"
  ) throws(VisualFormatError) -> [ConstraintEquation] {
    try parse(format).constraints(
      text: format, options: options, metrics: metrics, views: views,
      superviewOf: { _ in superview })
  }

  /// Parses a format without resolving its names.
  ///
  /// - Throws: ``VisualFormatError`` at the first syntax error.
  public static func parse(_ format: String) throws(VisualFormatError) -> VisualFormat {
    try VisualFormatParser.parse(format)
  }

  /// Turns a parsed format into constraints, following Apple's translation: leading/trailing
  /// for `H:` (left/right with the direction options), top/bottom for `V:`; `-` is 8 points
  /// between siblings and the superview's margin next to a `|`; a predicate group makes one
  /// constraint per predicate; alignment options tie consecutive views together.
  ///
  /// - Parameters:
  ///   - text: the string the format was parsed from, for error carets.
  ///   - superviewOf: the name of a view's superview, or `nil` when it has none.
  ///   - base: where the format starts in a file; constraint positions are offset from it.
  /// - Throws: ``VisualFormatError`` for unknown names, bad priorities, misplaced options or a
  ///   `|` next to a view without a superview.
  public func constraints(
    text: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
    views: Set<String>, superviewOf: (String) -> String?, base: SourcePosition = .none
  ) throws(VisualFormatError) -> [ConstraintEquation] {
    var builder = VisualFormatTranslation(
      format: self, text: text, options: options, metrics: metrics, views: views, base: base)
    return try builder.translate(superviewOf: superviewOf)
  }
}
