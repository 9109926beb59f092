import LayoutCore

/// A view that lays out a row or column of views (UIKit's `UIStackView`).
///
/// The stack generates the constraints UIKit generates, with UIKit's identifiers
/// (`UISV-spacing`, `UISV-canvas-connection`, `UISV-alignment`, …) and priorities, so
/// conflict reports name them as a device log does. They are regenerated whenever a property
/// changes or an arranged view is hidden, shown or removed. Arranged views are subviews;
/// hidden ones collapse along the axis.
public final class StackView: View {
  /// The value of ``customSpacing(after:)`` that means "use ``spacing``" (UIKit's
  /// `UIStackView.spacingUseDefault`).
  public static let spacingUseDefault = Double.greatestFiniteMagnitude

  /// The views the stack lays out, in order; each is also a subview.
  public private(set) var arrangedSubviews: [View] = []
  /// The stacking direction.
  public var axis: LayoutAxis = .horizontal {
    didSet { if axis != oldValue { rearrange() } }
  }
  /// How the arranged views share the stack's length.
  public var distribution: StackViewDistribution = .fill {
    didSet { if distribution != oldValue { rearrange() } }
  }
  /// Where the arranged views sit across the axis.
  public var alignment: StackViewAlignment = .fill {
    didSet { if alignment != oldValue { rearrange() } }
  }
  /// The gap between adjacent arranged views: exact for the fill distributions, a minimum
  /// for the equal-spacing ones. Negative values overlap the views, as UIKit allows.
  public private(set) var spacing: Double = 0
  /// Whether a vertical stack measures gaps from a view's last baseline to the next view's
  /// first baseline (horizontal stacks ignore it, as UIKit does).
  public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { rearrange() } }
  }
  /// Whether the arranged views are placed inside the stack's layout margins.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { rearrange() } }
  }
  /// Gaps set with ``setCustomSpacing(_:after:)``, by arranged view.
  private var customSpacings: [ObjectIdentifier: Double] = [:]
  /// The constraints currently generated, active.
  public private(set) var arrangementConstraints: [LayoutConstraint] = []
  /// The spacer guides of the equal-spacing distributions made so far, used or not.
  private var gapGuides: [LayoutGuide] = []

  /// Makes an empty stack view.
  public init(_ name: String = "") {
    super.init(name, isScrollView: false)
  }

  /// Makes a stack arranging `views`, which become its subviews and stop translating their
  /// autoresizing masks into constraints (as UIKit's initializer does).
  ///
  /// - Throws: ``LayoutEngineError/invalidHierarchy(_:)`` when a view cannot be added.
  public convenience init(_ name: String = "", arrangedSubviews views: [View])
    throws(LayoutEngineError)
  {
    self.init(name)
    for view in views { try addArrangedSubview(view) }
  }

  override var className: String { "UIStackView" }

  /// Sets the spacing.
  ///
  /// - Throws: ``LayoutEngineError/nonFinite(_:)`` for NaN or an infinity.
  public func setSpacing(_ value: Double) throws(LayoutEngineError) {
    guard value.isFinite else { throw .nonFinite("stack view spacing") }
    guard value != spacing else { return }
    spacing = value
    rearrange()
  }

  /// Appends `view` to the arranged views, adding it as the last subview if it is not one.
  ///
  /// - Throws: ``LayoutEngineError/invalidHierarchy(_:)`` when `view` cannot be added.
  public func addArrangedSubview(_ view: View) throws(LayoutEngineError) {
    try insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged views at `index` (clamped), adding it as a subview if
  /// it is not one.
  ///
  /// - Throws: ``LayoutEngineError/invalidHierarchy(_:)`` when `view` cannot be added.
  public func insertArrangedSubview(_ view: View, at index: Int) throws(LayoutEngineError) {
    if view.superview !== self { try addSubview(view) }
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
    view.translatesAutoresizingMaskIntoConstraints = false
    rearrange()
  }

  /// Replaces the arranged views with `views` in order, regenerating the constraints once;
  /// views that are not subviews yet are added.
  ///
  /// - Throws: ``LayoutEngineError/invalidHierarchy(_:)`` when a view cannot be added.
  public func setArrangedSubviews(_ views: [View]) throws(LayoutEngineError) {
    isRearranging = true
    defer {
      isRearranging = false
      rearrange()
    }
    arrangedSubviews = []
    for view in views { try addArrangedSubview(view) }
  }

  /// Stops arranging `view`; it stays a subview, as in UIKit.
  public func removeArrangedSubview(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    rearrange()
  }

  /// Sets the gap after one arranged view; ``spacingUseDefault`` goes back to ``spacing``.
  ///
  /// - Throws: ``LayoutEngineError/notArrangedSubview(view:stack:)``,
  ///   ``LayoutEngineError/nonFinite(_:)`` for NaN or −∞.
  public func setCustomSpacing(_ value: Double, after view: View) throws(LayoutEngineError) {
    guard arrangedSubviews.contains(where: { $0 === view }) else {
      throw .notArrangedSubview(view: view.debugName, stack: debugName)
    }
    guard value.isFinite || value == Self.spacingUseDefault else {
      throw .nonFinite("custom spacing")
    }
    customSpacings[ObjectIdentifier(view)] = value == Self.spacingUseDefault ? nil : value
    rearrange()
  }

  /// The gap after `view`: its custom spacing, or ``spacingUseDefault`` when it has none.
  public func customSpacing(after view: View) -> Double {
    customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
  }

  /// Sets every arrangement property at once, regenerating the constraints once.
  public func configure(
    axis: LayoutAxis, distribution: StackViewDistribution, alignment: StackViewAlignment,
    spacing: Double, isBaselineRelativeArrangement: Bool = false,
    isLayoutMarginsRelativeArrangement: Bool = false
  ) throws(LayoutEngineError) {
    guard spacing.isFinite else { throw .nonFinite("stack view spacing") }
    isRearranging = true
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    isRearranging = false
    rearrange()
  }

  /// Set while several properties change together, so they regenerate once.
  private var isRearranging = false

  func arrangedSubviewVisibilityChanged(_ view: View) {
    if arrangedSubviews.contains(where: { $0 === view }) { rearrange() }
  }

  func arrangedSubviewContentChanged(_ view: View) {
    if distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) {
      rearrange()
    }
  }

  /// Forgets a subview that left the stack.
  func subviewRemoved(_ view: View) {
    removeArrangedSubview(view)
  }

  /// Replaces the generated constraints with ones for the current state. Spacer guides are
  /// reused and never released: constraints waiting to leave the solver still refer to them.
  private func rearrange() {
    guard !isRearranging else { return }
    LayoutConstraint.deactivate(arrangementConstraints)
    var arrangement = StackArrangement(stack: self, arranged: arrangedSubviews, reusing: gapGuides)
    arrangement.customSpacings = customSpacings
    arrangementConstraints = arrangement.constraints()
    let used = arrangement.gaps
    for guide in gapGuides.dropFirst(used.count) { removeLayoutGuide(guide) }
    if used.count > gapGuides.count { gapGuides = used }
    for guide in used {
      // The guide is this stack's or has no owner, so adding it cannot fail.
      try? addLayoutGuide(guide)
    }
    // Every item is this stack, one of its subviews or one of its guides, so the constraints
    // always have a common ancestor and activation cannot fail.
    try? LayoutConstraint.activate(arrangementConstraints)
  }
}
