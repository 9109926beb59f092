import LayoutCore

extension CassowarySolver {
  /// How far the values break the user's constraints behind the rows that the last measure
  /// of the tableau (``Tableau/checkResidual()``) found off by more than ``residualLimit``
  /// in absolute terms: the largest residual relative to the numbers summed in the
  /// constraint as the user wrote it, its defined variables valued through their definitions.
  /// Clears those suspects.
  ///
  /// The tableau measures a row relative to the constraint as expanded through the
  /// definitions, which can hold stand-ins whose values are thousands of times those of the
  /// user's constraint. A variable defined through them comes out of a cancellation, so a
  /// drift the rows hold at 2e-11 of their own magnitude was 4.6e-9 of a required equality
  /// `30 * x0 + 112 == 0` (1.04e-6 off). Only rows off by more than the limit in absolute
  /// terms can be off by more than it relative to any constraint, so a sound tableau has no
  /// suspects and this costs nothing.
  ///
  /// - Complexity: O(terms of the suspects' constraints and of the definitions they use).
  func expandedResidual() -> Double {
    let suspects = tableau.residualSuspects
    guard !suspects.isEmpty else { return 0 }
    tableau.residualSuspects = []
    var constraints: [(Tableau.ConstraintRecord, Constraint)] = []
    var definedIDs: [Int] = []
    for id in suspects {
      guard let record = tableau.records[id], let original = originals[id]?.constraint else {
        continue
      }
      // A constraint that mentions no defined variable is its row, measured already.
      let count = definedIDs.count
      for term in original.expression.terms where eliminations.isDefined(term.variable) {
        definedIDs.append(term.variable.id)
      }
      if definedIDs.count > count { constraints.append((record, original)) }
    }
    let defined = eliminations.values(of: definedIDs, base: baseValue)
    var worst = 0.0
    for (record, original) in constraints {
      let (residual, magnitude) = tableau.residual(
        of: record, expression: original.expression, suggestion: 0, countingAll: true
      ) { defined[$0.id] ?? baseValue($0.id) }
      worst = max(worst, abs(residual) / max(1, magnitude))
    }
    return worst
  }
}
