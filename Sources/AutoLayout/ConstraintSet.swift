/// A named group of constraints activated and deactivated together, atomically (for
/// example one set per orientation or size class).
///
/// Activating a set that is already active costs no solver work: every constraint is a
/// no-op activation, counted in ``EngineStatistics/noOpActivations``.
public final class ConstraintSet {
  /// The set's name.
  public let name: String
  /// The constraints, in activation order.
  public let constraints: [LayoutConstraint]

  /// Makes a set of (usually inactive) constraints.
  public init(_ name: String, _ constraints: [LayoutConstraint]) {
    self.name = name
    self.constraints = constraints
  }

  /// Whether every constraint of the set is active.
  public var isActive: Bool { constraints.allSatisfy(\.isActive) }

  /// Activates every constraint, or none if one cannot be activated.
  ///
  /// - Throws: ``LayoutEngineError/noCommonAncestor(first:second:)``.
  public func activate() throws(LayoutEngineError) {
    try LayoutConstraint.activate(constraints)
  }

  /// Deactivates every constraint.
  public func deactivate() {
    LayoutConstraint.deactivate(constraints)
  }

  /// Deactivates `old` and activates `new` in one step; the engine applies removals first
  /// on its next pass, so the swap never conflicts in between.
  ///
  /// - Throws: ``LayoutEngineError/noCommonAncestor(first:second:)``, leaving both sets as
  ///   they were.
  public static func switchSets(from old: [ConstraintSet], to new: [ConstraintSet])
    throws(LayoutEngineError)
  {
    let incoming = new.flatMap(\.constraints)
    for constraint in incoming { _ = try constraint.resolveHost() }
    let keep = Set(incoming.map(ObjectIdentifier.init))
    LayoutConstraint.deactivate(
      old.flatMap(\.constraints).filter { !keep.contains(ObjectIdentifier($0)) })
    try LayoutConstraint.activate(incoming)
  }
}
