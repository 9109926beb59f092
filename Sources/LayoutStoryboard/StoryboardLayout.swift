import AutoLayout
import Cassowary
import LayoutCore
import LayoutText

/// One root of an Interface Builder document built into a ``LayoutEngine`` and solved for
/// an environment: every installed view keeps its IB id as its name.
///
/// Views whose size comes from content that needs Apple's fonts or assets (labels, buttons,
/// switches, text fields, images with an image) get the size Xcode stored as their
/// intrinsic content size; ``sizeFromContent`` lists them so output can say so.
public final class StoryboardLayout {
  /// The document the layout came from.
  public let document: StoryboardDocument
  /// The root that was built.
  public let root: StoryboardRoot
  /// The environment it was last solved in (``resolve(in:)`` moves it to another).
  public internal(set) var environment: StoryboardEnvironment
  /// The engine; its root view is the IB root view.
  public let engine: LayoutEngine
  /// Engine views by IB id (installed views only).
  public internal(set) var views: [String: View] = [:]
  /// Views and guides by IB id, as constraints refer to them.
  public internal(set) var items: [String: LayoutItem] = [:]
  /// The constraints made from the file, by IB id.
  public internal(set) var constraints: [String: LayoutConstraint] = [:]
  /// Constraints generated for stack views (UIKit's `UISV-*`).
  public internal(set) var stackConstraints: [LayoutConstraint] = []
  /// Ids of views whose intrinsic size is the stored frame size.
  public internal(set) var sizeFromContent: Set<String> = []
  /// Ids of views whose intrinsic size is their measured text
  /// (``StoryboardEnvironment/measuresText``).
  public internal(set) var measuredText: Set<String> = []
  /// Ids of placeholder constraints left out because the environment is the built app's
  /// (``StoryboardEnvironment/removesPlaceholderConstraints``).
  public internal(set) var placeholders: [String] = []
  /// Ids of constraints left out because they or one of their items are not installed.
  public internal(set) var uninstalledConstraints: [String] = []
  /// Ids of hidden arranged subviews collapsed by their stack view.
  public internal(set) var collapsedViews: Set<String> = []
  /// Frame-minus-alignment-rectangle insets of views that have them, by id.
  public internal(set) var alignmentInsets: [String: EdgeInsets] = [:]
  /// Ids of items some installed constraint of the root mentions.
  var constrained: Set<String> = []
  /// Constraints between a scroll view's margin and its content, whose engine constant holds
  /// the margin, with their model and items.
  var scrollMarginConstraints: [(StoryboardConstraint, LayoutConstraint, LayoutItem, LayoutItem?)] =
    []
  /// Whether a layout pass has settled the views' effective margins.
  var marginsAreSettled = false
  /// The constraints giving the old top and bottom layout guides their heights, made by
  /// ``buildGuides()`` from the environment and set again by ``resolve(in:)``.
  var guideHeights: (top: LayoutConstraint?, bottom: LayoutConstraint?) = (nil, nil)
  /// Whether the root's content depends on the size classes and its cells on the system
  /// margin (``canResolve(in:)``); nil until first asked.
  var sizeClassDependence: (content: Bool, cellMargins: Bool)?
  /// The root's view and its descendants in the document, parents first (made once: the
  /// passes below walk it several times).
  public let documentViews: [StoryboardView]
  /// Ids of views inside a scroll view's content.
  var insideScrollView: Set<String> = []
  /// The IB model of each installed view, by id.
  public internal(set) var models: [String: StoryboardView] = [:]
  /// Each installed view's IB superview id.
  public internal(set) var superviews: [String: String] = [:]
  /// The frame each installed view has in the file for the configuration (superview
  /// coordinates, inset frames resolved).
  public internal(set) var storedFrames: [String: Rect] = [:]

  /// Builds and solves `root` of `document`.
  ///
  /// - Parameters:
  ///   - environment: the screen; by default the one the file was saved for. Its
  ///     ``StoryboardEnvironment/layoutDirection`` is given to the engine when it is made, so
  ///     the stack views' constraints are generated for it (changing the engine's direction
  ///     afterwards would leave them generated for the other one).
  ///   - backend: the solver.
  ///   - textMeasurer: what measures the text of views sized by it (fonts found as
  ///     `FontLocator` says; a missing font fails the build with the file's name).
  /// - Throws: ``StoryboardError/invalidConstraint(_:id:reason:)`` when the engine refuses a
  ///   constraint, ``StoryboardError/unknownReference(_:id:)``,
  ///   ``StoryboardError/layoutFailed(_:)``.
  public init(
    document: StoryboardDocument, root: StoryboardRoot, environment: StoryboardEnvironment? = nil,
    backend: SolverBackend = .cassowary, textMeasurer: TextMeasurer = .shared
  ) throws(StoryboardError) {
    let environment = environment ?? document.environment(for: root)
    try Self.checkSize(of: root)
    self.document = document
    self.root = root
    self.environment = environment
    documentViews = root.view.subtree
    engine = LayoutEngine(
      backend: backend, rootSize: environment.rootSize, scale: environment.scale,
      layoutDirection: environment.layoutDirection, rootIsStackView: root.view.stack != nil)
    engine.safeAreaInsets = environment.safeAreaInsets
    engine.contentSizeCategory = environment.contentSizeCategory
    engine.textMeasurer = textMeasurer
    // The engine derives the root's 16/20-point system margins from this class.
    engine.horizontalSizeClass = environment.systemMinimumMargin >= 20 ? .regular : .compact
    engine.viewRespectsSystemMinimumLayoutMargins = environment.usesSystemMinimumMargins
    // Interface Builder's stored frames give way at the size being added in a conflict
    // through a stack view (README, *The size being added gives way*).
    engine.conflictChoice = .sizeBeingAdded
    try buildViews()
    if let first = documentViews.first(where: { measuredText.contains($0.id) }) {
      do {
        try engine.textMeasurer.checkFonts()
      } catch {
        throw .textNotMeasurable(first.location, id: first.id, reason: error.description)
      }
    }
    try buildGuides()
    try buildConstraints()
    try layOut()
  }

  /// The layout passes after the views, guides and constraints are built (or, for a
  /// re-solve, set back to how they were built, ``resolve(in:)``): what happens here depends
  /// on the state the passes start from, so both start from the same one.
  func layOut() throws(StoryboardError) {
    do {
      try engine.layoutIfNeeded()
      // Autoresizing frames refer to the superview's size; the first pass records it before
      // margins have settled, so the frames are given again against the settled sizes.
      if reassignAutoresizingFrames(engine.root) { try engine.layoutIfNeeded() }
      // A scroll view's margins toward its content depend on its frame when it preserves its
      // superview's; the content rarely moves the scroll view, so a pass or two settles them.
      var passes = 0
      while passes < 3, settleScrollMargins() {
        try engine.layoutIfNeeded()
        passes += 1
      }
    } catch {
      throw .layoutFailed(error.description)
    }
  }

  /// Refuses roots too large to build in reasonable time, before anything is built (a
  /// document read from a file was checked already; a root made in code may not be).
  private static func checkSize(of root: StoryboardRoot) throws(StoryboardError) {
    try StoryboardReader.checkSize(of: root)
  }

  /// Re-sets the stored frame of every autoresizing view, parents first; true if any.
  private func reassignAutoresizingFrames(_ view: View) -> Bool {
    var any = false
    for child in view.subviews {
      if child.translatesAutoresizingMaskIntoConstraints, let frame = storedFrames[child.name] {
        child.frame = frame
        any = true
      }
      any = reassignAutoresizingFrames(child) || any
    }
    return any
  }

  /// The configuration variations and masks are resolved for.
  public var sizeClasses: SizeClassConfiguration { environment.sizeClasses }

  /// A view's solved frame in root coordinates (its alignment rectangle grown by the
  /// control's alignment insets), or nil when it is not installed.
  public func frameInRoot(of id: String) -> Rect? {
    guard let rect = views[id]?.frameInRoot else { return nil }
    guard let insets = alignmentInsets[id] else { return rect }
    return Rect(
      x: rect.x - insets.left, y: rect.y - insets.top,
      width: rect.width + insets.left + insets.right,
      height: rect.height + insets.top + insets.bottom)
  }
}
