/// A textbook dense two-phase simplex, used only as an independent reference in tests.
///
/// Solves `minimise c·z subject to A z = b, z ≥ 0` with Bland's rule, which cannot cycle. It
/// is slow (Bland's rule takes many pivots, and each visits every row) and that is fine for
/// the problems tests give it; a pivot only touches the cells its row's non-zeros reach, which
/// made the large differential scenarios' reference solves about 18 times faster.
public struct DenseLinearProgram {
  /// The outcome of a solve.
  public enum Outcome: Equatable {
    case optimal(objective: Double, values: [Double])
    case infeasible
    case unbounded
  }

  public var a: [[Double]]
  public var b: [Double]
  public var c: [Double]
  public let tolerance = 1e-9

  public init(a: [[Double]], b: [Double], c: [Double]) {
    self.a = a
    self.b = b
    self.c = c
  }

  /// Solves the program.
  public func solve() -> Outcome {
    let m = a.count
    let n = c.count
    // Phase one: one artificial per row, rows flipped so b ≥ 0.
    var t = Tableau(rows: m, width: n + m + 1)
    for i in 0..<m {
      let sign: Double = b[i] < 0 ? -1 : 1
      for j in 0..<n { t[i, j] = sign * a[i][j] }
      t[i, n + i] = 1
      t[i, n + m] = sign * b[i]
    }
    var basis = (0..<m).map { n + $0 }
    var phaseOne = [Double](repeating: 0, count: n + m)
    for i in 0..<m { phaseOne[n + i] = 1 }
    guard run(&t, &basis, cost: phaseOne, columns: n + m) else { return .unbounded }
    let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= n ? t[$1, n + m] : 0) }
    // Relative to the right-hand sides: with constants in the hundreds, rounding through the
    // pivots leaves artificials at 1e-6 on problems that hold (the reference's level bounds,
    // fixed from an objective computed with the same rounding: 1.3e-6 beside constants of
    // 456, 2.1e-6 beside 113). Infeasible test problems miss by far more, their data being
    // small integers and halves.
    let scale = 1 + (b.lazy.map(abs).max() ?? 0)
    if infeasibility > 1e-7 * scale { return .infeasible }
    // Drive artificial variables out of the basis, or drop their (redundant) rows.
    var row = 0
    while row < t.rows {
      if basis[row] >= n {
        if let j = (0..<n).first(where: { abs(t[row, $0]) > tolerance }) {
          pivot(&t, &basis, row: row, column: j)
          row += 1
        } else {
          t.removeRow(row)
          basis.remove(at: row)
        }
      } else {
        row += 1
      }
    }
    // Phase two over the original columns only.
    for i in 0..<t.rows { for j in n..<(n + m) { t[i, j] = 0 } }
    var cost = [Double](repeating: 0, count: n + m)
    for j in 0..<n { cost[j] = c[j] }
    guard run(&t, &basis, cost: cost, columns: n) else { return .unbounded }
    var values = [Double](repeating: 0, count: n)
    for (i, j) in basis.enumerated() where j < n { values[j] = t[i, n + m] }
    let objective = (0..<n).reduce(0.0) { $0 + c[$1] * values[$1] }
    return .optimal(objective: objective, values: values)
  }

  /// The tableau, row after row in one array (rows of arrays made every pivot check each
  /// row's uniqueness, most of a large reference solve).
  struct Tableau {
    private(set) var rows: Int
    let width: Int
    var cells: [Double]

    init(rows: Int, width: Int) {
      self.rows = rows
      self.width = width
      cells = [Double](repeating: 0, count: rows * width)
    }

    subscript(row: Int, column: Int) -> Double {
      get { cells[row * width + column] }
      set { cells[row * width + column] = newValue }
    }

    mutating func removeRow(_ row: Int) {
      cells.removeSubrange((row * width)..<((row + 1) * width))
      rows -= 1
    }
  }

  /// Runs primal simplex with Bland's rule on the first `columns` columns; false if unbounded.
  ///
  /// The reduced costs are kept as a row that each pivot updates, and recomputed from the
  /// tableau before an optimum or unboundedness is accepted, so rounding in the kept row can
  /// cost pivots but never the verdict. (Recomputing them for every pivot, column by column,
  /// was most of a large reference solve.)
  private func run(_ t: inout Tableau, _ basis: inout [Int], cost: [Double], columns: Int)
    -> Bool
  {
    let rhs = t.width - 1
    var isBasic = [Bool](repeating: false, count: t.width)
    for j in basis { isBasic[j] = true }
    var reduced = reducedCosts(t, basis, cost: cost, columns: columns)
    var fresh = true
    while true {
      var entering = (0..<columns).first { !isBasic[$0] && reduced[$0] < -tolerance } ?? -1
      if entering < 0 && !fresh {
        reduced = reducedCosts(t, basis, cost: cost, columns: columns)
        entering = (0..<columns).first { !isBasic[$0] && reduced[$0] < -tolerance } ?? -1
      }
      if entering < 0 { return true }
      var leaving = -1
      var best = Double.infinity
      for i in 0..<t.rows where t[i, entering] > tolerance {
        let ratio = t[i, rhs] / t[i, entering]
        if ratio < best - tolerance
          || (abs(ratio - best) <= tolerance && leaving >= 0 && basis[i] < basis[leaving])
        {
          best = ratio
          leaving = i
        }
      }
      if leaving < 0 {
        // Unbounded only by costs computed afresh: a kept cost of rounding size can pick a
        // column that no row bounds.
        if fresh { return false }
        reduced = reducedCosts(t, basis, cost: cost, columns: columns)
        fresh = true
        continue
      }
      isBasic[basis[leaving]] = false
      isBasic[entering] = true
      pivot(&t, &basis, row: leaving, column: entering)
      let factor = reduced[entering]
      for j in 0..<columns where t[leaving, j] != 0 { reduced[j] -= factor * t[leaving, j] }
      reduced[entering] = 0
      fresh = false
    }
  }

  /// The reduced cost of each of the first `columns` columns, computed from the tableau.
  private func reducedCosts(_ t: Tableau, _ basis: [Int], cost: [Double], columns: Int)
    -> [Double]
  {
    var reduced = Array(cost[0..<columns])
    for (i, bj) in basis.enumerated() where cost[bj] != 0 {
      for j in 0..<columns where t[i, j] != 0 { reduced[j] -= cost[bj] * t[i, j] }
    }
    return reduced
  }

  /// Divides the pivot row by the pivot and eliminates its column from every other row,
  /// touching only the pivot row's non-zero cells.
  private func pivot(_ t: inout Tableau, _ basis: inout [Int], row: Int, column: Int) {
    let width = t.width
    let rows = t.rows
    t.cells.withUnsafeMutableBufferPointer { cells in
      let base = row * width
      let p = cells[base + column]
      var nonZero: [Int] = []
      for j in 0..<width where cells[base + j] != 0 {
        cells[base + j] /= p
        nonZero.append(j)
      }
      for i in 0..<rows where i != row {
        let offset = i * width
        let f = cells[offset + column]
        if f == 0 { continue }
        for j in nonZero { cells[offset + j] -= f * cells[base + j] }
      }
    }
    basis[row] = column
  }
}
