import LayoutCore

extension Tableau {
  /// What ``measureResidual()`` found.
  struct ResidualMeasure {
    /// The largest relative residual over the rows.
    var worst = 0.0
    /// The constraints whose rows miss by more than ``residualLimit`` in the user's units:
    /// relative to the rows they are not drift, but a constraint expanded through
    /// definitions can be far smaller than its row, and only the solver, which holds the
    /// definitions, can tell (``CassowarySolver/expandedResidual()``).
    var suspects: [Int] = []
  }

  /// Whether enough pivots have passed since the rows were last measured against their
  /// constraints (``checkResidual()``) for the optimiser to measure them at an optimum: a
  /// sixteenth of the rows, and at least 16, so that the measure, O(terms), is paid for by
  /// the pivots (in large bulk scenario 20319458 90 pivots took the drift from 7e-12 to 1e-10
  /// and an error at the strong level to 1e-6).
  var residualCheckIsDue: Bool {
    counters.pivots - pivotsAtResidualCheck >= max(16, rows.count / 16)
  }

  /// Whether the pivots since the rows were last measured rewrote more than twice as many
  /// entries as measuring them sums terms (``recordTerms``), so that measuring them again
  /// adds at most half to their work however few they were: four pivots through a chain of
  /// definitions took a required equality from 1e-14 to 5e-9 of its terms. The solver
  /// measures then, at the end of a call (``CassowarySolver/restorePrecisionIfLost()``).
  var residualWorkCheckIsDue: Bool {
    pivotWork &- workAtResidualCheck > 2 &* recordTerms
  }

  /// Measures the rows (``measureResidual()``), sets ``precisionLost`` when they are past
  /// ``residualLimit`` and keeps the suspects for the solver to judge. Returns the measure
  /// (``relativeResidual()``).
  @discardableResult
  mutating func checkResidual() -> Double {
    pivotsAtResidualCheck = counters.pivots
    workAtResidualCheck = pivotWork
    let measure = measureResidual()
    residualSuspects = measure.suspects
    if measure.worst > residualLimit { precisionLost = true }
    return measure.worst
  }

  /// How far the rows have drifted from the constraints they stand for: the largest, over
  /// the constraints in the tableau, of
  /// ``residual(of:expression:suggestion:countingAll:value:)`` relative to its magnitude.
  ///
  /// A fresh tableau holds it near 1e-16; every pivot adds rounding to the rows it rewrites,
  /// and a long run of pivots through fractions can multiply that by many orders of
  /// magnitude. Values then miss the constraints by more than rounding, and the totals of
  /// error the simplex compares no longer rank solutions the way the user's constraints do.
  ///
  /// - Complexity: O(terms of the constraints in the tableau).
  func relativeResidual() -> Double { measureResidual().worst }

  /// ``relativeResidual()`` and the rows that miss by more than ``residualLimit`` in absolute
  /// terms.
  func measureResidual() -> ResidualMeasure {
    var measure = ResidualMeasure()
    for record in records.values {
      let constraint = record.constraint
      let suggestion =
        record.isEdit ? edits[constraint.expression.terms[0].variable.id]?.suggested ?? 0 : 0
      let (residual, magnitude) = self.residual(
        of: record, expression: constraint.expression, suggestion: suggestion, countingAll: false
      ) { value(of: $0) }
      measure.worst = max(measure.worst, abs(residual) / max(1, magnitude))
      if abs(residual) > residualLimit { measure.suspects.append(constraint.id) }
    }
    return measure
  }

  /// The amount by which the values break `record`'s row when its constraint reads
  /// `expression` (its expression times its row scale, plus its slack, error or dummy
  /// symbols), and the size of the numbers summed in it, both in the row's scale.
  ///
  /// - Parameters:
  ///   - suggestion: the suggested value, for an edit variable's constraint.
  ///   - countingAll: whether every term counts; otherwise only those the row was built from
  ///     (`makeRow`), since a residue it left out is no drift.
  ///   - value: the value of a variable.
  @inline(__always)
  func residual(
    of record: ConstraintRecord, expression: Expression, suggestion: Double, countingAll: Bool,
    value: (Variable) -> Double
  ) -> (residual: Double, magnitude: Double) {
    let constant = expression.constant - suggestion
    var sum = constant
    var magnitude = abs(constant)
    for term in expression.terms where countingAll || counts(term.coefficient, scale: record.scale)
    {
      let product = term.coefficient * value(term.variable)
      sum += product
      magnitude += abs(product)
    }
    sum *= record.scale
    magnitude *= record.scale
    let marker = self.value(ofSymbol: record.marker)
    let other = record.other == noSymbol ? 0 : self.value(ofSymbol: record.other)
    switch record.constraint.relation {
    case .lessThanOrEqual:
      sum += marker - other
    case .greaterThanOrEqual:
      sum += other - marker
    case .equal:
      sum += record.other == noSymbol ? marker : other - marker
    }
    return (sum, magnitude)
  }
}

/// The ``Tableau/relativeResidual()`` beyond which the tableau is rebuilt from its
/// constraints: a million times the rounding of one operation in the user's numbers, and
/// still a hundred times below the 1e-8 tolerance within which a value counts as zero.
let residualLimit = 1.0e-10
