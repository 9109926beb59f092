import LayoutCore
import Testing

@testable import Cassowary

/// A bulk read of the very array read before skips comparing ids; any other array, or the
/// same variable holding array changed in place, must still be read afresh.
@Suite struct BulkReadTests {
  /// `x == 10` (in the tableau), `y == x + 5` and `z == y * 2` (eliminated), `w == 7`.
  func solver() throws -> (CassowarySolver, x: Variable, y: Variable, z: Variable, w: Variable) {
    let solver = CassowarySolver()
    let (x, y, z, w) = (Variable("x"), Variable("y"), Variable("z"), Variable("w"))
    try solver.addEditVariable(x, priority: .strong)
    try solver.suggestValue(10, for: x)
    try solver.add(Constraint(Expression([Term(y, 1), Term(x, -1)], constant: -5), .equal))
    try solver.add(Constraint(Expression([Term(z, 1), Term(y, -2)]), .equal))
    try solver.add(Constraint(Expression([Term(w, 1)], constant: -7), .equal))
    return (solver, x, y, z, w)
  }

  @Test func repeatedArrayFollowsSuggestions() throws {
    let (solver, x, y, z, w) = try solver()
    let list = [x, y, z, w]
    var values: [Double] = []
    solver.values(of: list, into: &values)
    #expect(values == [10, 15, 30, 7])
    try solver.suggestValue(20, for: x)
    solver.values(of: list, into: &values)
    #expect(values == [20, 25, 50, 7])
  }

  @Test func arrayChangedInPlaceIsReadAfresh() throws {
    let (solver, x, y, z, w) = try solver()
    var list = [x, y, z]
    var values: [Double] = []
    solver.values(of: list, into: &values)
    #expect(values == [10, 15, 30])
    // The solver holds the old array, so this write copies: new storage, new ids.
    list[0] = w
    list[2] = x
    solver.values(of: list, into: &values)
    #expect(values == [7, 15, 10])
    // Another array of the same length with other variables.
    solver.values(of: [z, w, y], into: &values)
    #expect(values == [30, 7, 15])
  }

  @Test func newDefinitionsAreSeenByARepeatedRead() throws {
    let (solver, x, y, z, w) = try solver()
    let v = Variable("v")
    let list = [x, y, z, w, v]
    var values: [Double] = []
    solver.values(of: list, into: &values)
    #expect(values == [10, 15, 30, 7, 0])
    try solver.add(Constraint(Expression([Term(v, 1), Term(z, -1)], constant: 1), .equal))
    solver.values(of: list, into: &values)
    #expect(values == [10, 15, 30, 7, 29])
    solver.reset()
    solver.values(of: list, into: &values)
    #expect(values == [0, 0, 0, 0, 0])
  }
}
