/// A dense scratch row for summing many rows at once, indexed by symbol.
///
/// Merging rows one by one into a sorted row costs the length of the result per merge, so an
/// expression with many terms whose basic rows are long (a scroll view's content height, the
/// sum of every row's height) costs terms × length. Scattering into dense storage and sorting
/// the touched symbols once costs the number of entries read plus a sort of the result.
struct RowAccumulator {
  private var values: [Double] = []
  /// The largest contribution to each symbol, to tell a cancelled sum from a small one.
  private var largest: [Double] = []
  private var present: [Bool] = []
  private var touched: [Symbol] = []

  /// Adds `coefficient·symbol`.
  @inline(__always)
  mutating func add(_ coefficient: Double, _ symbol: Symbol) {
    if coefficient == 0 { return }
    if symbol >= values.count {
      let count = Swift.max(symbol + 1, 2 * values.count)
      values.append(contentsOf: repeatElement(0, count: count - values.count))
      largest.append(contentsOf: repeatElement(0, count: count - largest.count))
      present.append(contentsOf: repeatElement(false, count: count - present.count))
    }
    if present[symbol] {
      values[symbol] += coefficient
      largest[symbol] = Swift.max(largest[symbol], abs(coefficient))
    } else {
      present[symbol] = true
      values[symbol] = coefficient
      largest[symbol] = abs(coefficient)
      touched.append(symbol)
    }
  }

  /// Adds `multiplier·row`'s entries (not its constant).
  mutating func add(_ row: Row, times multiplier: Double) {
    for entry in row.entries { add(multiplier * entry.coefficient, entry.symbol) }
  }

  /// The sum as sorted row entries without the ones that cancelled (see ``cancels(_:_:_:)``);
  /// the accumulator is empty afterwards. The array has room for `extra` more entries, so a
  /// caller that adds its slack and error symbols next does not reallocate it.
  mutating func drain(reserving extra: Int = 0) -> [RowEntry] {
    touched.sort()
    var entries: [RowEntry] = []
    entries.reserveCapacity(touched.count + extra)
    for symbol in touched {
      let c = values[symbol]
      if abs(c) > cancellationTolerance * largest[symbol] {
        entries.append(RowEntry(symbol: symbol, coefficient: c))
      }
      values[symbol] = 0
      present[symbol] = false
    }
    touched.removeAll(keepingCapacity: true)
    return entries
  }
}
