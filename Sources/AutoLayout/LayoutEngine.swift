import Cassowary
import LayoutCore
import LayoutText

/// The Auto Layout engine: a root view, the constraints of its tree, and a solver.
///
/// Changes (activations, constants, priorities, intrinsic sizes, hierarchy edits, the root
/// size) are queued and applied by ``layoutIfNeeded()``, which touches the solver only for
/// what changed, re-solves incrementally, and writes rounded frames into the items.
///
/// The root view's origin is fixed at (0, 0); its size is driven through solver edit
/// variables at a priority just below required, so resizing (rotation) is a cheap suggestion.
public final class LayoutEngine {
  /// What the engine remembers about a constraint it has processed.
  struct Record {
    var constraint: LayoutConstraint
    /// The constraint in the solver, or nil when broken or rejected.
    var installed: Constraint?
    var signature: Signature
    /// When the constraint was last (re)installed; later means more recent.
    var tick: Int
    /// For a broken constraint, the ``LayoutEngine/changeEpoch`` it was broken in.
    var brokenEpoch = 0
  }

  /// The solver's view of a constraint, compared to skip unchanged re-installs.
  struct Signature: Equatable {
    var terms: [Term]
    var constant: Double
    var relation: Relation
    var priority: Double

    /// The signature of a solver constraint.
    init(_ constraint: Constraint) {
      terms = constraint.expression.terms
      constant = constraint.expression.constant
      relation = constraint.relation
      priority = constraint.priority.value
    }

    /// Whether `other` is this constraint with another constant.
    func differsInConstantOnly(from other: Signature) -> Bool {
      constant != other.constant && terms == other.terms && relation == other.relation
        && priority == other.priority
    }
  }

  /// The solver backend in use.
  public let backend: SolverBackend
  /// The root of the view tree; its frame is (0, 0, rootSize).
  public let root: View
  let solver: any LayoutSolver

  /// The size of the root view (the window or screen, in points).
  public var rootSize: Size {
    didSet { if rootSize != oldValue { rootSizeChanged = true } }
  }
  /// The display scale: frames are rounded to multiples of 1 / scale points (1 is used when
  /// the value is not a positive number).
  public var scale: Double {
    didSet { needsLayout = true }
  }
  /// The app's layout direction, inherited by views with unspecified semantic content.
  public var layoutDirection: LayoutDirection {
    didSet {
      guard layoutDirection != oldValue else { return }
      HierarchyEpoch.advance()
      setNeedsFullResync()
    }
  }
  /// The root's safe-area insets (status bar, notch, home indicator).
  public var safeAreaInsets: EdgeInsets = .zero {
    didSet { needsLayout = true }
  }
  /// The height of the docked keyboard over the bottom of the root; 0 when it is hidden.
  /// Set with ``showKeyboard(height:)`` and ``hideKeyboard()``.
  public internal(set) var keyboardHeight: Double = 0 {
    didSet { if keyboardHeight != oldValue { needsLayout = true } }
  }
  /// The root's horizontal size class; it sets the system minimum margins (16 / 20).
  public var horizontalSizeClass: SizeClass = .compact {
    didSet { needsLayout = true }
  }
  /// Whether the root's margins are at least the system minimum (UIKit's
  /// `viewRespectsSystemMinimumLayoutMargins`).
  public var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { needsLayout = true }
  }
  /// The widest the readable-content guide gets (672 points, UIKit's value at the default
  /// text size).
  public var readableWidth: Double = 672 {
    didSet { needsLayout = true }
  }
  /// The user's preferred text size: text styles in ``View/textContent`` scale with it.
  public var contentSizeCategory: ContentSizeCategory = .default {
    didSet { if contentSizeCategory != oldValue { needsLayout = true } }
  }
  /// Measures the views' text.
  public var textMeasurer: TextMeasurer = .shared {
    didSet { needsLayout = true }
  }
  /// Text that could not be measured in the last pass, by view name (the view keeps its
  /// previous intrinsic size).
  public internal(set) var textErrors: [String: TextError] = [:]
  /// Receives each conflict message, as UIKit's console would, for an app that logs them;
  /// past ``ConflictReport/maximumListedInFull`` conflicts a large set is counted, not
  /// listed, so a layout that breaks thousands of constraints cannot log its size squared.
  public var logHandler: ((String) -> Void)?

  /// How a conflict of required constraints picks the constraint it breaks: UIKit's rule by
  /// default; Interface Builder's stored frames for a document's own constraints
  /// (``ConflictChoice``).
  public var conflictChoice: ConflictChoice = .breakRule

  /// Whether the last pass stopped at its round limit with frame-dependent constants still
  /// changing: a constraint on a view's own margin or safe area that moves the view, and so
  /// the margin, again (UIKit's layout feedback loop). Its frames are where the rounds
  /// stopped, not a fixed point, and depend on the passes run before.
  public internal(set) var hasLayoutFeedbackLoop = false
  /// What ``hasLayoutFeedbackLoop`` means, as `layout solve` and the REPL report it.
  public static let feedbackLoopMessage =
    "layout feedback loop: margins, safe areas or readable widths move the views they are "
    + "derived from on every pass, so the layout never settles; the frames are those of the "
    + "last pass"
  /// Every recovery from an unsatisfiable layout, oldest first.
  public internal(set) var conflictReports: [ConflictReport] = []
  /// Constraints the solver refused for a reason other than a conflict (non-finite or
  /// out-of-range numbers), as they are now: an entry goes when its constraint is
  /// deactivated or changed, and comes back if the changed constraint is refused again.
  public internal(set) var rejections: [(constraint: LayoutConstraint, error: LayoutError)] = []
  /// Work counters.
  public internal(set) var statistics = EngineStatistics()
  /// The solver's own work counters.
  public var solverStatistics: SolverStatistics { solver.statistics }

  var records: [ObjectIdentifier: Record] = [:]
  /// Whether any constraint read a baseline, so measured baselines that move are looked for.
  var readsBaselines = false
  /// Layout constraints by the id of their solver constraint.
  var owners: [Int: LayoutConstraint] = [:]
  var pending: [LayoutConstraint] = []
  var pendingIDs: Set<ObjectIdentifier> = []
  /// The items of the queued constraints, held until the queue is applied.
  var pendingItems: [LayoutItem] = []
  /// Items in the tree, in registration order, and the owners of their variables.
  var items: [ObjectIdentifier: LayoutItem] = [:]
  var itemOrder: [LayoutItem] = []
  /// Whether a view with text was ever in the tree: until then a pass has no text to
  /// measure and skips the walk of every view that looks for it.
  var mayHaveText = false
  /// The four variables of every item in ``itemOrder`` (`minX`, `minY`, `width`, `height`),
  /// kept in step with it: the list a bulk read of the solution takes, stored so that a
  /// backend sees the same list on every pass and reuses its read plan.
  var itemVariables: [Variable] = []
  var variableOwners: [Int: (LayoutItem, LayoutVariableKind)] = [:]
  var needsLayout = true
  var rootSizeChanged = true
  var editsReady = false
  /// Whether something a broken constraint conflicted with has changed since the broken
  /// constraints were last tried (a constant, a priority, the root size).
  var brokenMayHold = false
  /// How many times something a broken constraint conflicted with has changed (what sets
  /// ``brokenMayHold``): a constraint broken since the last change met the layout as it is.
  var changeEpoch = 0
  /// The broken constraints being tried again in this pass.
  var retrying: Set<ObjectIdentifier> = []
  var tick = 0
  var nextSerial = 0

  /// The root's origin pins.
  let rootOrigin: [LayoutConstraint]
  /// The root's imposed width and height, as printed in conflicts; never in the solver.
  let rootSizeConstraints: [LayoutConstraint]

  /// Makes an engine with an empty root view of the given size.
  public convenience init(
    backend: SolverBackend = .cassowary, rootSize: Size, scale: Double = 1,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.init(
      backend: backend, rootSize: rootSize, scale: scale, layoutDirection: layoutDirection,
      rootIsStackView: false)
  }

  /// Makes an engine whose empty root view is a ``StackView`` when `rootIsStackView` (an
  /// Interface Builder document's top-level stack view).
  public init(
    backend: SolverBackend, rootSize: Size, scale: Double, layoutDirection: LayoutDirection,
    rootIsStackView: Bool
  ) {
    self.backend = backend
    self.solver = backend.makeSolver()
    self.rootSize = rootSize
    self.scale = scale
    self.layoutDirection = layoutDirection
    let root = rootIsStackView ? StackView("root") : View("root")
    root.translatesAutoresizingMaskIntoConstraints = false
    root.directionalLayoutMargins = .zero
    self.root = root
    rootOrigin = [LayoutAttribute.left, .top].map {
      LayoutConstraint(unchecked: root, $0, .equal, nil, .notAnAttribute, kind: .rootOrigin)
    }
    for pin in rootOrigin {
      pin.isActive = true
      pin.host = root
    }
    rootSizeConstraints = [
      (LayoutAttribute.width, "UIView-Encapsulated-Layout-Width", rootSize.width),
      (.height, "UIView-Encapsulated-Layout-Height", rootSize.height),
    ].map { attribute, identifier, value in
      let constraint = LayoutConstraint(
        unchecked: root, attribute, .equal, nil, .notAnAttribute, constant: value,
        identifier: identifier, kind: .rootSize)
      constraint.isActive = true
      return constraint
    }
    for constraint in rootSizeConstraints {
      nextSerial += 1
      constraint.engineSerial = nextSerial
    }
    root.owningEngine = self
    HierarchyEpoch.advance()
    attach(root)
  }

  // Views the engine laid out may outlive it; they no longer inherit its direction.
  deinit { HierarchyEpoch.advance() }

  /// Applies queued changes, re-solves and updates every frame. Unsatisfiable required
  /// constraints are broken and reported (``conflictReports``) rather than thrown, as UIKit
  /// recovers.
  ///
  /// - Throws: ``LayoutEngineError/solver(_:)`` only for internal solver failures.
  public func layoutIfNeeded() throws(LayoutEngineError) {
    guard needsLayout || rootSizeChanged || !pending.isEmpty else { return }
    statistics.layoutPasses += 1
    try applyRootSize()
    measureText(afterSolve: false)
    // Wrapping text is measured again at the width just solved and the layout solved again
    // (UIKit's second pass with preferredMaxLayoutWidth), until the sizes settle.
    for _ in 0..<Self.textRounds {
      // Margins, safe areas and readable widths depend on frames and feed back into
      // constraint constants; a few rounds reach the fixed point UIKit's repeated passes reach.
      for _ in 0..<8 {
        try synchronize()
        try enforceRootSize()
        computeFrames()
        updateDerivedConstants()
        if pending.isEmpty, !retryBrokenConstraints() { break }
      }
      guard measureText(afterSolve: true) else { break }
    }
    hasLayoutFeedbackLoop = !pending.isEmpty
    retrying = []
    needsLayout = false
  }

  /// Queues a constraint to be re-read on the next pass, keeping its items alive until then:
  /// a constraint refers to its items without owning them, and a view or guide removed and
  /// released before the pass must still be readable when its constraints leave the solver.
  func enqueue(_ constraint: LayoutConstraint) {
    needsLayout = true
    constraint.lastEngine = self
    if pendingIDs.insert(ObjectIdentifier(constraint)).inserted {
      pending.append(constraint)
      pendingItems.append(constraint.firstItem)
      if let second = constraint.secondItem { pendingItems.append(second) }
    }
  }

  /// Marks the layout as needing a pass without queueing constraints.
  func setNeedsLayout() {
    needsLayout = true
  }

  /// Re-reads every constraint (after a direction or baseline change); unchanged ones cost
  /// no solver work.
  func setNeedsFullResync() {
    let known = records.values.sorted { $0.tick < $1.tick }.map(\.constraint)
    for constraint in known { enqueue(constraint) }
  }

  /// Passes the root size to the solver's edit variables.
  private func applyRootSize() throws(LayoutEngineError) {
    do {
      if !editsReady {
        try solver.addEditVariable(root.variables.width, priority: Self.editPriority)
        try solver.addEditVariable(root.variables.height, priority: Self.editPriority)
        editsReady = true
      }
      if rootSizeChanged {
        noteChangeForBrokenConstraints()
        try solver.suggestValue(rootSize.width, for: root.variables.width)
        try solver.suggestValue(rootSize.height, for: root.variables.height)
        statistics.rootSizeSuggestions += 1
        rootSizeChanged = false
      }
    } catch {
      throw .solver(error)
    }
  }

  /// The standard spacing between sibling views (Interface Builder's and VFL's `-`).
  public static let standardSpacing: Double = 8

  /// The edit priority of the root size: above every priority but required.
  static let editPriority = Priority.strong
  /// Where required content hugging and compression resistance sit: below the root size and
  /// required constraints, above everything else, so an explicit size still wins (as UIKit
  /// observably does).
  static let requiredContentPriority = (try? Priority(Double(1000).nextDown.nextDown)) ?? .strong
}
