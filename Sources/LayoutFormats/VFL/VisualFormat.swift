/// A parsed Visual Format Language string, Apple's ASCII-art notation for one axis of a
/// layout: `H:|-[find]-[findNext]-[findField(>=20)]-|`.
///
/// Parsing (``VisualFormatParser``) checks only the syntax; names are resolved against the
/// views and metrics when the format is turned into constraints
/// (``constraints(options:metrics:views:superviewOf:base:)``).
public struct VisualFormat: Hashable, Sendable, CustomStringConvertible {
  /// The axis a format describes.
  public enum Orientation: String, Sendable, Hashable {
    /// `H:` (the default when no orientation is written).
    case horizontal = "H"
    /// `V:`
    case vertical = "V"
  }

  /// The axis.
  public var orientation: Orientation
  /// The connection from a leading `|` to the first view, or `nil` when there is no `|`.
  public var leadingSuperview: VisualFormatConnection?
  /// The views, in order.
  public var views: [VisualFormatView]
  /// The connections between consecutive views (one fewer than the views).
  public var spacings: [VisualFormatConnection]
  /// The connection from the last view to a trailing `|`, or `nil`.
  public var trailingSuperview: VisualFormatConnection?
  /// Where the leading `|` is.
  public var leadingBarOffset: VisualFormatOffset
  /// Where the trailing `|` is.
  public var trailingBarOffset: VisualFormatOffset

  /// Makes a format.
  public init(
    orientation: Orientation = .horizontal, leadingSuperview: VisualFormatConnection? = nil,
    views: [VisualFormatView], spacings: [VisualFormatConnection] = [],
    trailingSuperview: VisualFormatConnection? = nil,
    leadingBarOffset: VisualFormatOffset = VisualFormatOffset(0),
    trailingBarOffset: VisualFormatOffset = VisualFormatOffset(0)
  ) {
    self.orientation = orientation
    self.leadingSuperview = leadingSuperview
    self.views = views
    self.spacings = spacings
    self.trailingSuperview = trailingSuperview
    self.leadingBarOffset = leadingBarOffset
    self.trailingBarOffset = trailingBarOffset
  }

  /// The canonical text: orientation always written, `==` written in predicate groups,
  /// the bare spacing form used only for a lone `==` number or metric without a priority.
  public var description: String {
    var text = orientation.rawValue + ":"
    if let leadingSuperview { text += "|" + leadingSuperview.description }
    for (index, view) in views.enumerated() {
      if index > 0 { text += spacings[index - 1].description }
      text += view.description
    }
    if let trailingSuperview { text += trailingSuperview.description + "|" }
    return text
  }
}
