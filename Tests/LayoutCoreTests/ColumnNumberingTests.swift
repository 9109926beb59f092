import Testing

@testable import LayoutCore

/// A certificate's columns are numbered by first use, the same whether the ids lie close
/// together (an array over their range) or far apart (a dictionary).
@Suite struct ColumnNumberingTests {
  @Test func numbersByFirstUseWithIdsClose() {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    #expect(columns([z, x], [y, z, x]) == [0, 1, 2, 0, 1])
  }

  @Test func numbersByFirstUseWithIdsFarApart() {
    let x = Variable("x")
    // Ids past the range an array may span for five terms (8 per term and 4,096).
    for _ in 0..<5_000 { _ = Variable("filler") }
    let y = Variable("y")
    let z = Variable("z")
    #expect(y.id - x.id > 8 * 5 + 4_096)
    #expect(columns([z, x], [y, z, x]) == [0, 1, 2, 0, 1])
  }

  /// The columns of the terms of two rows over `first` and `second`, in order.
  private func columns(_ first: [Variable], _ second: [Variable]) -> [Int] {
    let rows = [first, second].map { variables in
      Constraint(Expression(variables.map { Term($0, 1) }), .equal)
    }
    var numbering = ColumnNumbering(rows, rows: [0, 1])
    return rows.flatMap { $0.expression.terms.map { numbering.column(of: $0.variable.id) } }
  }
}
