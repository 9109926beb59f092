import Cassowary
import LayoutCore
import Testing

/// The README's solver example, so it keeps compiling and meaning what it says.
@Test func readmeSolverExample() throws {
  let solver = CassowarySolver()
  let left = Variable("left")
  let width = Variable("width")
  let right = Variable("right")
  try solver.add(right == left + width)
  try solver.add(left >= 0)
  try solver.add((width == 100).withPriority(250))
  try solver.addEditVariable(right, priority: .strong)
  try solver.suggestValue(375, for: right)
  #expect(solver.value(of: left) == 275)
}
