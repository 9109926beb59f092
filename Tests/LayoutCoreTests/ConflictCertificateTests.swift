import Testing

@testable import LayoutCore

/// The certificate proves a conflict only with multipliers that really combine the rows into
/// a contradiction, and only when the rows before the last are independent.
@Suite struct ConflictCertificateTests {
  /// `Σ multiplier · expression` as coefficients by variable id and a constant.
  func combination(_ constraints: [Constraint], _ multipliers: [Double]) -> ([Int: Double], Double)
  {
    var coefficients: [Int: Double] = [:]
    var constant = 0.0
    for (constraint, multiplier) in zip(constraints, multipliers) {
      for term in constraint.expression.terms {
        coefficients[term.variable.id, default: 0] += multiplier * term.coefficient
      }
      constant += multiplier * constraint.expression.constant
    }
    return (coefficients, constant)
  }

  /// Edges from 0 with links of 100 against `e3 == 250`: every row takes part, the
  /// variables cancel, the constant is negative.
  @Test func chainCombinesIntoAContradiction() throws {
    let e = (0...3).map { Variable("e\($0)") }
    let rows = [e[0] == 0] + (0..<3).map { e[$0 + 1] - e[$0] == 100 } + [e[3] == 250]
    let certificate = try #require(ConflictCertificate(rows))
    #expect(certificate.members == [0, 1, 2, 3, 4])
    let (coefficients, constant) = combination(rows, certificate.multipliers)
    #expect(coefficients.values.allSatisfy { $0 == 0 })
    #expect(constant == -50)
  }

  /// Inequalities take multipliers of their sign: `x >= 5`, `y >= x + 1` against `y <= 3`.
  @Test func inequalitiesTakeTheirSign() throws {
    let x = Variable("x")
    let y = Variable("y")
    let rows = [x >= 5, y >= x + 1, y <= 3]
    let certificate = try #require(ConflictCertificate(rows))
    #expect(certificate.multipliers[0] > 0)
    #expect(certificate.multipliers[1] > 0)
    #expect(certificate.multipliers[2] < 0)
    let (coefficients, constant) = combination(rows, certificate.multipliers)
    #expect(coefficients.values.allSatisfy { $0 == 0 })
    #expect(constant < 0)
  }

  /// A row the contradiction does not need gets a zero multiplier and is left out:
  /// `a == 0` beside `b - a == 10` and `c - b == 10` against `c - a == 30` (the offset
  /// cancels).
  @Test func unneededRowIsLeftOut() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let rows = [a == 0, b - a == 10, c - b == 10, c - a == 30]
    let certificate = try #require(ConflictCertificate(rows))
    #expect(certificate.members == [1, 2, 3])
  }

  /// Nothing is proven for rows that hold together, for a contradiction of the wrong sign on
  /// an inequality, or for rows with two independent ways to conflict (`x == 1`, `x == 2`
  /// against `x == 3`).
  @Test func provesNothingElse() {
    let x = Variable("x")
    let y = Variable("y")
    #expect(ConflictCertificate([x == 1, y == x + 1, y == 2]) == nil)
    #expect(ConflictCertificate([x >= 5, x >= 3]) == nil)
    #expect(ConflictCertificate([x == 1, x == 2, x == 3]) == nil)
    #expect(ConflictCertificate([]) == nil)
  }

  /// A member is implied by a later one with the same left side up to a factor, never by an
  /// earlier one; the last constraint implies but is never implied.
  @Test func impliedMembers() {
    let w = Variable("w")
    let v = Variable("v")
    let flags = ImpliedMembers.flags([
      w >= 0, 2 * w == 200, w + v >= 0, w <= 300, -w >= -150, w == 100, w >= 100,
    ])
    #expect(flags == [true, true, false, true, true, false, false])
  }

  /// Sides of several variables: one only its own is never implied, a repeated variable that
  /// cancels (`w + v + u - u`) leaves the side of `w + v`, and the side is the same in any
  /// order and scale of its terms.
  @Test func impliedMembersOverSeveralVariables() {
    let w = Variable("w")
    let v = Variable("v")
    let u = Variable("u")
    let flags = ImpliedMembers.flags([
      w + v >= 10, w - v >= 0, w + v + u - u >= 20, u + w >= 0, 2 * v + 2 * w == 50,
      w + u <= 5,
    ])
    #expect(flags == [true, false, true, false, false, false])
  }
}
