/// The frame comparison for one root of a document.
public struct RootCheck: Sendable {
  /// The root's readable name.
  public var name: String
  /// The root view's IB id.
  public var rootID: String
  /// The environment it was solved in (nil when it was not solved).
  public var environment: StoryboardEnvironment?
  /// One result per view of the root, parent before children.
  public var views: [FrameCheck]
  /// Why the root could not be solved, if it could not.
  public var failure: StoryboardError?
  /// With measured text: each measured text view compared (views the frame check skips are
  /// left out), in document order.
  public var texts: [TextCheck] = []

  /// Views whose frames match.
  public var matched: Int { views.filter { $0.status == .match }.count }
  /// Views whose frames differ.
  public var mismatched: Int { views.filter { $0.status == .mismatch }.count }
  /// Views not compared.
  public var skipped: Int {
    views.filter { if case .skipped = $0.status { true } else { false } }.count
  }
}
