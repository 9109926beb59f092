/// A map from constraint ids to records of any size: the records in one dense array, found
/// through an ``IDMap`` of their positions.
///
/// A `Dictionary` hashes the id on every lookup, and the solver looks a constraint up several
/// times per add (is it there, store it, find its twin); an ``IDMap`` of the records
/// themselves would give every id in its range a record-sized slot, filled or not. Removal
/// moves the last record into the gap, so the order of ``values`` is not the order of adding.
struct IDTable<Value> {
  private var positions = IDMap<Int>()
  /// The records, in no particular order.
  private(set) var values: [Value] = []
  /// The id of each record in `values`.
  private var ids: [Int] = []

  var count: Int { values.count }

  /// Whether there is a record for `id`. Cheaper than `self[id] != nil`, which copies the
  /// record out (a retain and release of every reference it holds) only to drop it.
  @inline(__always)
  func contains(_ id: Int) -> Bool {
    positions[id] != nil
  }

  /// Where the record for `id` is in ``values``, to read part of it in place.
  @inline(__always)
  func position(of id: Int) -> Int? {
    positions[id]
  }

  /// The record for `id`, or nil; setting nil removes it.
  subscript(id: Int) -> Value? {
    get {
      guard let position = positions[id] else { return nil }
      return values[position]
    }
    set {
      // Moved, not copied: a record holds several references, and a copy retains each.
      guard let value = consume newValue else {
        removeValue(forKey: id)
        return
      }
      if let position = positions[id] {
        values[position] = consume value
      } else {
        positions[id] = values.count
        values.append(consume value)
        ids.append(id)
      }
    }
  }

  /// Removes the record for `id` and returns it, if there was one.
  @discardableResult
  mutating func removeValue(forKey id: Int) -> Value? {
    guard let position = positions.removeValue(forKey: id) else { return nil }
    let last = values.count - 1
    if position != last {
      values.swapAt(position, last)
      ids[position] = ids[last]
      positions[ids[position]] = position
    }
    ids.removeLast()
    return values.removeLast()
  }

  mutating func reserveCapacity(_ capacity: Int) {
    values.reserveCapacity(capacity)
    ids.reserveCapacity(capacity)
  }
}
