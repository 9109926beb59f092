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
  /// The engine view of every view of `design` but the root, in design order: what
  /// ``frames`` reads after every edit, without looking each name up.
  private(set) var framedViews: [(name: String, view: View)] = []
  /// Each installed equation with the engine constraint made from it, in design order.
  private(set) var installed: [(equation: ConstraintEquation, constraint: LayoutConstraint)]
  /// The Interface Builder root built in `engine`, when the session explores one (`design`
  /// is then empty and every change builds a new engine).
  let storyboard: StoryboardLayout?

  /// Builds a fresh engine for `design` in `configuration` and solves it.
  /// - Throws: ``REPLError/layoutFailed(_:)`` with the design's ``REPLError/format(_:)``
  ///   errors when it cannot be installed (a missing font, a view or constraint refused).
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
      throw .layoutFailed(.format(error))
    }
    self.engine = engine
    self.capture = capture
    self.backendName = backend.name
    self.design = design
    self.views = lowered.views
    self.installed = Array(zip(design.constraints, lowered.constraints))
    self.storyboard = nil
    for declaration in design.views where declaration.superview != nil {
      if let view = lowered.views[declaration.name] {
        framedViews.append((declaration.name, view))
      }
    }
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
  ///
  /// `unchangedPrefix` is how many of the design's first views and constraints the caller
  /// knows are the installed ones (an append), which are then not compared.
  /// - Returns: `false` when the view tree or view properties differ, or a conflict is
  ///   involved, which needs a new engine.
  /// - Throws: ``REPLError/engine(_:)`` when a constraint is invalid or the solver fails.
  func update(
    to newDesign: LayoutDesign, configuration: DeviceConfiguration, hasConflicts: Bool,
    unchangedPrefix: (views: Int, constraints: Int) = (0, 0)
  ) throws(REPLError) -> Bool {
    guard !hasConflicts else { return false }
    guard
      newDesign.views == design.views
        || addViews(newDesign.views, unchanged: unchangedPrefix.views)
    else { return false }
    engine.apply(configuration)
    let equations = newDesign.constraints
    let (prefix, kept, unused) = pairInstalled(
      with: equations, unchangedPrefix: unchangedPrefix.constraints)
    LayoutConstraint.deactivate(unused)
    // The paired prefix stays where it is; only the constraints after it are listed again.
    var tail: [(equation: ConstraintEquation, constraint: LayoutConstraint)] = []
    tail.reserveCapacity(equations.count - prefix)
    var added: [LayoutConstraint] = []
    for index in equations.indices.dropFirst(prefix) {
      if let constraint = kept[index - prefix] {
        tail.append((equations[index], constraint))
      } else {
        let constraint = try makeConstraint(equations[index])
        added.append(constraint)
        tail.append((equations[index], constraint))
      }
    }
    do {
      try LayoutConstraint.activate(added)
    } catch {
      throw .engine("\(error)")
    }
    design = newDesign
    installed.removeSubrange(prefix...)
    installed += tail
    try solve()
    return conflicts.isEmpty
  }

  /// Pairs each of `equations` with the first installed constraint not yet paired that has
  /// the same equation, then the rest with the first that differs only in its constant (set
  /// to the new constant: one solver edit, as in UIKit).
  ///
  /// The common prefix pairs in place, so an `add` (which appends to the base constraints)
  /// costs the constraints after it, not a search per constraint; its first
  /// `unchangedPrefix` equations are known to be the installed ones and not compared.
  /// - Returns: the length of the common prefix; the constraint kept for each equation after
  ///   it (nil: make a new one); the installed constraints left unpaired.
  private func pairInstalled(with equations: [ConstraintEquation], unchangedPrefix: Int) -> (
    prefix: Int, kept: [LayoutConstraint?], unused: [LayoutConstraint]
  ) {
    // `design.constraints` lists the installed equations in order, without copying the pairs.
    let current = design.constraints
    var prefix = min(unchangedPrefix, equations.count, current.count)
    assert(current.prefix(prefix) == equations.prefix(prefix), "unchanged prefix changed")
    while prefix < equations.count, prefix < current.count, current[prefix] == equations[prefix] {
      prefix += 1
    }
    var kept = [LayoutConstraint?](repeating: nil, count: equations.count - prefix)
    let remaining = installed.indices.dropFirst(prefix)
    var used = Set<Int>()
    if !remaining.isEmpty {
      var byEquation: [ConstraintEquation: [Int]] = [:]
      for index in remaining.reversed() {
        byEquation[installed[index].equation, default: []].append(index)
      }
      for index in equations.indices.dropFirst(prefix) {
        if let match = byEquation[equations[index]]?.popLast() {
          kept[index - prefix] = installed[match].constraint
          used.insert(match)
        }
      }
      for index in equations.indices.dropFirst(prefix) where kept[index - prefix] == nil {
        if let match = remaining.first(where: {
          !used.contains($0) && installed[$0].equation.sameExceptConstant(equations[index])
        }) {
          let constraint = installed[match].constraint
          constraint.constant = equations[index].constant
          kept[index - prefix] = constraint
          used.insert(match)
        }
      }
    }
    let unused = remaining.filter { !used.contains($0) }.map { installed[$0].constraint }
    return (prefix, kept, unused)
  }

  /// The engine's conflicts now (``LayoutEngine/currentConflicts``), without reading every
  /// constraint when it never reported one: what a long script of edits asks after each.
  var conflicts: [ConflictReport] {
    engine.conflictReports.isEmpty ? [] : engine.currentConflicts
  }

  /// Records a view made after the initial install, declared last in the design.
  func register(_ view: View) {
    views[view.name] = view
    framedViews.append((view.name, view))
  }

  /// Lays out pending work.
  /// - Throws: ``REPLError/layoutFailed(_:)`` when the solver fails internally.
  func solve() throws(REPLError) {
    do {
      try engine.layoutIfNeeded()
    } catch {
      throw .layoutFailed(.engine("layout failed: \(error)"))
    }
  }

  /// Every view's frame (superview coordinates, as UIKit's `frame`), in design order, or for
  /// an Interface Builder root in document order as `layout solve` reports them.
  var frames: [(name: String, frame: Rect)] {
    if let storyboard { return Self.frames(of: storyboard) }
    return framedViews.map { ($0.name, $0.view.frame) }
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
