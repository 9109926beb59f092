/// A linear expression: a sum of terms plus a constant.
///
/// Terms may repeat a variable; solvers add the coefficients together. Use ``reduced()`` to
/// merge them explicitly.
public struct Expression: Sendable, CustomStringConvertible {
  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant added to the terms.
  public var constant: Double

  /// Makes `terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Makes the expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Makes the constant expression.
  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// Whether every coefficient and the constant are finite.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The same expression with repeated variables merged (first occurrence order kept) and
  /// zero coefficients dropped.
  ///
  /// - Complexity: O(n) expected, where n is the number of terms.
  public func reduced() -> Expression {
    if terms.count <= 8 {
      // Small expressions (almost all of them) merge without hashing.
      var merged: [Term] = []
      merged.reserveCapacity(terms.count)
      for term in terms {
        if let i = merged.firstIndex(where: { $0.variable == term.variable }) {
          merged[i].coefficient += term.coefficient
        } else {
          merged.append(term)
        }
      }
      return Expression(merged.filter { $0.coefficient != 0 }, constant: constant)
    }
    var order: [Variable] = []
    var sums: [Variable: Double] = [:]
    for term in terms {
      if let current = sums[term.variable] {
        sums[term.variable] = current + term.coefficient
      } else {
        sums[term.variable] = term.coefficient
        order.append(term.variable)
      }
    }
    let merged = order.compactMap { v -> Term? in
      let c = sums[v]!
      return c == 0 ? nil : Term(v, c)
    }
    return Expression(merged, constant: constant)
  }

  /// Whether ``reduced()`` would return the expression unchanged: no variable repeats and no
  /// coefficient is zero. Checked without allocating for short expressions, so callers that
  /// reduce every row of a conflict can skip the copy; longer ones answer false.
  package var isReduced: Bool {
    guard terms.count <= 8 else { return false }
    for (index, term) in terms.enumerated() {
      if term.coefficient == 0 { return false }
      for other in terms[(index + 1)...] where other.variable == term.variable { return false }
    }
    return true
  }

  /// The value of the expression for the given variable values.
  public func value(_ valueOf: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
  }

  public var description: String {
    var parts: [String] = []
    for (index, term) in terms.enumerated() {
      let magnitude = abs(term.coefficient)
      let body =
        magnitude == 1 ? term.variable.description : "\(formatNumber(magnitude)) * \(term.variable)"
      if index == 0 {
        parts.append(term.coefficient < 0 ? "-" + body : body)
      } else {
        parts.append(term.coefficient < 0 ? "- " + body : "+ " + body)
      }
    }
    if constant != 0 || parts.isEmpty {
      if parts.isEmpty {
        parts.append(formatNumber(constant))
      } else {
        parts.append(constant < 0 ? "- \(formatNumber(-constant))" : "+ \(formatNumber(constant))")
      }
    }
    return parts.joined(separator: " ")
  }
}

/// Formats a number the way layout output shows it: integers without a fraction, others with
/// up to six significant decimals and no trailing zeros.
package func formatNumber(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value < 0 ? "-inf" : "inf" }
  if value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  var text = String(value)
  if text.contains("e") { return text }
  let rounded = (value * 1e6).rounded() / 1e6
  // A value within half a millionth of an integer (a solver's rounding) prints as that integer.
  if rounded == rounded.rounded() { return String(Int64(rounded)) }
  return String(rounded)
}
