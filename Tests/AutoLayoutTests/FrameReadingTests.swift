import Cassowary
import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

/// A Cassowary solver that counts how values are read, to check that the engine reads frames
/// in bulk.
private final class CountingSolver: LayoutSolver {
  let base = CassowarySolver()
  var singleReads = 0
  var bulkReads = 0

  var backendName: String { base.backendName }
  func add(_ constraint: Constraint) throws(LayoutError) { try base.add(constraint) }
  func add(_ constraints: [Constraint]) throws(LayoutError) { try base.add(constraints) }
  func remove(_ constraint: Constraint) throws(LayoutError) { try base.remove(constraint) }
  func contains(_ constraint: Constraint) -> Bool { base.contains(constraint) }
  func addEditVariable(_ variable: Variable, priority: Priority) throws(LayoutError) {
    try base.addEditVariable(variable, priority: priority)
  }
  func removeEditVariable(_ variable: Variable) throws(LayoutError) {
    try base.removeEditVariable(variable)
  }
  func hasEditVariable(_ variable: Variable) -> Bool { base.hasEditVariable(variable) }
  func suggestValue(_ value: Double, for variable: Variable) throws(LayoutError) {
    try base.suggestValue(value, for: variable)
  }
  func value(of variable: Variable) -> Double {
    singleReads += 1
    return base.value(of: variable)
  }
  func values(of variables: [Variable], into values: inout [Double]) {
    bulkReads += 1
    base.values(of: variables, into: &values)
  }
  func solution() -> Solution { base.solution() }
  func ambiguousVariables() -> [Variable] { base.ambiguousVariables() }
  func reset() { base.reset() }
  func dump() -> String { base.dump() }
  var statistics: SolverStatistics { base.statistics }
}

@Suite struct FrameReadingTests {
  /// A chain of views reads every frame with one bulk call per pass, not a call per variable
  /// (which cost 31 s on a 3,000-view chain).
  @Test func framesAreReadInOneBulkCall() throws {
    let backend = SolverBackend(name: "counting") { CountingSolver() }
    let engine = LayoutEngine(backend: backend, rootSize: Size(width: 400, height: 400))
    let solver = try #require(engine.solver as? CountingSolver)
    var previous = engine.root
    for index in 0..<20 {
      let view = try makeView("v\(index)", in: engine.root)
      try LayoutConstraint.activate([
        view.leadingAnchor.constraint(
          equalTo: index == 0 ? previous.leadingAnchor : previous.trailingAnchor, constant: 1),
        view.topAnchor.constraint(equalTo: engine.root.topAnchor),
        view.widthAnchor.constraint(equalToConstant: 5),
        view.heightAnchor.constraint(equalToConstant: 5),
      ])
      previous = view
    }
    try engine.layoutIfNeeded()
    // Only the root's two size variables are read singly (to confirm the size took).
    #expect(solver.singleReads <= 2)
    #expect(solver.bulkReads >= 1)
    #expect(previous.frame == rect(115, 0, 5, 5))
    // A pass caused by a new root size reads in bulk again.
    let passes = solver.bulkReads
    let singles = solver.singleReads
    engine.rootSize = Size(width: 300, height: 400)
    try engine.layoutIfNeeded()
    #expect(solver.singleReads <= singles + 2)
    #expect(solver.bulkReads > passes)
  }
}
