import LayoutCore

extension CassowarySolver {
  /// A variable a constraint can define, its definition over nodes, and the constraint that
  /// stands for the original in the tableau (nil for a required equality, which needs none).
  struct EliminationCandidate {
    var node: Int
    var terms: [NodeTerm]
    var constant: Double
    var stand: Constraint?
  }

  /// How a constraint, given as terms over nodes, can define a variable instead of adding a
  /// row to the tableau: the first variable of it that the tableau does not use, is not
  /// defined already, and whose definition would not refer back to itself, preferring one
  /// whose coefficient is at least ``stableEliminationFraction`` of the largest.
  ///
  /// A required equality `e == 0` defines the variable directly. Any other constraint
  /// `e ⋈ 0 @p` gets a fresh variable `σ` that stands for `e` times its row scale `k` (see
  /// ``standIn(for:)``): the variable is defined from `e == σ / k` and the tableau receives
  /// only `σ / k ⋈ 0 @p`, a one-symbol row. Since the variable
  /// was free, the two together mean exactly the original; and constraints that later mention
  /// the variable are expanded through its definition, where differences along a chain of
  /// views cancel (`next.top - previous.bottom` is local), instead of reaching the tableau as
  /// rows that depend on every view above.
  func eliminationCandidate(_ constraint: Constraint, terms: [NodeTerm]) -> EliminationCandidate? {
    guard definesVariables else { return nil }
    var largest = 0.0
    for term in terms { largest = max(largest, abs(term.coefficient)) }
    if let candidate = eliminationCandidate(
      constraint, terms: terms, smallest: stableEliminationFraction * largest)
    {
      return candidate
    }
    // Dividing by a coefficient far smaller than the others would magnify their rounding;
    // judged against the largest, `1e-7 * x - 0.6 == 0` defines `x` as `3e8 * x + y` does.
    let smallest = 1e-6 * largest
    guard
      terms.contains(where: {
        abs($0.coefficient) >= smallest
          && abs($0.coefficient) < stableEliminationFraction * largest
      })
    else { return nil }
    return eliminationCandidate(constraint, terms: terms, smallest: smallest)
  }

  /// ``eliminationCandidate(_:terms:)`` among the variables whose coefficient is at least
  /// `smallest` in magnitude.
  private func eliminationCandidate(
    _ constraint: Constraint, terms: [NodeTerm], smallest: Double
  ) -> EliminationCandidate? {
    let splits = !(constraint.priority.isRequired && constraint.relation == .equal)
    let constant = constraint.expression.constant
    for (index, term) in terms.enumerated() {
      guard !eliminations.isDefinedNode[term.node], abs(term.coefficient) >= smallest,
        term.coefficient != 0,
        !tableau.isInUse(eliminations.variables[term.node])
      else { continue }
      var rest = terms
      rest.remove(at: index)
      if eliminations.reaches(term.node, from: rest) { continue }
      guard splits else {
        let scale = -1.0 / term.coefficient
        for i in rest.indices { rest[i].coefficient *= scale }
        return EliminationCandidate(
          node: term.node, terms: rest, constant: scale * constant, stand: nil)
      }
      let stand = standIn(for: constraint)
      let standTerm = stand.expression.terms[0]
      let sigma = eliminations.node(for: standTerm.variable)
      eliminations.isStandIn[sigma] = true
      let scale = 1.0 / term.coefficient
      var definition = [NodeTerm(node: sigma, coefficient: scale * standTerm.coefficient)]
      definition.reserveCapacity(rest.count + 1)
      for other in rest {
        definition.append(NodeTerm(node: other.node, coefficient: scale * -other.coefficient))
      }
      return EliminationCandidate(
        node: term.node, terms: definition, constant: scale * -constant, stand: stand)
    }
    return nil
  }

  /// The `σ / k ⋈ 0 @p` constraint that stands for `constraint` in the tableau, made once per
  /// constraint so adding and removing it again does not grow the tableau's variables.
  ///
  /// `k` is the row scale of the constraint's expression `e` (``rowScale(of:)``), so `σ`,
  /// which stands for `k·e`, is of order 1 when `e`'s numbers are all tiny or all huge.
  /// Unscaled, stand-ins for `2e-6 * x + 2.5e-5` and `3e6 * y - 3.1e7` would differ by 12
  /// orders of magnitude, and a row mentioning both would hold coefficients so far apart that
  /// the smaller could not be pivoted on. The tableau scales the stand-in's own row by `k`
  /// again (the row scale of `σ / k` is `k`), so its error symbols measure the user's error.
  ///
  /// The stand-in is the constraint itself over another expression (same id, as for every
  /// constraint the solver rewrites), and `σ` takes that id as well: fresh ids, drawn long
  /// after the user's, would scatter the id-indexed tables (``IDMap``) into their hashed spill.
  func standIn(for constraint: Constraint) -> Constraint {
    if let stand = standIns[constraint.id] { return stand }
    let sigma = Variable(namedAfter: constraint, name: "σ\(constraint.id)")
    let scale = rowScale(of: constraint.expression)
    let stand = constraint.rewritten(as: Expression([Term(sigma, 1 / scale)]))
    standIns[constraint.id] = stand
    return stand
  }

  /// Makes `constraint` a definition, with its stand-in (if any) in the tableau.
  func eliminate(_ constraint: Constraint, as candidate: EliminationCandidate) throws(LayoutError) {
    if let stand = candidate.stand { try tableau.add(stand) }
    eliminations.define(
      candidate.node, by: constraint, as: candidate.terms, constant: candidate.constant)
    tableau.counters.mutations += 1
  }

  /// Turns an eliminated constraint back into nothing: its definition goes (the constraints
  /// expanded through it come back with the variable free) and so does its stand-in.
  func uneliminate(_ constraint: Constraint) throws(LayoutError) {
    try removeDefinition(constraint)
    if let stand = standIns[constraint.id], tableau.records.contains(stand.id) {
      try tableau.remove(stand)
    }
  }

  /// Expands a constraint through the definitions and adds it to the tableau.
  func addToTableau(_ constraint: Constraint) throws(LayoutError) {
    try addToTableau(constraint, terms: eliminations.nodeTerms(of: constraint.expression))
  }

  /// ``addToTableau(_:)`` for a constraint already given as terms over nodes.
  func addToTableau(_ constraint: Constraint, terms: [NodeTerm]) throws(LayoutError) {
    let expanded = eliminations.expand(terms, constant: constraint.expression.constant)
    // Built from `variables` alone: a method call on `eliminations` (a struct held by this
    // class) copies the whole struct, retaining and releasing each of its arrays, on every
    // added constraint (3% of the instructions adding chain 10,000's constraints).
    let variables = eliminations.variables
    let expression = Expression(
      expanded.terms.map { Term(variables[$0.node], $0.coefficient) }, constant: expanded.constant)
    do {
      try addRow(constraint, expanded: expression)
    } catch {
      // The tableau's certificate only says that there is a conflict; which one is chosen
      // without it, so that any equivalent install gives the same answer.
      if case .unsatisfiable = error { throw minimalConflict(constraint) }
      throw error
    }
    eliminations.noteDependent(constraint.id, through: expanded.through)
  }

  /// Removes an eliminated equality: the tableau constraints expanded through its variable
  /// come out, the definition goes, and they go back in with the variable free.
  func removeDefinition(_ constraint: Constraint) throws(LayoutError) {
    guard let node = eliminations.definedBy[constraint.id] else {
      throw .unknownConstraint(constraint)
    }
    var seen = Set<Int>()
    let dependents = eliminations.dependents(of: node)
      .filter { twins.holds($0) && seen.insert($0).inserted }
      .sorted { originals[$0]!.order < originals[$1]!.order }
    let originalsToRestore = dependents.map { originals[$0]!.constraint }
    for dependent in dependents { try removeRow(dependent) }
    eliminations.clearDependents(of: node)
    eliminations.undefine(constraintID: constraint.id)
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
  /// The answer names the victims that the layer above breaks, so it must not depend on how
  /// the tableau happens to hold the constraints (which variables the definitions and
  /// stand-ins chose, which basis phase one ended on): the tableau's failure only says that
  /// there is a conflict, and its certificate is not used to choose the set.
  /// The set is the deletion filter's over every required constraint connected to
  /// `constraint` through shared variables, in the order they were added
  /// (``requiredGroup(of:)``), with scratch solvers built from the original constraints as
  /// the oracle of feasibility. That filter keeps the conflict whose earliest member is as
  /// late as possible, then its next member as late as possible, and so on; any set of
  /// candidates holding that conflict gives the same answer, but only the whole group is
  /// sure to hold it. When a ``ConflictCertificate`` proves what the filter keeps (the group
  /// holds one irreducible conflict), that is the set without a scratch solve; otherwise the
  /// filter runs (``certifiedDeletionFilter(_:against:certifying:)``).
  func minimalConflict(_ constraint: Constraint) -> LayoutError {
    guard analysesConflicts else { return .unsatisfiable(constraint: constraint, conflicting: []) }
    var set = requiredGroup(of: constraint)
    // What the filter would keep, when the group proves it: no scratch solve is needed.
    // Appended in place for the certificate, then taken off again.
    set.append(constraint)
    let certified = certifiesConflicts ? ConflictCertificate.filter(lastAgainstTheRest: set) : nil
    set.removeLast()
    if let kept = certified {
      certifiedConflicts += 1
      provenConflict = kept + [constraint]
      return .unsatisfiable(constraint: constraint, conflicting: kept)
    }
    // The filter: when a certificate proves its result, the group conflicts and no solve of
    // it all is needed (a nested chain holds a conflict per level past an overflow, so no
    // certificate covers it all, but one covers what the filter keeps once it has found the
    // first member it keeps).
    let (filtered, certifiedByFilter) = Self.certifiedDeletionFilter(
      set, against: constraint, certifying: certifiesConflicts)
    if certifiedByFilter {
      certifiedConflicts += 1
      provenConflict = filtered + [constraint]
      return .unsatisfiable(constraint: constraint, conflicting: filtered)
    }
    // The filter's result is proven infeasible by a fresh solve of `filtered + [constraint]`
    // when it dropped a member (it checks that list, or each of the fresh filter's trials
    // ends in it), or when the whole group is.
    if filtered.count < set.count || Self.isInfeasible(set + [constraint]) {
      provenConflict = filtered + [constraint]
    }
    return .unsatisfiable(constraint: constraint, conflicting: filtered)
  }

  /// The required constraints held (not `constraint` itself, which `originals` still holds
  /// while a removed definition's dependents are re-added) that are linked to `constraint`
  /// through chains of shared variables, in the order they were added. A conflict that
  /// holds `constraint` and is minimal lies within them: a set whose variables split into
  /// unlinked parts conflicts only if one part does.
  ///
  /// - Complexity: O(terms of the constraints held), by union-find over variables.
  func requiredGroup(of constraint: Constraint) -> [Constraint] {
    // Sized for the solver up front: a long chain asks this once per conflict, and growing
    // the table by rehashing was a tenth of the conflict chain's time.
    var slotOf: [Int: Int] = [:]
    slotOf.reserveCapacity(2 * originals.count)
    var sets = UnionFind()
    func slot(_ variable: Variable) -> Int {
      if let known = slotOf[variable.id] { return known }
      let new = sets.append()
      slotOf[variable.id] = new
      return new
    }
    func link(_ expression: Expression) -> Int? {
      guard let first = expression.terms.first else { return nil }
      let head = slot(first.variable)
      for term in expression.terms.dropFirst() { sets.union(head, slot(term.variable)) }
      return head
    }
    var members: [(order: Int, position: Int, slot: Int)] = []
    members.reserveCapacity(originals.count)
    for position in originals.values.indices {
      let original = originals.values[position]
      guard original.constraint.priority.isRequired, original.constraint.id != constraint.id,
        let first = link(original.constraint.expression)
      else { continue }
      members.append((original.order, position, first))
    }
    guard let seed = link(constraint.expression) else { return [] }
    let seedRoot = sets.find(seed)
    var group: [(order: Int, position: Int)] = []
    for member in members where sets.find(member.slot) == seedRoot {
      group.append((member.order, member.position))
    }
    group.sort { $0.order < $1.order }
    return group.map { originals.values[$0.position].constraint }
  }

  /// ``isInfeasible(_:)``, without solving again the list the last conflict analysis proved
  /// infeasible (``provenConflict``): the verdict of a fresh solve of the same list.
  func isProvenInfeasible(_ constraints: [Constraint]) -> Bool {
    if let proven = provenConflict, proven == constraints {
      return true
    }
    return Self.isInfeasible(constraints)
  }

  /// Whether the required constraints cannot all hold.
  ///
  /// Only an unsatisfiable add proves that; any other error (a constraint listed twice is a
  /// duplicate) says nothing about feasibility.
  static func isInfeasible(_ constraints: [Constraint]) -> Bool {
    let scratch = CassowarySolver(analysesConflicts: false)
    // Rows straight from the constraints: a definition whose sum cancels can make a feasible
    // set look infeasible by rounding (``rebuildWithoutDefinitions()``), and this verdict is
    // what tells a real conflict from that.
    scratch.definesVariables = false
    for constraint in constraints {
      do {
        try scratch.add(
          constraint.priority.isRequired ? constraint : constraint.withPriority(.required))
      } catch {
        if case .duplicateConstraint = error { continue }
        return true
      }
    }
    return false
  }
}

/// The fraction of a constraint's largest coefficient that the coefficient of the variable it
/// defines should reach when one does (threshold pivoting, as sparse LU factorisations use).
///
/// A definition divides the constraint's other coefficients by the defined variable's, and
/// every constraint expanded through it multiplies them again: defining `x1` from
/// `-0.5 * x1 + 10 * x3 + 4 * x2 + 16 <= 0` gave `x1` a coefficient of 20 on `x3`, and a chain
/// of two such definitions turned `30 * x0 + 112 == 0` into a row of terms in the thousands
/// that cancel to order 1. The rows built from it lost seven digits, and a reduced cost of
/// 1.2e-7 where exact arithmetic has 0 hid an improvement of 1,500 at a lower priority (solver
/// fuzz finding `cassowary-rebuilt-tableau-cost-hides-999-improvement.bin`). Bounding the
/// growth at ten per definition keeps such chains to the digits their data has; a constraint
/// whose eligible variables are all below the fraction still defines one, as before.
///
/// Partial pivoting (always the largest coefficient) was tried and dropped: it changed which
/// variables large random scenario 24208774 defines, and phase one then pivoted on a small
/// element and left values 1.7e-5 off. What no choice of variable prevents, a definition whose
/// sum cancels, is caught after the build (``rebuildWithoutDefinitions()``).
let stableEliminationFraction = 0.1
