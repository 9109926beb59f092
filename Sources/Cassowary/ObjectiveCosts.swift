/// One priority level of the objective as a dense array of reduced costs, indexed by symbol.
///
/// A sparse objective row grows to one entry per error symbol of its level, so merging a pivot
/// row into it cost O(level size) per pivot; a rotation that flips one error per view then
/// cost O(views²). Dense, a substitution costs O(pivot row) and a cost lookup is an index.
struct ObjectiveCosts {
  /// The reduced cost of each symbol (0 for symbols not in the objective).
  var values: [Double]
  /// The constant term (the level's total error, kept only approximately by suggestions).
  var constant: Double = 0

  init(symbolCount: Int) {
    values = [Double](repeating: 0, count: symbolCount)
  }

  /// Makes room for one more symbol.
  mutating func appendSymbol() {
    values.append(0)
  }

  @inline(__always)
  func coefficient(of symbol: Symbol) -> Double {
    values[symbol]
  }

  /// Adds `c·symbol`, snapping results below the tolerance to zero.
  @inline(__always)
  mutating func add(_ c: Double, _ symbol: Symbol) {
    let sum = values[symbol] + c
    values[symbol] = nearZero(sum) ? 0 : sum
  }

  /// Adds `multiplier·row`.
  mutating func add(_ row: Row, times multiplier: Double) {
    constant += multiplier * row.constant
    for entry in row.entries { add(multiplier * entry.coefficient, entry.symbol) }
  }

  /// Replaces `symbol` by `row` (which expresses it); false when its cost was zero.
  @discardableResult
  mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
    let c = values[symbol]
    if c == 0 { return false }
    values[symbol] = 0
    add(row, times: c)
    return true
  }

  /// Drops `symbol` from the objective.
  mutating func remove(_ symbol: Symbol) {
    values[symbol] = 0
  }

  /// The non-zero costs in symbol order (for dumps and checks; O(symbols)).
  var entries: [RowEntry] {
    values.indices.compactMap {
      values[$0] == 0 ? nil : RowEntry(symbol: $0, coefficient: values[$0])
    }
  }
}
