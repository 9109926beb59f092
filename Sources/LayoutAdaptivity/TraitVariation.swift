import LayoutDevices

/// A value with a base design and overrides keyed by trait patterns, as Interface Builder's
/// per-size-class constants, installation flags and properties.
///
/// For an environment, the most specific matching override wins (the one specifying the
/// most traits); the base value applies when no override matches. Interface Builder never
/// says which of two equally specific matches wins (`wAny hCompact` and `wCompact hAny` both
/// match an iPhone in landscape), so the override set last wins: deterministic, and what a
/// later, more deliberate edit usually means.
public struct TraitVariation<Value: Equatable & Sendable>: Equatable, Sendable {
  /// One override: the value used in environments matching the pattern.
  public struct Override: Equatable, Sendable {
    /// The trait pattern, e.g. `wAny hCompact`.
    public var pattern: TraitCollection
    /// The value when the pattern is the best match.
    public var value: Value
  }

  /// The value of the base design (`wAny hAny`).
  public var base: Value
  /// The overrides, in the order they were set.
  public private(set) var overrides: [Override] = []

  /// A value with no overrides yet.
  public init(_ base: Value) {
    self.base = base
  }

  /// A value with overrides, applied in order.
  public init(_ base: Value, overrides: [(TraitCollection, Value)]) {
    self.base = base
    for (pattern, value) in overrides { set(value, for: pattern) }
  }

  /// Sets the value for a pattern, replacing an override of the same pattern (which then
  /// counts as set last). A pattern with no trait specified sets the base value.
  public mutating func set(_ value: Value, for pattern: TraitCollection) {
    guard pattern.specificity > 0 else {
      base = value
      return
    }
    overrides.removeAll { $0.pattern == pattern }
    overrides.append(Override(pattern: pattern, value: value))
  }

  /// The value in an environment: the most specific matching override's, later ones
  /// winning ties, else the base value.
  ///
  /// - Complexity: O(*n*) in the number of overrides.
  public func value(for traits: TraitCollection) -> Value {
    var best: Override?
    for override in overrides where traits.matches(override.pattern) {
      if let current = best, current.pattern.specificity > override.pattern.specificity {
        continue
      }
      best = override
    }
    return best?.value ?? base
  }
}
