import LayoutCore

extension CassowarySolver {
  /// A variable that a required equality can take over from the stand-in of a required
  /// inequality (``eliminationCandidate(_:terms:)`` made `node := … + σ` for it), and the
  /// inequality whose definition it ends.
  struct TakeOver {
    var node: Int
    var inequality: Constraint
    var stand: Constraint
    var candidate: EliminationCandidate
  }

  /// Adds a required equality that finds every variable of it defined by letting it define,
  /// in place of a stand-in, a variable that only a required inequality's stand-in defined;
  /// the inequality then goes into the tableau as its own row, expanded through the equality.
  ///
  /// Without it, a view pinned on both sides (`v.leading == s.leading + 1`,
  /// `v.trailing == s.trailing - 1`) whose width the floor `v.width >= 0` defines by a
  /// stand-in reaches the tableau as `σv − σs + 2 == 0`, which needs an artificial variable,
  /// and in a chain of such views every row of the chain carries the dummy of every equality
  /// above it (cubic in the depth). Taken over, each floor is one row over the root's
  /// variables and a slack. The constraints mean the same: the variable was free but for the
  /// inequality's definition, and the inequality still holds as a row.
  ///
  /// Returns false, with the solver unchanged, when no variable can be taken over or the
  /// inequality's row does not go in (the equality then takes the ordinary path, which
  /// reports any conflict).
  ///
  /// - Throws: ``LayoutError/internalError(_:)`` only if the stand-in's row, put back, is
  ///   refused.
  func addTakingOver(_ constraint: Constraint, terms: [NodeTerm]) throws(LayoutError) -> Bool {
    guard let takeOver = takeOverCandidate(constraint, terms: terms) else { return false }
    let node = takeOver.node
    let saved = (
      terms: eliminations.terms[node], constant: eliminations.constants[node],
      order: eliminations.orders[node]
    )
    do {
      try tableau.remove(takeOver.stand)
    } catch {
      return false
    }
    eliminations.undefine(constraintID: takeOver.inequality.id)
    eliminations.clearDependents(of: node)
    eliminations.define(
      node, by: constraint, as: takeOver.candidate.terms, constant: takeOver.candidate.constant)
    tableau.counters.mutations += 1
    let inequality = takeOver.inequality
    let expanded = eliminations.expand(
      eliminations.nodeTerms(of: inequality.expression), constant: inequality.expression.constant)
    let variables = eliminations.variables
    let expression = Expression(
      expanded.terms.map { Term(variables[$0.node], $0.coefficient) }, constant: expanded.constant)
    do {
      try addRow(inequality, expanded: expression)
    } catch {
      // The equality and the inequality cannot both hold (or the row would not go in): put
      // the definition back as it was and let the ordinary path report the conflict.
      eliminations.undefine(constraintID: constraint.id)
      eliminations.define(node, by: inequality, as: saved.terms, constant: saved.constant)
      eliminations.orders[node] = saved.order
      do {
        try tableau.add(takeOver.stand)
      } catch {
        // The stand-in's variable is free again (nothing else mentions it): its one-symbol
        // row goes in as it did before.
        throw .internalError("re-adding \(takeOver.stand) after \(constraint) failed: \(error)")
      }
      return false
    }
    eliminations.noteDependent(inequality.id, through: expanded.through)
    takeOvers += 1
    return true
  }

  /// The variable of a required equality that ``addTakingOver(_:terms:)`` can take over:
  /// the first whose definition is a required inequality's stand-in definition that nothing
  /// else depends on (no other definition mentions the variable, no tableau row was expanded
  /// through it), with a coefficient of at least ``stableEliminationFraction`` of the
  /// equality's largest.
  func takeOverCandidate(_ constraint: Constraint, terms: [NodeTerm]) -> TakeOver? {
    guard takesOverStandIns, definesVariables, constraint.priority.isRequired,
      constraint.relation == .equal
    else { return nil }
    let largest = terms.reduce(0.0) { max($0, abs($1.coefficient)) }
    guard largest > 0, largest.isFinite else { return nil }
    for (index, term) in terms.enumerated() {
      let node = term.node
      guard eliminations.isDefinedNode[node],
        abs(term.coefficient) >= stableEliminationFraction * largest,
        eliminations.mentionedBy[node].isEmpty,
        let inequality = eliminations.definingConstraints[node],
        inequality.priority.isRequired, inequality.relation != .equal,
        let stand = standIns[inequality.id], tableau.records.contains(stand.id),
        !eliminations.dependents(of: node).contains(where: { twins.holds($0) })
      else { continue }
      // The stand-in's variable must appear nowhere but in this definition and its row.
      guard let sigma = eliminations.nodeOf[stand.expression.terms[0].variable.id],
        eliminations.mentionCounts[sigma] == 1
      else { continue }
      var rest = terms
      rest.remove(at: index)
      // Defining the variable from the rest must not refer back to it; nothing mentions it,
      // so no definition among the rest reaches it.
      let scale = -1.0 / term.coefficient
      for i in rest.indices { rest[i].coefficient *= scale }
      let candidate = EliminationCandidate(
        node: node, terms: rest, constant: scale * constraint.expression.constant, stand: nil)
      return TakeOver(node: node, inequality: inequality, stand: stand, candidate: candidate)
    }
    return nil
  }
}
