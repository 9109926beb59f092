import LayoutCore

/// What both backends should hold after the calls they both accepted: the constraints, in the
/// order added, and the edit variables with their suggestions.
struct ExpectedState {
  /// An edit variable as the caller set it up.
  struct Edit {
    var variable: Variable
    var priority: Priority
    var suggested: Double
  }

  private(set) var constraints: [Constraint] = []
  private var ids = Set<Int>()
  private(set) var edits: [Int: Edit] = [:]
  private var editOrder: [Int] = []

  func contains(_ constraint: Constraint) -> Bool { ids.contains(constraint.id) }
  func isEditing(_ variable: Variable) -> Bool { edits[variable.id] != nil }

  /// The ids of the required constraints, which are all a conflicting set may name.
  var requiredIDs: Set<Int> { Set(constraints.lazy.filter(\.priority.isRequired).map(\.id)) }

  mutating func insert(_ constraint: Constraint) {
    constraints.append(constraint)
    ids.insert(constraint.id)
  }

  mutating func remove(_ constraint: Constraint) {
    constraints.removeAll { $0.id == constraint.id }
    ids.remove(constraint.id)
  }

  mutating func edit(_ variable: Variable, priority: Priority) {
    edits[variable.id] = Edit(variable: variable, priority: priority, suggested: 0)
    editOrder.append(variable.id)
  }

  mutating func stopEditing(_ variable: Variable) {
    edits[variable.id] = nil
    editOrder.removeAll { $0 == variable.id }
  }

  mutating func suggest(_ value: Double, for variable: Variable) {
    edits[variable.id]?.suggested = value
  }

  mutating func reset() {
    self = ExpectedState()
  }

  /// The whole problem as plain constraints: each edit variable becomes
  /// `variable == suggestion` at its priority, which is what the protocol says it means.
  var problem: [Constraint] {
    constraints
      + editOrder.compactMap { edits[$0] }.map { edit in
        Constraint(
          Expression([Term(edit.variable)], constant: -edit.suggested), .equal,
          priority: edit.priority)
      }
  }
}
