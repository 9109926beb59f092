import LayoutCore

/// One side of a generated constraint: terms plus a constant.
struct WorkloadSide {
  var terms: [(Double, Variable)]
  var constant: Double

  /// `Σ terms + constant`.
  init(_ terms: [(Double, Variable)] = [], _ constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// `variable + constant`.
  init(_ variable: Variable, _ constant: Double = 0) {
    self.init([(1, variable)], constant)
  }

  /// The constant alone.
  init(_ constant: Double) {
    self.init([], constant)
  }
}
