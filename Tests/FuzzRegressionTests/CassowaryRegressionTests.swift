import Cassowary
import LayoutCore
import Testing

/// Cassowary bugs the differential runs found, pinned down directly.
@Suite struct CassowaryRegressionTests {
  /// Found by `Tools/differential` (and kept as `cassowary-removal-beside-redundant-
  /// equality.bin`): removing one of two equivalent required equalities while an edit held
  /// the variable elsewhere pivoted through the edit's error row, which left the other
  /// equality's basic dummy free to move, so the required constraint broke.
  @Test func removingARedundantEqualityKeepsTheOther() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    try solver.add(Constraint(Expression([Term(x, -2)], constant: -22), .equal))
    let twin = Constraint(Expression([Term(x, -1)], constant: -11), .equal)
    try solver.add(twin)
    try solver.addEditVariable(x, priority: 999.5)
    try solver.suggestValue(39, for: x)
    try solver.remove(twin)
    #expect(solver.value(of: x) == -11)
    #expect(solver.invariantViolations().isEmpty)
    try solver.removeEditVariable(x)
    #expect(solver.value(of: x) == -11)
  }

  /// Found by the solver fuzzer (`cassowary-orphan-symbol-after-failed-add.bin`): a failed
  /// add forgets its new variables but keeps their symbols, and the ambiguity analysis read
  /// such a symbol's owner out of range.
  @Test func ambiguityAfterAFailedAddWithANewVariable() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(Constraint(Expression([Term(y, 3)], constant: 5), .greaterThanOrEqual))
    #expect(throws: LayoutError.self) {
      try solver.add(Constraint(Expression([Term(x, -1), Term(x)], constant: -6), .equal))
    }
    #expect(solver.ambiguousVariables() == [y])
    // A new variable through the tableau takes the forgotten variable's index.
    let z = Variable("z")
    try solver.add(z >= 4)
    try solver.add(z <= 4)
    #expect(solver.ambiguousVariables() == [y])
  }

  /// Found by the solver fuzzer (`cassowary-removal-miscounts-zero-coefficient-uses.bin`):
  /// removing a constraint written with `0 * x` counted a use of `x` it never had, so `x`
  /// looked unused and a later equality on it became a definition that skipped the conflict.
  @Test func removingAZeroCoefficientTermKeepsOtherUses() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    let loose = Constraint(Expression([Term(x, 0), Term(y)], constant: 12), .lessThanOrEqual)
    try solver.add(loose)
    let bound = Constraint(Expression([Term(x, 4)], constant: 10), .lessThanOrEqual)
    try solver.add(bound)
    try solver.remove(loose)
    let zero = Constraint(Expression([Term(x, -1)]), .equal)
    #expect(throws: LayoutError.unsatisfiable(constraint: zero, conflicting: [bound])) {
      try solver.add(zero)
    }
  }

  /// Found by the solver fuzzer (`cassowary-conflict-names-optional-definition.bin`, `-2.bin`): an
  /// optional equality that defines a new variable (through its error's stand-in) was named
  /// in the conflicting set of a later required constraint whose expansion went through that
  /// definition; the set must hold required constraints only.
  @Test func conflictingSetOmitsOptionalDefinitions() throws {
    let solver = CassowarySolver()
    let x0 = Variable("x0")
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    let first = Constraint(Expression([Term(x1, -1.5), Term(x0, 0.5)], constant: 115), .equal)
    let second = Constraint(Expression([Term(x0), Term(x3, 20)], constant: 115), .equal)
    let optional = Constraint(
      Expression([Term(x3, 20), Term(x2)], constant: 115), .equal, priority: 251)
    let third = Constraint(Expression([Term(x3, 30)], constant: 115), .equal)
    try solver.add([first, second, optional, third])
    let fourth = Constraint(
      Expression([Term(x3, 2), Term(x2), Term(x0, 4)], constant: 111), .equal)
    try solver.add(fourth)
    let failing = Constraint(
      Expression([Term(x2), Term(x1), Term(x0)]), .lessThanOrEqual)
    #expect(
      throws: LayoutError.unsatisfiable(
        constraint: failing, conflicting: [first, second, third, fourth])
    ) {
      try solver.add(failing)
    }
  }
}
