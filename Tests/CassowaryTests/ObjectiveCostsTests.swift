import LayoutCore
import LayoutTestSupport
import Testing

@testable import Cassowary

/// Objective levels keep their costs in pages made on first use and given back once empty:
/// the same values as one dense array per level, in memory that follows what a level holds.
@Suite struct ObjectiveCostsTests {
  static let seed: UInt64 = 0x0B1E_C715

  /// Random adds, row additions, substitutions and removals give bit for bit the values of
  /// a dense array updated the same way, and entries list exactly its non-zero costs.
  @Test func pagedCostsMatchADenseArray() {
    print("ObjectiveCostsTests.pagedCostsMatchADenseArray seed \(Self.seed)")
    var rng = SeededGenerator(seed: Self.seed)
    let symbols = 2_000
    for _ in 0..<20 {
      var costs = ObjectiveCosts()
      var dense = [Double](repeating: 0, count: symbols)
      func denseAdd(_ c: Double, _ symbol: Int) {
        let sum = dense[symbol] + c
        dense[symbol] = nearZero(sum) ? 0 : sum
      }
      for _ in 0..<400 {
        let symbol = Int.random(in: 0..<symbols, using: &rng)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
          let c = Bool.random(using: &rng) ? Double(Int.random(in: -5...5, using: &rng)) : 1e-9
          costs.add(c, symbol)
          denseAdd(c, symbol)
        case 1:
          let row = Self.row(symbols: symbols, using: &rng)
          let multiplier = Double.random(in: -3...3, using: &rng)
          costs.add(row, times: multiplier)
          for entry in row.entries { denseAdd(multiplier * entry.coefficient, entry.symbol) }
        case 2:
          let row = Self.row(symbols: symbols, using: &rng)
          let c = dense[symbol]
          #expect(costs.substitute(symbol, with: row) == (c != 0))
          if c != 0 {
            dense[symbol] = 0
            for entry in row.entries { denseAdd(c * entry.coefficient, entry.symbol) }
          }
        default:
          costs.remove(symbol)
          dense[symbol] = 0
        }
      }
      for symbol in 0..<symbols {
        #expect(costs.coefficient(of: symbol).bitPattern == dense[symbol].bitPattern)
      }
      let expected = dense.indices.filter { dense[$0] != 0 }
      #expect(costs.entries.map(\.symbol) == expected)
      #expect(costs.entries.map(\.coefficient) == expected.map { dense[$0] })
      #expect(costs.nonzeroCount == expected.count)
    }
  }

  static func row(symbols: Int, using rng: inout SeededGenerator) -> Row {
    let chosen = Set(
      (0..<Int.random(in: 1...4, using: &rng)).map { _ in
        Int.random(in: 0..<symbols, using: &rng)
      })
    return Row(
      constant: 0,
      entries: chosen.sorted().map {
        RowEntry(symbol: $0, coefficient: Double(Int.random(in: 1...9, using: &rng)))
      })
  }

  /// A cost far along the symbols takes one page, not the symbols before it, and its page
  /// goes back when the cost is gone.
  @Test func pagesFollowWhatTheLevelHolds() {
    var costs = ObjectiveCosts()
    costs.add(2, 100_000)
    costs.add(3, 5)
    #expect(costs.pagesHeld == 2)
    #expect(costs.coefficient(of: 100_000) == 2)
    #expect(costs.coefficient(of: 100_001) == 0)
    #expect(costs.coefficient(of: 5_000_000) == 0)
    costs.add(-2, 100_000)
    #expect(costs.pagesHeld == 1)
    costs.remove(5)
    #expect(costs.pagesHeld == 0)
    #expect(costs.entries.isEmpty)
    costs.add(1e-12, 7)
    #expect(costs.pagesHeld == 0)
  }

  /// Hundreds of distinct priorities on one width: each is its own level, and the highest
  /// wins exactly.
  @Test func manyDistinctPrioritiesSolveExactly() throws {
    let solver = CassowarySolver()
    let width = Variable("width")
    let n = 400
    for index in 0..<n {
      try solver.add(
        Constraint(
          width.expression - Double(index), .equal,
          priority: try Priority(1 + Double(index) * 998 / Double(n))))
    }
    #expect(solver.value(of: width) == Double(n - 1))
    #expect(solver.tableau.levels.count == n)
    let held = solver.tableau.levels.reduce(0) { $0 + $1.row.pagesHeld }
    #expect(held <= 2 * n)
    #expect(solver.invariantViolations().isEmpty)
  }
}
