/// A map from variable or constraint ids to values, stored as an array indexed by the id's
/// offset from the smallest one while the ids lie close together.
///
/// Ids come from one process-wide counter, so those of one screen or workload, made
/// together, are close: looking one up is then an array index, where a `Dictionary` hashes
/// every id (SipHash: about a tenth of the instructions of building the rows workload's
/// tableau went into hashing ids). An id far from the others (a constraint made long after
/// the rest, in a process that made millions of ids between) goes to a dictionary instead, so
/// memory stays proportional to the entries, never to the spread of the ids. Meant for small
/// values (indices): a slot per id in the range, filled or not, would make large values
/// (constraint records) cost more memory than a dictionary's entries.
struct IDMap<Value> {
  /// The id of `slots[0]`.
  private var base = 0
  private var slots: [Value?] = []
  /// Entries whose ids lie too far outside `slots` to widen it for.
  private var spill: [Int: Value] = [:]
  /// The number of entries.
  private(set) var count = 0

  /// The value for `id`, or nil; setting nil removes the entry.
  subscript(id: Int) -> Value? {
    @inline(__always) get {
      // `base` is never negative, so `id - base` cannot overflow once `id >= base`.
      if id >= base && id - base < slots.count { return slots[id - base] }
      return spill.isEmpty ? nil : spill[id]
    }
    set {
      if id >= base && id - base < slots.count {
        let offset = id - base
        count += (newValue == nil ? 0 : 1) - (slots[offset] == nil ? 0 : 1)
        slots[offset] = newValue
      } else if let newValue {
        insertOutside(id, newValue)
      } else if spill.removeValue(forKey: id) != nil {
        count -= 1
      }
    }
  }

  /// Removes the entry for `id` and returns its value, if there was one.
  @discardableResult
  mutating func removeValue(forKey id: Int) -> Value? {
    let old = self[id]
    if old != nil { self[id] = nil }
    return old
  }

  /// Adds an entry for an id outside `slots`: widening `slots` to cover it when the result
  /// would still hold an entry per eight slots (beyond a start of 4,096), else spilling it.
  /// The slack matters while a table fills: a solver's tableau takes some of a screen's
  /// variables and then the stand-ins named after its constraints (ids after all the
  /// variables'), and a tighter rule spilled those for most of a build.
  private mutating func insertOutside(_ id: Int, _ value: Value) {
    if spill.isEmpty || spill[id] == nil { count += 1 }
    let low = slots.isEmpty ? id : min(base, id)
    let high = slots.isEmpty ? id : max(base + slots.count - 1, id)
    // Ids from `IdentifierSource` are positive and far below 2^62; the array keeps to that
    // range so no index arithmetic can overflow.
    guard id >= 0 && id < 1 << 62, high - low < 8 * count + 4096 else {
      spill[id] = value
      return
    }
    // Doubling keeps a run of increasing ids at amortised O(1) per entry; growing the array
    // in place moves the entries rather than copying them.
    let length = max(high - low + 1, 2 * slots.count)
    if slots.isEmpty {
      base = low
      slots = [Value?](repeating: nil, count: length)
    } else if id < base {
      // Down to id 0 at most, so `base` stays non-negative; that still reaches `id`.
      let added = min(length - slots.count, base)
      slots.insert(contentsOf: repeatElement(nil, count: added), at: 0)
      base -= added
    } else {
      slots.append(contentsOf: repeatElement(nil, count: length - slots.count))
    }
    slots[id - base] = value
    // Most maps never spill; an empty dictionary's removal would still hash the id.
    guard !spill.isEmpty else { return }
    spill[id] = nil
    // Spilled entries the wider range now covers move in, so each id lives in one place.
    for (spilled, spilledValue) in spill where spilled - base >= 0 && spilled - base < slots.count {
      slots[spilled - base] = spilledValue
      spill[spilled] = nil
    }
  }
}
