import AutoLayout
import Cassowary
import LayoutCore
import LayoutText

extension StoryboardDocument {
  /// Builds and solves one root (by name, see ``root(named:)``), or the first root.
  ///
  /// - Throws: ``StoryboardError``.
  public func layout(
    root name: String? = nil, environment: StoryboardEnvironment? = nil,
    backend: SolverBackend = .cassowary
  ) throws(StoryboardError) -> StoryboardLayout {
    guard let first = roots.first else { throw .noRoots(file: file) }
    let root = try name.map { n throws(StoryboardError) in try self.root(named: n) } ?? first
    return try StoryboardLayout(
      document: self, root: root, environment: environment, backend: backend)
  }

  /// Solves every root for the device and size classes the file was saved for and compares
  /// each view's frame with the stored one, in root coordinates, within one pixel per edge.
  ///
  /// Not compared (with the reason): views not installed in that configuration, views
  /// without a stored frame, views the file marks misplaced or ambiguous and their
  /// descendants, hidden arranged subviews (collapsed by their stack, stale frame) and their
  /// descendants (hidden with them, placed by that stale frame), the placeholder bars of
  /// navigation and tab bar controllers, and stack views whose stored frames no layout
  /// gives (arranged views stored at one place: a file edited outside Interface Builder)
  /// with their contents. A root that cannot be
  /// solved is reported with its error instead of stopping the check.
  ///
  /// With `measuresText`, labels, buttons, text fields and non-scrolling text views are sized by
  /// their measured text (``StoryboardEnvironment/measuresText``) and each root lists the
  /// measured against the stored sizes (``RootCheck/texts``), text styles at `contentSize`,
  /// or when nil at the size the saving Xcode's canvas had (``canvasContentSize``).
  public func check(
    backend: SolverBackend = .cassowary, measuresText: Bool = false,
    contentSize: ContentSizeCategory? = nil
  ) -> DocumentCheck {
    let category = contentSize ?? (measuresText ? canvasContentSize : .default)
    return DocumentCheck(
      file: file,
      roots: roots.map {
        check($0, backend: backend, measuresText: measuresText, contentSize: category)
      })
  }

  private func check(
    _ root: StoryboardRoot, backend: SolverBackend, measuresText: Bool,
    contentSize: ContentSizeCategory
  ) -> RootCheck {
    var result = RootCheck(
      name: root.displayName, rootID: root.view.id, environment: nil, views: [], failure: nil)
    if root.isContainerBar {
      result.views = root.view.subtree.map {
        FrameCheck(
          id: $0.id, element: $0.element, name: $0.displayName, expected: nil, actual: nil,
          status: .skipped(
            "placeholder bar of a container controller (not laid out by Auto Layout)"),
          notes: [])
      }
      return result
    }
    let layout: StoryboardLayout
    do {
      var environment = environment(for: root)
      environment.measuresText = measuresText
      environment.contentSizeCategory = contentSize
      layout = try StoryboardLayout(
        document: self, root: root, environment: environment, backend: backend)
    } catch {
      result.failure = error
      return result
    }
    result.environment = layout.environment
    // As `layout solve` does: a solution past the number range is no layout to compare.
    if let violation = layout.engine.firstRangeViolation() {
      result.failure = .layoutFailed(Self.rangeMessage(violation))
      return result
    }
    let configuration = layout.sizeClasses
    let tolerance = 1 / layout.environment.scale + 1e-3
    // Stacks whose stored frames show a hand edit: nothing inside them is compared.
    let edited = layout.editedStacks()
    func visit(_ model: StoryboardView, origin: (Double, Double)?, taint: String?, isRoot: Bool) {
      let taint = taint ?? edited[model.id]
      let installed = layout.views[model.id] != nil
      let stored =
        layout.storedFrames[model.id] ?? (installed ? nil : model.storedFrame(for: configuration))
      var expected: Rect?
      if let stored, let origin {
        expected =
          isRoot
          ? Rect(x: 0, y: 0, width: stored.width, height: stored.height)
          : Rect(
            x: origin.0 + stored.x, y: origin.1 + stored.y, width: stored.width,
            height: stored.height)
      }
      var reason: String? = taint
      if reason == nil {
        if !installed {
          reason = "not installed in \(configuration)"
        } else if model.flag("misplaced", base: model.isMisplaced, for: configuration) {
          reason = "marked misplaced=\"YES\": the stored frame is not what the constraints give"
        } else if model.flag("ambiguous", base: model.isAmbiguous, for: configuration) {
          reason = "marked ambiguous=\"YES\": the constraints do not determine the frame"
        } else if stored == nil {
          reason = "no stored frame"
        } else if expected == nil {
          reason = "an ancestor has no stored frame"
        } else if layout.collapsedViews.contains(model.id) {
          reason = "hidden arranged subview: collapsed by its stack view, stored frame is stale"
        }
      }
      let actual = layout.frameInRoot(of: model.id)
      let status: FrameCheck.Status
      if let reason {
        status = .skipped(reason)
      } else if let expected, let actual, FrameCheck.agrees(expected, actual, tolerance: tolerance)
      {
        status = .match
      } else {
        status = .mismatch
      }
      var notes: [String] = []
      if layout.sizeFromContent.contains(model.id) { notes.append("size-from-content") }
      result.views.append(
        FrameCheck(
          id: model.id, element: model.element, name: model.displayName, expected: expected,
          actual: actual, status: status, notes: notes))
      // Descendants inherit why their frames cannot be trusted.
      let inherited: String? =
        if let taint { taint } else if !installed {
          "an ancestor is not installed"
        } else if model.flag("misplaced", base: model.isMisplaced, for: configuration) {
          "an ancestor is marked misplaced"
        } else if model.flag("ambiguous", base: model.isAmbiguous, for: configuration) {
          "an ancestor is marked ambiguous"
        } else if layout.collapsedViews.contains(model.id) {
          "an ancestor is a hidden arranged subview: hidden with it, stored frame is stale"
        } else { nil }
      // A cell or content view stored without a frame is not compared, but its table places
      // it where the frames stored inside it are measured from.
      let implicit = installed ? layout.implicitCellFrame(model) : nil
      let next =
        expected.map { ($0.x, $0.y) }
        ?? implicit.flatMap { frame in origin.map { ($0.0 + frame.x, $0.1 + frame.y) } }
      for child in model.subviews {
        visit(child, origin: next, taint: inherited, isRoot: false)
      }
    }
    visit(root.view, origin: (0, 0), taint: nil, isRoot: true)
    result.texts = textChecks(result.views, layout: layout)
    return result
  }

  /// Measured against stored sizes for the measured views the frame check compared.
  private func textChecks(_ frames: [FrameCheck], layout: StoryboardLayout) -> [TextCheck] {
    var result: [TextCheck] = []
    for frame in frames where layout.measuredText.contains(frame.id) {
      if case .skipped = frame.status { continue }
      guard let model = layout.models[frame.id], let text = model.textAttributes,
        let view = layout.views[frame.id], let stored = layout.storedFrames[frame.id],
        let solved = layout.frameInRoot(of: frame.id)
      else { continue }
      var font = text.font.text
      if let custom = text.customFont { font += " (for \(custom))" }
      result.append(
        TextCheck(
          id: frame.id, element: model.element, name: model.displayName, font: font,
          isSystemFont: text.isSystemFont,
          numberOfLines: model.element == "label" ? text.numberOfLines : 0,
          stored: stored.size, measured: view.intrinsicContentSize, solved: solved.size,
          pixel: 1 / layout.environment.scale, isEmpty: text.text.isEmpty))
    }
    return result
  }

  /// `b.width == 1000000000*a.width #wb takes b.width to 10000000000, outside the range …`:
  /// the words of `layout solve`'s refusal, integers written out as it writes them.
  static func rangeMessage(_ violation: LayoutEngine.RangeViolation) -> String {
    let value = violation.value
    let text =
      value.isFinite && value == value.rounded() && abs(value) < 9e15
      ? String(Int64(value)) : "\(value)"
    return "\(violation.constraint.shortDescription) takes \(violation.variable) to \(text), "
      + "outside the range ±1e9 of a layout's numbers"
  }
}
