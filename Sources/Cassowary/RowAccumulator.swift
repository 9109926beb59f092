/// A dense scratch row for summing many rows at once, indexed by symbol.
///
/// Merging rows one by one into a sorted row costs the length of the result per merge, so an
/// expression with many terms whose basic rows are long (a scroll view's content height, the
/// sum of every row's height) costs terms × length. Scattering into dense storage and sorting
/// the touched symbols once costs the number of entries read plus a sort of the result.
///
/// Each sum is a ``CompensatedSum``: expansions through definitions cancel.
struct RowAccumulator {
  /// The sum so far for one symbol.
  private struct Slot {
    var sum = CompensatedSum()
    /// The largest contribution, to tell a cancelled sum from a small one.
    var largest = 0.0
    var present = false
  }

  /// One array of slots rather than an array per field: each entry summed then costs one
  /// uniqueness check instead of three.
  private var slots: [Slot] = []
  private var touched: [Symbol] = []

  /// Makes `symbol` a valid index of `slots`.
  @inline(__always)
  private mutating func reserve(through symbol: Symbol) {
    if symbol >= slots.count {
      let count = Swift.max(symbol + 1, 2 * slots.count)
      slots.append(contentsOf: repeatElement(Slot(), count: count - slots.count))
    }
  }

  /// Adds `product`, the rounded `a * b`, with its rounding to `slot`; true when the slot was
  /// empty, so its symbol is new to the sum and must be listed in `touched`.
  @inline(__always)
  private static func accumulate(
    _ product: Double, roundedFrom a: Double, _ b: Double, into slot: inout Slot
  ) -> Bool {
    if slot.present {
      slot.sum.add(product, roundedFrom: a, b)
      slot.largest = Swift.max(slot.largest, abs(product))
      return false
    }
    slot = Slot(
      sum: CompensatedSum(product, roundedFrom: a, b), largest: abs(product), present: true)
    return true
  }

  /// Adds `coefficient·symbol`.
  mutating func add(_ coefficient: Double, _ symbol: Symbol) {
    if coefficient == 0 { return }
    reserve(through: symbol)
    if Self.accumulate(coefficient, roundedFrom: coefficient, 1, into: &slots[symbol]) {
      touched.append(symbol)
    }
  }

  /// Adds `multiplier·row`'s entries (not its constant).
  mutating func add(_ row: Row, times multiplier: Double) {
    // Entries are sorted, so the last holds the largest symbol.
    guard let last = row.entries.last else { return }
    reserve(through: last.symbol)
    // Moved out, so the loop appends to a local array instead of through `self`.
    var touched = self.touched
    self.touched = []
    slots.withUnsafeMutableBufferPointer { slots in
      row.entries.withUnsafeBufferPointer { entries in
        for entry in entries {
          let c = multiplier * entry.coefficient
          if c != 0
            && Self.accumulate(
              c, roundedFrom: multiplier, entry.coefficient, into: &slots[entry.symbol])
          {
            touched.append(entry.symbol)
          }
        }
      }
    }
    self.touched = touched
  }

  /// The sum as sorted row entries without the ones that cancelled (see ``cancels(_:_:_:)``);
  /// the accumulator is empty afterwards. The array has room for `extra` more entries, so a
  /// caller that adds its slack and error symbols next does not reallocate it.
  mutating func drain(reserving extra: Int = 0) -> [RowEntry] {
    // Moved out, so the loop over it does not overlap the access to `slots`.
    var touched = self.touched
    self.touched = []
    touched.sort()
    var entries: [RowEntry] = []
    entries.reserveCapacity(touched.count + extra)
    slots.withUnsafeMutableBufferPointer { slots in
      for symbol in touched {
        let c = slots[symbol].sum.total
        if abs(c) > cancellationTolerance * slots[symbol].largest {
          entries.append(RowEntry(symbol: symbol, coefficient: c))
        }
        slots[symbol] = Slot()
      }
    }
    touched.removeAll(keepingCapacity: true)
    self.touched = touched
    return entries
  }
}
