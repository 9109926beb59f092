import AutoLayout
import LayoutAdaptivity
import LayoutCore
import LayoutFormats
import LayoutStoryboard

/// One engine holding the current design, kept up to date incrementally: constraint edits
/// become activations, deactivations and constant changes on the live engine, and device
/// changes become new root sizes and insets, so the solver re-solves rather than rebuilds.
final class LiveLayout {
  /// The engine.
  let engine: LayoutEngine
  /// The backend it solves with.
  let backendName: String
  /// The solver inside `engine`.
  let capture: SolverCapture
  /// The design installed in `engine`.
  private(set) var design: LayoutDesign
  /// Engine views by name, `root` included.
  private(set) var views: [String: View]
  /// Each installed equation with the engine constraint made from it, in design order.
  private(set) var installed: [(equation: ConstraintEquation, constraint: LayoutConstraint)]
  /// The Interface Builder root built in `engine`, when the session explores one (`design`
  /// is then empty and every change builds a new engine).
  let storyboard: StoryboardLayout?

  /// Builds a fresh engine for `design` in `configuration` and solves it.
  /// - Throws: ``REPLError/format(_:)`` when the design cannot be installed,
  ///   ``REPLError/engine(_:)`` when the solver fails.
  init(design: LayoutDesign, configuration: DeviceConfiguration, backend: SolverBackend)
    throws(REPLError)
  {
    let capture = SolverCapture()
    let engine = LayoutEngine(
      backend: capture.backend(wrapping: backend),
      rootSize: Size(
        width: configuration.windowSize.width, height: configuration.windowSize.height),
      scale: configuration.scale, layoutDirection: configuration.layoutDirection)
    engine.apply(configuration)
    let lowered: LoweredLayout
    do {
      lowered = try design.install(in: engine)
    } catch {
      throw .format(error)
    }
    self.engine = engine
    self.capture = capture
    self.backendName = backend.name
    self.design = design
    self.views = lowered.views
    self.installed = Array(zip(design.constraints, lowered.constraints))
    self.storyboard = nil
    try solve()
  }

  /// Wraps an Interface Builder root already built and solved in its engine.
  ///
  /// - Parameters:
  ///   - storyboard: the built root; its views are named by their Interface Builder ids.
  ///   - capture: the capture whose backend made the engine's solver.
  ///   - backendName: the backend's name.
  init(storyboard: StoryboardLayout, capture: SolverCapture, backendName: String) {
    self.engine = storyboard.engine
    self.capture = capture
    self.backendName = backendName
    self.design = LayoutDesign(views: [], constraints: [], activeSets: [])
    self.views = storyboard.views
    self.installed = []
    self.storyboard = storyboard
  }

  /// Moves the engine to `newDesign` in `configuration` with incremental edits.
  ///
  /// A layout with a conflict before or after the change is not kept: which constraint is
  /// broken, and which conflicting set is found, depend on the order constraints went into
  /// the solver, and `layout solve` puts them in in file order. So such a change needs a new
  /// engine, built in that order, for the session to answer as `layout solve` does.
  /// - Returns: `false` when the view tree or view properties differ, or a conflict is
  ///   involved, which needs a new engine.
  /// - Throws: ``REPLError/engine(_:)`` when a constraint is invalid or the solver fails.
  func update(to newDesign: LayoutDesign, configuration: DeviceConfiguration) throws(REPLError)
    -> Bool
  {
    guard engine.currentConflicts.isEmpty else { return false }
    guard newDesign.views == design.views || addViews(newDesign.views) else { return false }
    engine.apply(configuration)
    var remaining = installed
    var kept: [Int: LayoutConstraint] = [:]
    // Pair each new equation with an identical installed one; the rest are edits.
    for (index, equation) in newDesign.constraints.enumerated() {
      if let match = remaining.firstIndex(where: { $0.equation == equation }) {
        kept[index] = remaining.remove(at: match).constraint
      }
    }
    for (index, equation) in newDesign.constraints.enumerated() where kept[index] == nil {
      // A constant change is one solver edit in UIKit too; keep the constraint object.
      if let match = remaining.firstIndex(where: { $0.equation.sameExceptConstant(equation) }) {
        let constraint = remaining.remove(at: match).constraint
        constraint.constant = equation.constant
        kept[index] = constraint
      }
    }
    LayoutConstraint.deactivate(remaining.map(\.constraint))
    var result: [(equation: ConstraintEquation, constraint: LayoutConstraint)] = []
    var added: [LayoutConstraint] = []
    for (index, equation) in newDesign.constraints.enumerated() {
      if let constraint = kept[index] {
        result.append((equation, constraint))
      } else {
        let constraint = try makeConstraint(equation)
        added.append(constraint)
        result.append((equation, constraint))
      }
    }
    do {
      try LayoutConstraint.activate(added)
    } catch {
      throw .engine("\(error)")
    }
    design = newDesign
    installed = result
    try solve()
    return engine.currentConflicts.isEmpty
  }

  /// Records a view made after the initial install.
  func register(_ view: View) {
    views[view.name] = view
  }

  /// Lays out pending work.
  /// - Throws: ``REPLError/engine(_:)`` when the solver fails internally.
  func solve() throws(REPLError) {
    do {
      try engine.layoutIfNeeded()
    } catch {
      throw .engine("layout failed: \(error)")
    }
  }

  /// Every view's frame (superview coordinates, as UIKit's `frame`), in design order, or for
  /// an Interface Builder root in document order as `layout solve` reports them.
  var frames: [(name: String, frame: Rect)] {
    if let storyboard { return Self.frames(of: storyboard) }
    return design.views.filter { $0.superview != nil }.compactMap { declaration in
      views[declaration.name].map { (declaration.name, $0.frame) }
    }
  }

  /// The engine constraint for `equation` over the live views, made by the layout-file
  /// lowering.
  private func makeConstraint(_ equation: ConstraintEquation) throws(REPLError)
    -> LayoutConstraint
  {
    do {
      return try LayoutDesign.constraint(for: equation, views: views)
    } catch {
      throw .engine("\(error)")
    }
  }
}

extension ConstraintEquation {
  /// Whether the two differ at most in their constant.
  func sameExceptConstant(_ other: ConstraintEquation) -> Bool {
    var copy = other
    copy.constant = constant
    return copy == self
  }
}
