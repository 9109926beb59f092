import LayoutCore
import Testing

@Suite struct ModelTests {
  @Test func operatorsBuildExpressions() {
    let x = Variable("x")
    let y = Variable("y")
    let e = 2 * x + y - 5
    #expect(e.description == "2 * x + y - 5")
    #expect((x - y).description == "x - y")
    #expect((-x + 3).description == "-x + 3")
    let c = x + 10 <= y
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.description == "x - y + 10 <= 0")
    #expect(c.withPriority(250).description == "x - y + 10 <= 0 @250")
  }

  @Test func reducedMergesRepeatedVariables() {
    let x = Variable("x")
    let y = Variable("y")
    let e = (x + y + 2 * x - y + 1).reduced()
    #expect(e.terms.count == 1)
    #expect(e.terms[0].coefficient == 3)
    #expect(e.constant == 1)
  }

  @Test func constraintsHaveIdentity() {
    let x = Variable("x")
    let a = x == 1
    let b = x == 1
    #expect(a != b)
    #expect(a == a)
  }

  @Test func violationMeasuresError() {
    let x = Variable("x")
    let values: (Variable) -> Double = { _ in 5 }
    #expect((x <= 3).violation(values) == 2)
    #expect((x >= 3).violation(values) == 0)
    #expect((x == 8).violation(values) == 3)
  }

  @Test func formatsNumbers() {
    #expect(formatNumber(3) == "3")
    #expect(formatNumber(-2.5) == "-2.5")
    #expect(formatNumber(1.0 / 3.0) == "0.333333")
    #expect(formatNumber(.nan) == "nan")
  }

  /// A solver's rounding next to an integer prints as the integer, so a re-solved layout's text
  /// equals a fresh one's (`- 16`, never `- 16.0`).
  @Test func valuesNextToAnIntegerPrintAsIt() {
    #expect(formatNumber(16 + 1e-9) == "16")
    #expect(formatNumber(16 - 4e-7) == "16")
    #expect(formatNumber(-128 + 1e-10) == "-128")
    #expect(formatNumber(16 + 6e-7) == "16.000001")
  }
}
