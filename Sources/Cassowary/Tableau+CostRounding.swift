extension Tableau {
  /// Whether `cost`, the reduced cost of `symbol` in objective row `index`, is no more than the
  /// rounding carried by the rows it was summed from, and so may be only that rounding.
  ///
  /// A level's reduced cost of a symbol is the weighted sum of the symbol's coefficients in
  /// the rows of the level's basic error symbols. A coefficient is computed among the other
  /// numbers of its row and carries rounding in proportion to the largest of them: a pivot on
  /// a small coefficient (which phase one cannot always avoid) leaves rows whose dummies have
  /// coefficients in the thousands, and coefficients of order 1 beside them that are off by
  /// 1e-7. Such a residue passes the absolute ``epsilon``, and positive at a higher level it
  /// kept a symbol out whose cost at a lower one was -1.5 (large bulk scenario 20353721:
  /// 175.5 instead of 169.5 at priority 251).
  ///
  /// A tolerance relative to the level's costs would not do: a variable measured in large
  /// units (`3e8 * x`) makes some costs large and leaves the others real at order 1. The bound
  /// here is per symbol: ``rowRounding`` times the sum, over the rows the cost was summed
  /// from, of the row's weight times its largest coefficient. For rows whose largest
  /// coefficient is 1 it is ``epsilon``, so nothing changes for them.
  ///
  /// Callers measure only costs below ``suspectCostLimit`` (it walks the symbol's column), so
  /// a large real cost is never taken for rounding and the common path stays a comparison.
  func isRowRounding(_ cost: Double, of symbol: Symbol, objectiveRow index: Int) -> Bool {
    var bound = 0.0
    if let artificial, index == 0 {
      // Phase one's objective is the artificial symbol's own row.
      bound = artificial.largestMagnitude
    } else {
      let priority = levels[artificial == nil ? index : index - 1].priority
      for slot in slots(containing: symbol) {
        guard let record = errorRecord(of: slotBasic[slot]),
          record.constraint.priority.value == priority
        else { continue }
        bound += record.unitErrorCost * rows[slot].largestMagnitude
      }
    }
    return abs(cost) <= rowRounding * bound
  }
}

/// The rounding of a tableau coefficient, relative to the largest coefficient of its row,
/// that ``Tableau/isRowRounding(_:of:objectiveRow:)`` allows for. After the pivot of large
/// bulk scenario 20353721 the residues reached 1.8e-10 of that measure. A fresh build of
/// fourteen constraints expanded through two definitions (solver fuzz finding
/// `cassowary-fresh-build-suboptimal-at-999.bin`) pivoted on elements already off by 1e-8
/// of themselves (-0.0499999993 for -0.05) and left a row of priority 999.5 with -1.0000000143
/// where -1 belonged, 1.4e-9 of its largest coefficient: a cost of 1.4e-8 at 999.5 then hid an
/// improvement of 1,500 at 999. This allows seven times that; real costs below it, 1e-8 per
/// unit of the rows they are summed from, are below what the pivots can resolve.
let rowRounding = 1.0e-8
