import LayoutCore

extension Eliminations {
  /// The most constraint ids ``definers(ofConstraint:_:)`` keeps in all its lists; past it
  /// the cache starts over, so its memory stays bounded whatever a conflict asks.
  static let maximumCachedDefiners = 1 << 20

  /// The ids of the constraints whose definitions ``expand(_:constant:)`` of `expression`
  /// (the expression of the solver's constraint `id`) goes through, in the order it visits
  /// them.
  ///
  /// Kept per constraint while the definitions stand (``version``): the conflicts of a long
  /// chain broken in turn ask it of the same members every time, and the last link's
  /// expansion walks the whole chain. A constraint's id always names the same terms in the
  /// solver (a new constant keeps them, and the constant plays no part in which definitions
  /// an expansion goes through).
  mutating func definers(ofConstraint id: Int, _ expression: Expression) -> [Int] {
    if definersVersion != version {
      definersCache.removeAll(keepingCapacity: true)
      definersCount = 0
      definersVersion = version
    }
    if let known = definersCache[id] { return known }
    var definers: [Int] = []
    for defined in definitionsThrough(expression) {
      if let definer = definingConstraints[defined] { definers.append(definer.id) }
    }
    if definersCount + definers.count + 1 > Self.maximumCachedDefiners {
      definersCache.removeAll(keepingCapacity: true)
      definersCount = 0
    }
    definersCache[id] = definers
    definersCount += definers.count + 1
    return definers
  }
}
