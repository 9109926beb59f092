import LayoutCore

extension CassowarySolver {
  /// The variable a required equality can define, and its defining expression: the first
  /// variable of the equality that the tableau does not use, is not defined already, and whose
  /// definition would not refer back to itself.
  func eliminationCandidate(_ constraint: Constraint) -> (Variable, Expression)? {
    guard constraint.priority.isRequired, constraint.relation == .equal else { return nil }
    let expression = constraint.expression.reduced()
    for term in expression.terms {
      let variable = term.variable
      guard !eliminations.isDefined(variable), !tableau.isInUse(variable),
        abs(term.coefficient) >= 1e-6
      else { continue }
      let rest = Expression(
        expression.terms.filter { $0.variable != variable }, constant: expression.constant)
      if eliminations.reaches(variable, from: rest) { continue }
      return (variable, (-1.0 / term.coefficient) * rest)
    }
    return nil
  }

  /// Expands a constraint through the definitions and adds it to the tableau.
  func addToTableau(_ constraint: Constraint) throws(LayoutError) {
    let (expanded, through) = eliminations.expand(constraint.expression)
    do {
      try tableau.add(constraint.rewritten(as: expanded))
    } catch {
      if case .unsatisfiable(_, let candidates) = error {
        throw minimalConflict(constraint, candidates: candidates)
      }
      throw error
    }
    eliminations.noteDependent(constraint.id, through: through)
  }

  /// Removes an eliminated equality: the tableau constraints expanded through its variable
  /// come out, the definition goes, and they go back in with the variable free.
  func removeDefinition(_ constraint: Constraint) throws(LayoutError) {
    guard let id = eliminations.definedBy[constraint.id] else {
      throw .unknownConstraint(constraint)
    }
    var seen = Set<Int>()
    let dependents = (eliminations.dependents[id] ?? [])
      .filter { tableau.records[$0] != nil && seen.insert($0).inserted }
      .sorted { tableau.records[$0]!.order < tableau.records[$1]!.order }
    let originalsToRestore = dependents.map { originals[$0]! }
    for dependent in dependents {
      try tableau.remove(tableau.records[dependent]!.constraint)
    }
    eliminations.dependents[id] = nil
    _ = eliminations.undefine(constraintID: constraint.id)
    for dependent in originalsToRestore {
      do {
        try addToTableau(dependent)
      } catch {
        throw .internalError("re-adding \(dependent) after removing \(constraint) failed: \(error)")
      }
    }
  }

  /// A minimal set of required constraints that conflict with `constraint`.
  ///
  /// The tableau's certificate names candidates; the definitions their expansions went
  /// through join them. When that set is not itself infeasible, the whole connected group of
  /// required constraints is used instead. Deletion filtering then drops every candidate that
  /// is not needed, testing each smaller set in a scratch solver.
  func minimalConflict(_ constraint: Constraint, candidates: [Constraint]) -> LayoutError {
    guard analysesConflicts else { return .unsatisfiable(constraint: constraint, conflicting: []) }
    var ids = Set(candidates.map(\.id))
    for c in [constraint] + candidates.compactMap({ originals[$0.id] }) {
      for defined in eliminations.expand(c.expression).1 {
        if let definition = eliminations.definitions[defined] {
          ids.insert(definition.constraint.id)
        }
      }
    }
    var set = ids.compactMap { originals[$0] }.sorted { addedOrder[$0.id]! < addedOrder[$1.id]! }
    if !Self.isInfeasible(set + [constraint]) {
      let required = originals.values.filter { $0.priority.isRequired }.sorted {
        addedOrder[$0.id]! < addedOrder[$1.id]!
      }
      set = Self.connectedGroup(of: constraint, among: required)
    }
    var index = 0
    while index < set.count {
      var trial = set
      trial.remove(at: index)
      if Self.isInfeasible(trial + [constraint]) {
        set = trial
      } else {
        index += 1
      }
    }
    return .unsatisfiable(constraint: constraint, conflicting: set)
  }

  /// Whether the required constraints cannot all hold.
  static func isInfeasible(_ constraints: [Constraint]) -> Bool {
    let scratch = CassowarySolver(analysesConflicts: false)
    for constraint in constraints {
      do {
        try scratch.add(
          constraint.priority.isRequired ? constraint : constraint.withPriority(.required))
      } catch {
        return true
      }
    }
    return false
  }

  /// The constraints connected to `constraint` through shared variables.
  static func connectedGroup(of constraint: Constraint, among constraints: [Constraint])
    -> [Constraint]
  {
    var reached = Set(constraint.expression.terms.map(\.variable.id))
    var chosen = [Bool](repeating: false, count: constraints.count)
    var grew = true
    while grew {
      grew = false
      for (index, candidate) in constraints.enumerated() where !chosen[index] {
        let ids = candidate.expression.terms.map(\.variable.id)
        if ids.contains(where: reached.contains) {
          chosen[index] = true
          reached.formUnion(ids)
          grew = true
        }
      }
    }
    return constraints.indices.filter { chosen[$0] }.map { constraints[$0] }
  }
}
