import DenseSimplex
import LayoutCore
import Testing

@Suite("Dense simplex: edit variables")
struct DenseSimplexEditTests {
  /// A window edge that the user drags: the view keeps a margin and a minimum width.
  @Test func suggestionsResolveWarmAndMatchAColdSolve() throws {
    let solver = DenseSimplexSolver()
    let right = Variable("right")
    let left = Variable("left")
    let width = Variable("width")
    try solver.add([
      left == 20, width == right - left, width >= 100, right <= 1000,
      (width == 300).withPriority(.defaultLow),
    ])
    try solver.addEditVariable(right, priority: .strong)
    #expect(solver.value(of: right) == 120)
    for (suggested, expected) in [(500.0, 500.0), (50, 120), (5000, 1000), (640, 640)] {
      try solver.suggestValue(suggested, for: right)
      #expect(solver.value(of: right) == expected)
      #expect(solver.value(of: width) == expected - 20)
    }
    let stats = solver.statistics
    #expect(stats.fullSolves == 1)
    let fresh = DenseSimplexSolver()
    try fresh.add([
      left == 20, width == right - left, width >= 100, right <= 1000,
      (width == 300).withPriority(.defaultLow), (right == 640).withPriority(.strong),
    ])
    #expect(fresh.solution().values == solver.solution().values)
  }

  @Test func suggestingTheSameValueTwiceChangesNothing() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    try solver.add(x <= 40)
    try solver.addEditVariable(x, priority: 500)
    try solver.suggestValue(30, for: x)
    let first = solver.solution().values
    let pivots = solver.statistics.pivots
    try solver.suggestValue(30, for: x)
    #expect(solver.solution().values == first)
    #expect(solver.statistics.pivots == pivots)
  }

  @Test func removingAnEditVariableDropsItsSuggestion() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    try solver.add((x == 7).withPriority(250))
    try solver.addEditVariable(x, priority: 750)
    try solver.suggestValue(99, for: x)
    #expect(solver.value(of: x) == 99)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    #expect(solver.value(of: x) == 7)
    try solver.addEditVariable(x, priority: 100)
    #expect(solver.value(of: x) == 7)
  }

  @Test func suggestionsAfterStructuralChangesStillApply() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addEditVariable(x, priority: .strong)
    try solver.suggestValue(10, for: x)
    try solver.add(y == x + 5)
    try solver.suggestValue(20, for: x)
    #expect(solver.value(of: y) == 25)
    try solver.add(x <= 15)
    #expect(solver.value(of: x) == 15)
    try solver.suggestValue(3, for: x)
    #expect(solver.value(of: y) == 8)
  }
}
