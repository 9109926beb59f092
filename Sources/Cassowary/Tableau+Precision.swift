extension Tableau {
  /// Whether enough pivots have passed since the rows were last measured against their
  /// constraints (``checkResidual()``): a sixteenth of the rows, and at least 16, so that
  /// the measurement, O(terms), is paid for by the pivots (in large bulk scenario 20319458
  /// 90 pivots took the drift from 7e-12 to 1e-10 and an error at the strong level to 1e-6).
  var residualCheckIsDue: Bool {
    counters.pivots - pivotsAtResidualCheck >= max(16, rows.count / 16)
  }

  /// Measures ``relativeResidual()`` and sets ``precisionLost`` when it is past
  /// ``residualLimit``.
  mutating func checkResidual() {
    pivotsAtResidualCheck = counters.pivots
    if relativeResidual() > residualLimit { precisionLost = true }
  }

  /// How far the rows have drifted from the constraints they stand for: the largest, over
  /// the constraints in the tableau, of the amount by which the current values break the
  /// constraint's own row (its expression times its row scale, plus its slack, error or dummy
  /// symbols), relative to the size of the numbers summed in it.
  ///
  /// A fresh tableau holds it near 1e-16; every pivot adds rounding to the rows it rewrites,
  /// and a long run of pivots through fractions can multiply that by many orders of
  /// magnitude. Values then miss the constraints by more than rounding, and the totals of
  /// error the simplex compares no longer rank solutions the way the user's constraints do.
  ///
  /// - Complexity: O(terms of the constraints in the tableau).
  func relativeResidual() -> Double {
    // Looked up once per record: an IDMap answers the many misses without hashing.
    var suggestions = IDMap<Double>()
    for edit in edits.values { suggestions[edit.constraint.id] = edit.suggested }
    var worst = 0.0
    for record in records.values {
      let constraint = record.constraint
      let constant = constraint.expression.constant - (suggestions[constraint.id] ?? 0)
      var sum = constant
      var magnitude = abs(constant)
      // The terms the row was built from (`makeRow`): a residue it left out is no drift.
      for term in constraint.expression.terms where counts(term.coefficient, scale: record.scale) {
        let product = term.coefficient * value(of: term.variable)
        sum += product
        magnitude += abs(product)
      }
      sum *= record.scale
      magnitude *= record.scale
      let marker = value(ofSymbol: record.marker)
      let other = record.other == noSymbol ? 0 : value(ofSymbol: record.other)
      switch constraint.relation {
      case .lessThanOrEqual:
        sum += marker - other
      case .greaterThanOrEqual:
        sum += other - marker
      case .equal:
        sum += record.other == noSymbol ? marker : other - marker
      }
      worst = max(worst, abs(sum) / max(1, magnitude))
    }
    return worst
  }
}

/// The ``Tableau/relativeResidual()`` beyond which the tableau is rebuilt from its
/// constraints: a million times the rounding of one operation in the user's numbers, and
/// still a hundred times below the 1e-8 tolerance within which a value counts as zero.
let residualLimit = 1.0e-10
