import LayoutCore

/// The power of two a constraint's row is multiplied by when it enters the tableau.
///
/// The tableau judges values, reduced costs and feasibility against the absolute ``epsilon``,
/// which suits rows whose numbers are of order 1 or more, as every layout row's are. A row
/// whose coefficients and constant are all tiny (`1e-6 * x == 0`) sits inside that tolerance:
/// any value of `x` would look feasible and its constant could not be told from zero. A row
/// whose numbers are all huge (`1e6 * x + 5e6 <= 0`) brings rounding far above it, so a
/// feasible row can look infeasible. Such rows are multiplied so that their numbers come back
/// near 1: when every non-zero |coefficient| and |constant| is below 2^-10, the largest of
/// them is brought into [1, 2); when every one is 2^10 or more, the smallest is.
///
/// Every other row keeps the user's numbers, scale 1. That includes rows mixing magnitudes,
/// such as `3e8 * x + y - 5 >= 0` (a variable measured in large units): dividing it by its
/// largest coefficient would bring its constant down to 2e-8, within the tolerance, so
/// violations of up to a few units would pass for rounding; and the row's stand-in (see
/// `CassowarySolver.standIn(for:)`), scaled alike, would make the column of its variable far
/// larger than those of the row's small coefficients, which then could not be pivoted on.
///
/// Multiplying a row by a positive factor keeps its solutions and the direction of its
/// relation; a power of two does so exactly, bit for bit.
func rowScale(of expression: Expression) -> Double {
  var largest = 0.0
  var smallest = Double.infinity
  for term in expression.terms where term.coefficient != 0 {
    let magnitude = abs(term.coefficient)
    largest = max(largest, magnitude)
    smallest = min(smallest, magnitude)
  }
  // A row without terms is a constant, and a tiny constant is what rounding left of zero
  // (`3 * x - 39` with `x` defined as `3.9e-5 / 3e-6`): scaled up, it would look like a
  // conflict.
  guard largest > 0 else { return 1 }
  let constant = abs(expression.constant)
  if constant != 0 {
    largest = max(largest, constant)
    smallest = min(smallest, constant)
  }
  if largest < 0x1p-10 { return Double(sign: .plus, exponent: -largest.exponent, significand: 1) }
  if smallest >= 0x1p10 { return Double(sign: .plus, exponent: -smallest.exponent, significand: 1) }
  return 1
}
