import LayoutCore

extension Tableau {
  /// Checks the tableau's invariants and returns a description of each one broken (empty
  /// when all hold). Tests call it after every step; it is too slow for production paths.
  ///
  /// The invariants: rows are sorted without zeros; a basic symbol appears in no row and no
  /// objective; the column index matches the rows exactly; restricted basic symbols are
  /// non-negative; and no symbol has a lexicographically negative reduced cost (optimality).
  func invariantViolations() -> [String] {
    var problems: [String] = []
    var expectedColumns = [[Int]](repeating: [], count: symbolKinds.count)
    for (slot, basic) in slotBasic.enumerated() where basic != noSymbol {
      let row = rows[slot]
      if basicSlot[basic] != slot {
        problems.append("slot \(slot) basic \(name(of: basic)) not indexed")
      }
      for (i, entry) in row.entries.enumerated() {
        if i > 0 && row.entries[i - 1].symbol >= entry.symbol {
          problems.append("row \(name(of: basic)) unsorted")
        }
        if entry.coefficient == 0 { problems.append("row \(name(of: basic)) holds a zero") }
        if basicSlot[entry.symbol] >= 0 {
          problems.append("basic \(name(of: entry.symbol)) appears in row \(name(of: basic))")
        }
        expectedColumns[entry.symbol].append(slot)
      }
      if symbolKinds[basic].isRestricted && row.constant < -epsilon {
        problems.append("restricted \(name(of: basic)) is negative (\(row.constant))")
      }
    }
    for symbol in symbolKinds.indices
    where Set(columns[symbol]).isSuperset(of: expectedColumns[symbol]) == false {
      problems.append("column list of \(name(of: symbol)) misses a row")
    }
    for symbol in symbolKinds.indices
    where expectedColumns[symbol].sorted() != slots(containing: symbol) {
      problems.append("column index of \(name(of: symbol)) is stale")
    }
    for level in levels {
      for entry in level.row.entries where basicSlot[entry.symbol] >= 0 {
        problems.append("basic \(name(of: entry.symbol)) appears in objective @\(level.priority)")
      }
    }
    if hasNegativeReducedCost() { problems.append("tableau is not optimal") }
    return problems
  }
}
