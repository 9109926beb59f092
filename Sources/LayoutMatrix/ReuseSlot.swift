/// The one solved layout a matrix worker keeps from one environment to the next, and its
/// counts: what ``WorkerEngine`` (layout files) and the storyboard worker share. Only a clean
/// solve is held and only a clean re-solve is used; what "clean" and "the same design" mean
/// is the owner's.
package struct ReuseSlot<Held> {
  private var held: Held?
  /// Environments answered by re-solving the held layout.
  package private(set) var reused = 0
  /// Environments built afresh (including re-solves that were not clean).
  package private(set) var built = 0

  package init() {}

  /// The held layout, handed over, if `matches` accepts it; nil otherwise.
  package mutating func take(where matches: (Held) -> Bool) -> Held? {
    guard let held, matches(held) else { return nil }
    self.held = nil
    return held
  }

  /// Holds `held` again after a re-solve if it was `clean`; true if so (the re-solve's result
  /// is the environment's), false if the environment must be built afresh.
  package mutating func keep(_ held: Held, clean: Bool) -> Bool {
    guard clean else { return false }
    self.held = held
    reused += 1
    return true
  }

  /// Holds a freshly built layout for the next environment if its solve was `clean`.
  package mutating func hold(_ fresh: Held, clean: Bool) {
    built += 1
    held = clean ? fresh : nil
  }
}
