import LayoutCore

extension LayoutEngine {
  /// The item's frame from the last pass, rounded to pixels: a view's relative to its
  /// superview, a guide's relative to its owning view, the root's at the origin.
  public func frame(of item: LayoutItem) -> Rect {
    item.roundedFrame(relativeTo: item is View ? (item as? View)?.superview : item.node)
  }

  /// The item's frame in root coordinates, rounded to pixels.
  public func rootFrame(of item: LayoutItem) -> Rect {
    item.frameInRoot
  }

  /// Reads solved values into every item.
  ///
  /// Rounding follows UIKit: each edge is snapped to the nearest pixel (1 / scale point) in
  /// root coordinates and sizes are the differences of snapped edges, so nested fractional
  /// offsets never accumulate; a frame relative to another item subtracts whole pixels.
  func computeFrames() {
    // One bulk read: a backend answers a single value by evaluating the variable's
    // definition on its own, which for thousands of items costs far more than one pass.
    var values: [Double] = []
    solver.values(of: itemVariables, into: &values)
    for (position, item) in itemOrder.enumerated() {
      let base = position * 4
      let exact = Rect(
        x: values[base], y: values[base + 1], width: values[base + 2], height: values[base + 3])
      item.unroundedFrameInRoot = exact
      let left = pixel(exact.x)
      let top = pixel(exact.y)
      let pixels = Rect(
        x: left, y: top, width: pixel(exact.maxX) - left, height: pixel(exact.maxY) - top)
      item.pixelFrame = pixels
      item.pixelScale = pixelScale
      item.frameInRoot = item.roundedFrame(relativeTo: nil)
      item.isLaidOut = true
    }
    for item in itemOrder {
      if let view = item as? View {
        view.frameInSuperview = view.roundedFrame(relativeTo: view.superview)
      }
    }
  }

  /// The nearest whole pixel; solver noise below a millionth of a pixel is dropped first so
  /// exact halves round the same way on every backend.
  private func pixel(_ points: Double) -> Double {
    let raw = points * pixelScale
    return ((raw * 1e6).rounded() / 1e6).rounded(.toNearestOrAwayFromZero)
  }

  /// The scale frames are rounded at: ``scale``, or 1 when it is not a positive number.
  var pixelScale: Double {
    scale.isFinite && scale > 0 ? scale : 1
  }

  /// Recomputes the frame-dependent constants — safe-area insets, margins, readable
  /// widths, autoresizing references — and queues the constraints whose constants change.
  func updateDerivedConstants() {
    let rootRect = root.unroundedFrameInRoot
    let safe = Rect(
      x: rootRect.x + safeAreaInsets.left, y: rootRect.y + safeAreaInsets.top,
      width: rootRect.width - safeAreaInsets.left - safeAreaInsets.right,
      height: rootRect.height - safeAreaInsets.top - safeAreaInsets.bottom)
    for item in itemOrder {
      guard let view = item as? View else { continue }
      let frame = view.unroundedFrameInRoot
      // A scroll view's content runs past the screen's bottom (or top) by design, and
      // scrolling brings that part into view: only its part on the screen counts as covered
      // by bars, or its inset, so its margins, would grow with the content they lengthen, a
      // feedback loop. Across, such content keeps its full inset (a prototype cell stored
      // wider than the table is inset by the overhang, which keeps its contents on screen).
      let scrolls = view.hierarchyFacts.insideScrollView
      let top = scrolls ? max(frame.y, rootRect.y) : frame.y
      let bottom = scrolls ? min(frame.maxY, rootRect.maxY) : frame.maxY
      view.safeAreaInsets =
        view === root
        ? safeAreaInsets
        : EdgeInsets(
          top: clamp(safe.y - top, frame.height),
          left: clamp(safe.x - frame.x, frame.width),
          bottom: clamp(bottom - safe.maxY, frame.height),
          right: clamp(frame.maxX - safe.maxX, frame.width))
      view.layoutMargins = margins(of: view)
      updateGuides(of: view)
      if view.translatesAutoresizingMaskIntoConstraints, view.autoresizingReference == nil,
        !view.autoresizingMask.isEmpty, let parent = view.superview
      {
        view.autoresizingReference = parent.unroundedFrameInRoot.size
        view.refreshAutoresizing()
      }
    }
  }

  private func clamp(_ value: Double, _ limit: Double) -> Double {
    max(0, min(value, max(0, limit)))
  }

  /// The effective absolute margins of a view (parents are computed before children).
  private func margins(of view: View) -> EdgeInsets {
    let direction = view.effectiveUserInterfaceLayoutDirection
    var own = view.directionalLayoutMargins.resolved(for: direction)
    if view === root, viewRespectsSystemMinimumLayoutMargins {
      let side: Double = horizontalSizeClass == .compact ? 16 : 20
      own.left = max(own.left, side)
      own.right = max(own.right, side)
    }
    if view.insetsLayoutMarginsFromSafeArea {
      own = own + view.safeAreaInsets
    }
    if view.preservesSuperviewLayoutMargins, let parent = view.superview {
      let frame = view.unroundedFrameInRoot
      let outer = parent.unroundedFrameInRoot
      let inherited = parent.layoutMargins
      own.left = max(own.left, inherited.left - (frame.x - outer.x))
      own.top = max(own.top, inherited.top - inset(frame.y - outer.y))
      own.right = max(own.right, inherited.right - (outer.maxX - frame.maxX))
      own.bottom = max(own.bottom, inherited.bottom - inset(outer.maxY - frame.maxY))
    }
    return own
  }

  /// How far a view's top or bottom edge lies inside its superview's, for inheriting the
  /// superview's margin: an edge past the superview's (a scroll view's content) is at
  /// distance 0 and inherits the margin itself, no more; measuring it negative made the
  /// margin grow with the overflow it causes, a feedback loop. Across, an overhang still
  /// deepens the margin (a prototype cell stored wider than its table keeps its contents on
  /// the screen that way), so content scrolling sideways can still loop.
  private func inset(_ distance: Double) -> Double {
    max(0, distance)
  }

  /// Sets the pin constants of the view's system guides.
  private func updateGuides(of view: View) {
    let margins = view.layoutMargins
    if let guide = view.marginsGuideStorage { setPins(guide, margins) }
    if let guide = view.safeAreaGuideStorage { setPins(guide, view.safeAreaInsets) }
    if let guide = view.keyboardGuideStorage {
      // The keyboard's region in root coordinates: the bottom of the root, at least as tall
      // as the bottom safe-area inset; the guide spans the view's width over it.
      let rootRect = root.unroundedFrameInRoot
      let keyboardTop = rootRect.maxY - max(keyboardHeight, safeAreaInsets.bottom)
      let frame = view.unroundedFrameInRoot
      setPins(
        guide,
        EdgeInsets(
          top: keyboardTop - frame.y, left: 0, bottom: frame.maxY - rootRect.maxY, right: 0))
    }
    if let guide = view.readableGuideStorage {
      let available = view.unroundedFrameInRoot.width - margins.left - margins.right
      let extra = max(0, (available - readableWidth) / 2)
      var insets = margins
      insets.left += extra
      insets.right += extra
      setPins(guide, insets)
    }
  }

  private func setPins(_ guide: LayoutGuide, _ insets: EdgeInsets) {
    let values = [insets.left, insets.top, insets.right, insets.bottom]
    for (pin, value) in zip(guide.pins, values) where pin.constant != value {
      pin.constant = value
    }
  }
}
