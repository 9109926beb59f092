import LayoutDevices
import AutoLayout

/// Interface Builder's size-class variations for one layout: which constraints and views are
/// installed, which constants and properties apply, per trait pattern, over a base design.
///
/// Registration records intent only; ``apply(_:)`` (called by ``DeviceEnvironment`` on every
/// trait change) resolves each entry for the environment's traits, the most specific matching
/// override winning (see ``TraitVariation``), and changes exactly what differs from the
/// current state. Applying traits that resolve to the current state does nothing at all.
///
/// ```swift
/// let variations = TraitVariations()
/// variations.add(generic)                                   // installed everywhere
/// variations.add(portraitSet, for: try .init(sizeClassLabel: "wAny hRegular"))
/// variations.add(landscapeSet, for: try .init(sizeClassLabel: "wAny hCompact"))
/// variations.setConstant(8, for: try .init(sizeClassLabel: "wAny hCompact"), of: top)
/// ```
public final class TraitVariations {
  /// A managed constraint.
  final class ConstraintEntry {
    let constraint: LayoutConstraint
    var installed: TraitVariation<Bool>
    var constant: TraitVariation<Double>?

    init(_ constraint: LayoutConstraint, installed: TraitVariation<Bool>) {
      self.constraint = constraint
      self.installed = installed
    }
  }

  /// A view whose installation varies, with where it goes back when reinstalled.
  final class ViewEntry {
    let view: View
    var installed: TraitVariation<Bool>
    let parent: View
    var index: Int
    /// Unmanaged constraints that crossed into the view's subtree when it was removed; they
    /// come back with it, as Interface Builder keeps them with the uninstalled view.
    var detached: [LayoutConstraint] = []

    init(_ view: View, installed: TraitVariation<Bool>, parent: View, index: Int) {
      self.view = view
      self.installed = installed
      self.parent = parent
      self.index = index
    }
  }

  /// A property setter with its variation, returning the pending assignment when the
  /// resolved value differs from the last one applied.
  struct PropertyEntry {
    let name: String
    let change: (TraitCollection) -> (() -> Void)?
  }

  var constraintEntries: [ConstraintEntry] = []
  var constraintIndex: [ObjectIdentifier: Int] = [:]
  var viewEntries: [ViewEntry] = []
  var viewIndex: [ObjectIdentifier: Int] = [:]
  var properties: [PropertyEntry] = []

  /// The traits of the last ``apply(_:)``; `nil` before the first one and after any new
  /// registration, so the next application re-resolves everything.
  public internal(set) var appliedTraits: TraitCollection?
  /// Work counters.
  public internal(set) var statistics = VariationStatistics()

  /// An empty registry.
  public init() {}

  /// Every managed constraint, in registration order.
  public var constraints: [LayoutConstraint] { constraintEntries.map(\.constraint) }

  /// Manages constraints installed in every environment (the base design's generic
  /// constraints); later calls can add overrides.
  public func add(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { _ = entry(for: constraint, defaultInstalled: true) }
    appliedTraits = nil
  }

  /// Manages a constraint with an explicit installation variation.
  public func add(_ constraint: LayoutConstraint, installed: TraitVariation<Bool>) {
    entry(for: constraint, defaultInstalled: installed.base).installed = installed
    appliedTraits = nil
  }

  /// Installs the constraints only where `pattern` is the best match (base: not installed),
  /// as constraints added to a size-class variation in Interface Builder.
  public func install(_ constraints: [LayoutConstraint], only pattern: TraitCollection) {
    for constraint in constraints {
      entry(for: constraint, defaultInstalled: false).installed.set(true, for: pattern)
    }
    appliedTraits = nil
  }

  /// A constraint set installed only for `pattern`, e.g. the landscape design keyed by
  /// `wAny hCompact`; swapping designs on a trait change is then one ``apply(_:)``.
  public func add(_ set: ConstraintSet, for pattern: TraitCollection) {
    install(set.constraints, only: pattern)
  }

  /// Uninstalls the constraints where `pattern` is the best match (base: installed).
  public func uninstall(_ constraints: [LayoutConstraint], for pattern: TraitCollection) {
    for constraint in constraints {
      entry(for: constraint, defaultInstalled: true).installed.set(false, for: pattern)
    }
    appliedTraits = nil
  }

  /// Gives a constraint another constant where `pattern` is the best match; its constant at
  /// the first such call is the base value. The constraint is managed (installed everywhere
  /// unless other calls say otherwise).
  public func setConstant(
    _ value: Double, for pattern: TraitCollection, of constraint: LayoutConstraint
  ) {
    let entry = entry(for: constraint, defaultInstalled: true)
    var constant = entry.constant ?? TraitVariation(constraint.constant)
    constant.set(value, for: pattern)
    entry.constant = constant
    appliedTraits = nil
  }

  /// Makes a view's installation vary: where it resolves to `false` the view leaves its
  /// superview (with every constraint crossing into it), and it returns to the same place.
  ///
  /// - Throws: ``AdaptivityError/viewWithoutSuperview(_:)`` for a view not in a hierarchy.
  public func setInstalled(_ installed: TraitVariation<Bool>, for view: View)
    throws(AdaptivityError)
  {
    if let index = viewIndex[ObjectIdentifier(view)] {
      viewEntries[index].installed = installed
    } else {
      guard let parent = view.superview,
        let position = parent.subviews.firstIndex(where: { $0 === view })
      else { throw .viewWithoutSuperview(view.debugName) }
      viewIndex[ObjectIdentifier(view)] = viewEntries.count
      viewEntries.append(ViewEntry(view, installed: installed, parent: parent, index: position))
    }
    appliedTraits = nil
  }

  /// Uninstalls a view where `pattern` is the best match (base: installed).
  ///
  /// - Throws: ``AdaptivityError/viewWithoutSuperview(_:)`` for a view not in a hierarchy.
  public func uninstall(_ view: View, for pattern: TraitCollection) throws(AdaptivityError) {
    var installed =
      viewIndex[ObjectIdentifier(view)].map { viewEntries[$0].installed } ?? TraitVariation(true)
    installed.set(false, for: pattern)
    try setInstalled(installed, for: view)
  }

  /// Registers a property (a font size, a colour, an intrinsic size) whose value varies;
  /// `apply` runs at the first application and whenever the resolved value changes.
  public func addProperty<Value: Equatable & Sendable>(
    _ name: String, _ variation: TraitVariation<Value>, apply: @escaping (Value) -> Void
  ) {
    let last = LastValue<Value>()
    properties.append(
      PropertyEntry(name: name) { traits in
        let value = variation.value(for: traits)
        if last.value == value { return nil }
        return {
          last.value = value
          apply(value)
        }
      })
    appliedTraits = nil
  }

  /// Whether a managed constraint is installed under `traits` (its own variation only;
  /// an uninstalled view also removes the constraints touching it).
  public func isInstalled(_ constraint: LayoutConstraint, for traits: TraitCollection) -> Bool? {
    constraintIndex[ObjectIdentifier(constraint)].map {
      constraintEntries[$0].installed.value(for: traits)
    }
  }

  /// The constant a managed constraint takes under `traits`, if its constant varies.
  public func constant(of constraint: LayoutConstraint, for traits: TraitCollection) -> Double? {
    constraintIndex[ObjectIdentifier(constraint)].flatMap {
      constraintEntries[$0].constant?.value(for: traits)
    }
  }

  private func entry(for constraint: LayoutConstraint, defaultInstalled: Bool) -> ConstraintEntry {
    if let index = constraintIndex[ObjectIdentifier(constraint)] {
      return constraintEntries[index]
    }
    let entry = ConstraintEntry(constraint, installed: TraitVariation(defaultInstalled))
    constraintIndex[ObjectIdentifier(constraint)] = constraintEntries.count
    constraintEntries.append(entry)
    return entry
  }
}

/// The last value a property setter received.
final class LastValue<Value> {
  var value: Value?
}
