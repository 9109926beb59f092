/// One priority level of the objective: reduced costs indexed by symbol, stored in pages
/// of ``pageSize`` symbols that exist only while the level holds a cost there.
///
/// A sparse objective row grows to one entry per error symbol of its level, so merging a pivot
/// row into it cost O(level size) per pivot; a rotation that flips one error per view then
/// cost O(views²). Indexed, a substitution costs O(pivot row) and a cost lookup is two array
/// reads. Paged, a level costs memory in proportion to the symbols it has held, not to every
/// symbol of the tableau: a layout with thousands of distinct priorities has thousands of
/// levels, each holding a few costs among tens of thousands of symbols, and the symbols a level
/// holds move on as errors are pivoted in and out, so a page is given back once it is empty.
struct ObjectiveCosts {
  /// Symbols per page (a power of two).
  static let pageSize = 128
  private static let pageShift = 7

  /// For each page of symbols, where its costs start in ``storage``, or -1 when the level
  /// has held no cost there (all its costs are 0).
  private var pageStarts: [Int32] = []
  /// The costs of the pages that exist, ``pageSize`` apiece.
  private var storage: [Double] = []
  /// How many costs are non-zero in each page of ``storage`` (by start / ``pageSize``).
  private var heldCounts: [Int32] = []
  /// Starts of pages of ``storage`` given back (all zero), for reuse.
  private var freeStarts: [Int] = []
  /// The constant term (the level's total error, kept only approximately by suggestions).
  var constant: Double = 0

  /// An objective with every cost 0.
  init() {}

  @inline(__always)
  func coefficient(of symbol: Symbol) -> Double {
    let page = symbol >> Self.pageShift
    guard page < pageStarts.count else { return 0 }
    let start = Int(pageStarts[page])
    return start < 0 ? 0 : storage[start + symbol & (Self.pageSize - 1)]
  }

  /// Where `symbol`'s cost is kept, making its page.
  @inline(__always)
  private mutating func slot(of symbol: Symbol) -> Int {
    let page = symbol >> Self.pageShift
    if page >= pageStarts.count {
      pageStarts.append(contentsOf: repeatElement(-1, count: page + 1 - pageStarts.count))
    }
    var start = Int(pageStarts[page])
    if start < 0 {
      if let free = freeStarts.popLast() {
        start = free
      } else {
        start = storage.count
        storage.append(contentsOf: repeatElement(0, count: Self.pageSize))
        heldCounts.append(0)
      }
      pageStarts[page] = Int32(start)
    }
    return start + symbol & (Self.pageSize - 1)
  }

  /// Adds `c·symbol`, snapping results below the tolerance to zero.
  @inline(__always)
  mutating func add(_ c: Double, _ symbol: Symbol) {
    let page = symbol >> Self.pageShift
    if page >= pageStarts.count || pageStarts[page] < 0 {
      // The cost is 0 and stays 0 unless `c` counts.
      if nearZero(c) { return }
    }
    let index = slot(of: symbol)
    let sum = storage[index] + c
    set(index, of: symbol, to: nearZero(sum) ? 0 : sum)
  }

  /// Stores `value` at `index` (the slot of `symbol`), giving the page back once it holds
  /// nothing.
  @inline(__always)
  private mutating func set(_ index: Int, of symbol: Symbol, to value: Double) {
    let old = storage[index]
    storage[index] = value
    guard (old == 0) != (value == 0) else { return }
    let pageOfStorage = index >> Self.pageShift
    if value != 0 {
      heldCounts[pageOfStorage] += 1
      return
    }
    heldCounts[pageOfStorage] -= 1
    if heldCounts[pageOfStorage] == 0 {
      pageStarts[symbol >> Self.pageShift] = -1
      freeStarts.append(pageOfStorage << Self.pageShift)
    }
  }

  /// Adds `multiplier·row`.
  mutating func add(_ row: Row, times multiplier: Double) {
    constant += multiplier * row.constant
    for entry in row.entries { add(multiplier * entry.coefficient, entry.symbol) }
  }

  /// Replaces `symbol` by `row` (which expresses it); false when its cost was zero.
  @discardableResult
  mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
    let c = coefficient(of: symbol)
    if c == 0 { return false }
    set(slot(of: symbol), of: symbol, to: 0)
    add(row, times: c)
    return true
  }

  /// Drops `symbol` from the objective.
  mutating func remove(_ symbol: Symbol) {
    let page = symbol >> Self.pageShift
    guard page < pageStarts.count, pageStarts[page] >= 0 else { return }
    set(Int(pageStarts[page]) + symbol & (Self.pageSize - 1), of: symbol, to: 0)
  }

  /// Makes room for costs up to symbol `count - 1` without growing the page table.
  mutating func reservePages(symbolCount count: Int) {
    pageStarts.reserveCapacity((count + Self.pageSize - 1) >> Self.pageShift)
  }

  /// The non-zero costs in symbol order (for dumps, refreshes and checks; O(pages held)).
  var entries: [RowEntry] {
    var result: [RowEntry] = []
    for page in pageStarts.indices where pageStarts[page] >= 0 {
      let start = Int(pageStarts[page])
      for k in 0..<Self.pageSize where storage[start + k] != 0 {
        result.append(RowEntry(symbol: page << Self.pageShift + k, coefficient: storage[start + k]))
      }
    }
    return result
  }

  /// How many pages of costs the level holds.
  var pagesHeld: Int {
    pageStarts.reduce(0) { $1 < 0 ? $0 : $0 + 1 }
  }

  /// How many costs are non-zero.
  var nonzeroCount: Int {
    storage.reduce(0) { $1 == 0 ? $0 : $0 + 1 }
  }
}
