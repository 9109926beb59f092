import LayoutCore

extension Tableau {
  /// A move of one constraint's constant through its marker's column
  /// (``shiftConstant(plus:minus:by:)``).
  struct ConstantShift {
    var plus: Symbol
    var minus: Symbol
    var delta: Double
  }

  /// The move of `record`'s constant that takes `residual` (what the values miss its row by,
  /// ``residual(of:expression:suggestion:countingAll:value:)``) to zero, or `nil` for a
  /// basic dummy: its row holds only dummies, so its constraint is implied by the others and
  /// its residual is theirs.
  func refinement(of record: ConstraintRecord, residual: Double) -> ConstantShift? {
    let marker = record.marker
    if symbolKinds[marker] == .dummy && basicSlot[marker] >= 0 { return nil }
    // `shiftConstant` takes a `plus` that stands with -1 in the constraint's equation.
    let sign: Double
    switch record.constraint.relation {
    case .lessThanOrEqual: sign = 1
    case .greaterThanOrEqual: sign = -1
    case .equal: sign = record.other == noSymbol ? 1 : -1
    }
    return ConstantShift(plus: marker, minus: record.other, delta: sign * residual)
  }

  /// One step of iterative refinement: moves each constraint's constant by what the values
  /// miss it by, all measured before any moves, through its marker's column, so that the
  /// basis the pivots chose stays and only the digits they lost come back.
  ///
  /// The rows are sums of sums, and a value carries the rounding of every pivot that rewrote
  /// its row; the constraints behind the rows of an ill-conditioned basis can be thousands
  /// of times smaller than the rows (large bulk scenario 21408863: rows 4.8e-12 off left
  /// required constraints 2e-9 off and a total error of 4.5e-6 at priority 999.5 where there
  /// is none). A marker's column is the basis inverse's column for its constraint, so the
  /// moves together are a Newton step on the constraints, as an LP solver refines its values
  /// against its factorisation. Rows the moves leave negative join ``infeasible``.
  ///
  /// - Complexity: O(1) for a constraint with a basic marker or error symbol, else
  ///   O(rows holding its marker).
  mutating func refineValues(_ shifts: [ConstantShift]) {
    for shift in shifts { shiftConstant(plus: shift.plus, minus: shift.minus, by: shift.delta) }
  }
}

/// The residual, relative to the numbers summed in a constraint, above which
/// ``Tableau/checkResidual()`` refines the values: a few dozen roundings.
let refinementFloor = 1.0e-14
