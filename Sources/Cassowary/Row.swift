/// One entry of a row: a symbol and its coefficient.
struct RowEntry {
  var symbol: Symbol
  var coefficient: Double
}

/// A linear row `constant + Σ coefficient·symbol`, with entries kept sorted by symbol.
///
/// As a tableau row it means `basic = constant + Σ …`; as a new constraint row it means
/// `0 = constant + Σ …`. Sorted flat storage keeps merges linear and iteration deterministic.
struct Row {
  /// The constant part.
  var constant: Double
  /// The entries, sorted by symbol, with no zero coefficients.
  var entries: [RowEntry]

  init(constant: Double = 0, entries: [RowEntry] = []) {
    self.constant = constant
    self.entries = entries
  }

  /// The index of `symbol` in `entries`, or where it would be inserted.
  ///
  /// - Complexity: O(log n).
  @inline(__always)
  func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = entries.count
    while low < high {
      let mid = (low + high) >> 1
      let s = entries[mid].symbol
      if s < symbol {
        low = mid + 1
      } else if s > symbol {
        high = mid
      } else {
        return (mid, true)
      }
    }
    return (low, false)
  }

  /// The coefficient of `symbol`, 0 when absent.
  func coefficient(of symbol: Symbol) -> Double {
    let p = position(of: symbol)
    return p.found ? entries[p.index].coefficient : 0
  }

  /// Adds `coefficient·symbol`; returns +1 when the symbol was added, -1 when it cancelled
  /// out and was removed, 0 otherwise, so the caller can keep its column index.
  @discardableResult
  mutating func add(_ coefficient: Double, _ symbol: Symbol) -> Int {
    let p = position(of: symbol)
    if p.found {
      let sum = entries[p.index].coefficient + coefficient
      if cancels(sum, entries[p.index].coefficient, coefficient) {
        entries.remove(at: p.index)
        return -1
      }
      entries[p.index].coefficient = sum
      return 0
    }
    if coefficient == 0 { return 0 }
    // A new constraint's slack, error and dummy symbols are the newest, so they land at the
    // end: appending there skips the general insertion's out-of-line call.
    if p.index == entries.count {
      entries.append(RowEntry(symbol: symbol, coefficient: coefficient))
    } else {
      entries.insert(RowEntry(symbol: symbol, coefficient: coefficient), at: p.index)
    }
    return 1
  }

  /// The largest |coefficient| of the row.
  var largestMagnitude: Double {
    var largest = 0.0
    for entry in entries { largest = Swift.max(largest, abs(entry.coefficient)) }
    return largest
  }

  /// Whether `coefficient`, one of this row's, is large enough to divide the row by: at least
  /// ``pivotTolerance`` of the row's largest, which bounds how much a pivot can magnify the
  /// rounding already in the row.
  func isPivot(_ coefficient: Double) -> Bool {
    let magnitude = abs(coefficient)
    return magnitude > 0 && magnitude >= pivotTolerance * largestMagnitude
  }

  /// Removes `symbol`, returning its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let p = position(of: symbol)
    guard p.found else { return 0 }
    return entries.remove(at: p.index).coefficient
  }

  /// Multiplies the row by -1.
  mutating func reverseSign() {
    constant = -constant
    for i in entries.indices { entries[i].coefficient = -entries[i].coefficient }
  }

  /// Rewrites `0 = row` as `symbol = …` and drops `symbol` from the entries.
  mutating func solve(for symbol: Symbol) {
    let p = position(of: symbol)
    let c = p.found ? entries[p.index].coefficient : 0
    let scale = -1.0 / c
    constant *= scale
    // The symbol's entry is dropped while the rest are scaled, in one pass: removing it
    // first went through the general out-of-line removal and shifted the row twice.
    entries.withUnsafeMutableBufferPointer { entries in
      var kept = 0
      for i in entries.indices where !(p.found && i == p.index) {
        entries[kept] = RowEntry(
          symbol: entries[i].symbol, coefficient: entries[i].coefficient * scale)
        kept += 1
      }
    }
    if p.found { entries.removeLast() }
  }

  /// Rewrites `lhs = row` (where `rhs` is in the row) as `rhs = …`.
  mutating func solve(for lhs: Symbol, replacing rhs: Symbol) {
    add(-1.0, lhs)
    solve(for: rhs)
  }

  /// Adds `multiplier·other` to this row, calling `changed(symbol, ±1)` for each symbol that
  /// enters or leaves the row.
  ///
  /// - Complexity: O(n + m), a merge of two sorted rows.
  mutating func add(
    _ other: Row, times multiplier: Double, changed: (Symbol, Int) -> Void
  ) {
    var scratch: [RowEntry] = []
    add(other, times: multiplier, scratch: &scratch, changed: changed)
  }

  /// ``add(_:times:changed:)`` merging through `scratch`, so a caller that keeps one scratch
  /// buffer merges without allocating a new array each time.
  mutating func add(
    _ other: Row, times multiplier: Double, scratch merged: inout [RowEntry],
    changed: (Symbol, Int) -> Void
  ) {
    add(other, times: multiplier, skipping: -1, scratch: &merged, changed: changed)
  }

  /// ``add(_:times:scratch:changed:)`` leaving out this row's entry at index `skip` (none
  /// when negative), as if it had been removed first.
  private mutating func add(
    _ other: Row, times multiplier: Double, skipping skip: Int, scratch merged: inout [RowEntry],
    changed: (Symbol, Int) -> Void
  ) {
    constant += multiplier * other.constant
    if other.entries.isEmpty {
      if skip >= 0 { entries.remove(at: skip) }
      return
    }
    // `merged` is used as raw storage: its count only grows, to the largest merge so far,
    // and the merge writes into it by index, so no append checks capacity and uniqueness.
    let needed = entries.count + other.entries.count
    if merged.count < needed {
      merged.append(
        contentsOf: repeatElement(
          RowEntry(symbol: noSymbol, coefficient: 0), count: needed - merged.count))
    }
    // Read through buffer pointers: copies of the two arrays would each cost a retain and
    // release, and indexing them a bounds check per read.
    let count = merged.withUnsafeMutableBufferPointer { out in
      entries.withUnsafeBufferPointer { a in
        other.entries.withUnsafeBufferPointer { b in
          var i = 0
          var j = 0
          var k = 0
          while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
              // The skipped entry's symbol is not in `other`, so only this branch reaches it.
              if i != skip {
                out[k] = a[i]
                k += 1
              }
              i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
              let c = multiplier * b[j].coefficient
              if c != 0 {
                out[k] = RowEntry(symbol: b[j].symbol, coefficient: c)
                k += 1
                changed(b[j].symbol, 1)
              }
              j += 1
            } else {
              let product = multiplier * b[j].coefficient
              let c = a[i].coefficient + product
              if cancels(c, a[i].coefficient, product) {
                changed(a[i].symbol, -1)
              } else {
                out[k] = RowEntry(symbol: a[i].symbol, coefficient: c)
                k += 1
              }
              i += 1
              j += 1
            }
          }
          return k
        }
      }
    }
    // Copy back rather than swap buffers: a swap would hand the scratch buffer, sized for
    // the largest merge ever made, to every row in turn, and rows would keep that capacity.
    merged.withUnsafeBufferPointer { out in
      entries.replaceSubrange(
        entries.startIndex..<entries.endIndex, with: UnsafeBufferPointer(rebasing: out[..<count]))
    }
  }

  /// Replaces `symbol` by `row` (which expresses it), calling `changed` as in
  /// ``add(_:times:changed:)``. Returns false when the symbol was not in this row.
  @discardableResult
  mutating func substitute(
    _ symbol: Symbol, with row: Row, changed: (Symbol, Int) -> Void
  ) -> Bool {
    var scratch: [RowEntry] = []
    return substitute(symbol, with: row, scratch: &scratch, changed: changed)
  }

  /// ``substitute(_:with:changed:)`` merging through a caller's scratch buffer.
  @discardableResult
  mutating func substitute(
    _ symbol: Symbol, with row: Row, scratch: inout [RowEntry], changed: (Symbol, Int) -> Void
  ) -> Bool {
    let p = position(of: symbol)
    guard p.found else { return false }
    let c = entries[p.index].coefficient
    changed(symbol, -1)
    // Merged past the symbol's entry instead of removing it first: the removal shifted the
    // rest of the row, which the merge then copies again anyway.
    add(row, times: c, skipping: p.index, scratch: &scratch, changed: changed)
    return true
  }
}

/// The tolerance below which a value, reduced cost or ratio counts as zero.
let epsilon = 1.0e-8

/// A reduced cost below which a decision not to pivot is checked against costs recomputed
/// from the rows (see ``Tableau/objectiveRefreshIsDue``).
let suspectCostLimit = 1.0e-6

/// The smallest pivot, relative to the largest coefficient of its row, that the simplex
/// divides by.
let pivotTolerance = 1.0e-7

/// Whether `sum`, computed as `a + b`, is only what rounding left of a cancellation: it lost
/// eleven or more significant digits against the larger operand.
///
/// Row coefficients are dropped by this test, never by an absolute threshold: a coefficient
/// of 5e-9 can be real (the product of a definition's small factors), and dropping it changes
/// the equation by 5e-9 times whatever the symbol later becomes. Dropped real coefficients
/// accumulate over pivots until the tableau no longer describes the constraints it was built
/// from (required constraints end up violated by 1e-6 or more).
@inline(__always)
func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
  abs(sum) <= cancellationTolerance * max(abs(a), abs(b))
}

/// The fraction of its largest operand below which a sum counts as cancelled.
let cancellationTolerance = 1.0e-11

@inline(__always)
func nearZero(_ value: Double) -> Bool {
  value < epsilon && value > -epsilon
}
