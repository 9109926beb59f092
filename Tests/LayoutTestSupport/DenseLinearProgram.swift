/// A textbook dense two-phase simplex, used only as an independent reference in tests.
///
/// Solves `minimise c·z subject to A z = b, z ≥ 0` with Bland's rule, which cannot cycle. It
/// is slow (every pivot touches the whole tableau) and that is fine for the small problems
/// tests give it.
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
    var t = [[Double]](repeating: [Double](repeating: 0, count: n + m + 1), count: m)
    for i in 0..<m {
      let sign: Double = b[i] < 0 ? -1 : 1
      for j in 0..<n { t[i][j] = sign * a[i][j] }
      t[i][n + i] = 1
      t[i][n + m] = sign * b[i]
    }
    var basis = (0..<m).map { n + $0 }
    var phaseOne = [Double](repeating: 0, count: n + m)
    for i in 0..<m { phaseOne[n + i] = 1 }
    guard run(&t, &basis, cost: phaseOne, columns: n + m) else { return .unbounded }
    let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= n ? t[$1][n + m] : 0) }
    // Relative to the right-hand sides: with constants in the hundreds, rounding through the
    // pivots leaves artificials at 1e-6 on problems that hold (the reference's level bounds,
    // fixed from an objective computed with the same rounding: 1.3e-6 beside constants of
    // 456, 2.1e-6 beside 113). Infeasible test problems miss by far more, their data being
    // small integers and halves.
    let scale = 1 + (b.lazy.map(abs).max() ?? 0)
    if infeasibility > 1e-7 * scale { return .infeasible }
    // Drive artificial variables out of the basis, or drop their (redundant) rows.
    var row = 0
    while row < t.count {
      if basis[row] >= n {
        if let j = (0..<n).first(where: { abs(t[row][$0]) > tolerance }) {
          pivot(&t, &basis, row: row, column: j)
          row += 1
        } else {
          t.remove(at: row)
          basis.remove(at: row)
        }
      } else {
        row += 1
      }
    }
    // Phase two over the original columns only.
    for i in t.indices { for j in n..<(n + m) { t[i][j] = 0 } }
    var cost = [Double](repeating: 0, count: n + m)
    for j in 0..<n { cost[j] = c[j] }
    guard run(&t, &basis, cost: cost, columns: n) else { return .unbounded }
    var values = [Double](repeating: 0, count: n)
    for (i, j) in basis.enumerated() where j < n { values[j] = t[i][n + m] }
    let objective = (0..<n).reduce(0.0) { $0 + c[$1] * values[$1] }
    return .optimal(objective: objective, values: values)
  }

  /// Runs primal simplex with Bland's rule on the first `columns` columns; false if unbounded.
  private func run(_ t: inout [[Double]], _ basis: inout [Int], cost: [Double], columns: Int)
    -> Bool
  {
    let rhs = t.first.map { $0.count - 1 } ?? 0
    while true {
      var entering = -1
      for j in 0..<columns where !basis.contains(j) {
        var reduced = cost[j]
        for (i, bj) in basis.enumerated() { reduced -= cost[bj] * t[i][j] }
        if reduced < -tolerance {
          entering = j
          break
        }
      }
      if entering < 0 { return true }
      var leaving = -1
      var best = Double.infinity
      for i in t.indices where t[i][entering] > tolerance {
        let ratio = t[i][rhs] / t[i][entering]
        if ratio < best - tolerance
          || (abs(ratio - best) <= tolerance && leaving >= 0 && basis[i] < basis[leaving])
        {
          best = ratio
          leaving = i
        }
      }
      if leaving < 0 { return false }
      pivot(&t, &basis, row: leaving, column: entering)
    }
  }

  private func pivot(_ t: inout [[Double]], _ basis: inout [Int], row: Int, column: Int) {
    let p = t[row][column]
    for j in t[row].indices { t[row][j] /= p }
    for i in t.indices where i != row {
      let f = t[i][column]
      if f == 0 { continue }
      for j in t[i].indices { t[i][j] -= f * t[row][j] }
    }
    basis[row] = column
  }
}
