import Foundation
import LayoutCore

extension Workload {
  /// The workload in the shared JSON format, which ``init(json:)``, `run_highs.py` and
  /// `run_kiwisolver.py` read: variables by name, each constraint's terms as
  /// `[coefficient, variable index]`, strengths as Auto Layout priorities.
  ///
  /// kiwi's `strong` and `weak` have no number on the 1...1000 scale (they sit just inside
  /// it), so they are written as those names; required is 1000.
  ///
  /// - Throws: ``WorkloadError`` when a number is not finite (JSON has no NaN or infinity).
  public func jsonData() throws(WorkloadError) -> Data {
    if let bad = constraints.firstIndex(where: { !$0.isFinite }) {
      throw WorkloadError("constraint \(bad) has a number that is not finite")
    }
    if let bad = edits.firstIndex(where: { !$0.values.allSatisfy(\.isFinite) }) {
      throw WorkloadError("edit \(bad) has a value that is not finite")
    }
    var index: [Int: Int] = [:]
    for (position, variable) in variables.enumerated() { index[variable.id] = position }
    func position(_ variable: Variable, in place: String) throws(WorkloadError) -> Int {
      guard let position = index[variable.id] else {
        throw WorkloadError("\(place) uses \(variable), which is not among the variables")
      }
      return position
    }
    var constraintObjects: [[String: Any]] = []
    for (number, constraint) in constraints.enumerated() {
      var terms: [[Any]] = []
      for term in constraint.expression.terms {
        terms.append([term.coefficient, try position(term.variable, in: "constraint \(number)")])
      }
      constraintObjects.append([
        "terms": terms, "constant": constraint.expression.constant,
        "op": constraint.relation.rawValue, "strength": Self.strength(constraint.priority),
      ])
    }
    var editObjects: [[String: Any]] = []
    for (number, edit) in edits.enumerated() {
      editObjects.append([
        "var": try position(edit.variable, in: "edit \(number)"),
        "strength": Self.strength(edit.priority), "values": edit.values,
      ])
    }
    let object: [String: Any] = [
      "meta": ["kind": kind, "n": n],
      "variables": variables.map(\.name),
      "constraints": constraintObjects,
      "edits": editObjects,
    ]
    do {
      return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    } catch {
      throw WorkloadError("cannot write JSON: \(error.localizedDescription)")
    }
  }

  static func strength(_ priority: Priority) -> Any {
    if priority == .strong { return "strong" }
    if priority == .weak { return "weak" }
    return priority.value
  }
}
