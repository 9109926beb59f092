/// A view, or one of a view's system layout guides, named in a constraint.
public struct ItemReference: Hashable, Sendable, CustomStringConvertible {
  /// A system layout guide owned by a view.
  public enum Guide: String, Sendable, Hashable, CaseIterable {
    /// `safeAreaLayoutGuide`.
    case safeArea
    /// `layoutMarginsGuide`.
    case margins
    /// `readableContentGuide`.
    case readableContent
    /// `keyboardLayoutGuide`.
    case keyboard
  }

  /// The view's name.
  public var view: String
  /// The guide, or `nil` for the view itself.
  public var guide: Guide?

  /// Makes a reference.
  public init(view: String, guide: Guide? = nil) {
    self.view = view
    self.guide = guide
  }

  /// `name` or `name.guide`.
  public var description: String {
    guide.map { "\(view).\($0.rawValue)" } ?? view
  }
}
