import Testing

@testable import Cassowary

/// Sums that keep what rounding took from them.
@Suite struct CompensatedSumTests {
  @Test func cancellingTermsKeepTheirSmallResult() {
    let terms = [1e16, 1.0, -1e16]
    #expect(terms.reduce(0, +) == 0)
    var sum = CompensatedSum()
    for term in terms { sum.add(term) }
    #expect(sum.total == 1)
  }

  @Test func aProductsRoundingIsKept() {
    // (1 + 2^-30)(1 - 2^-30) = 1 - 2^-60, which rounds to 1.
    let (a, b) = (1 + 0x1p-30, 1 - 0x1p-30)
    #expect(a * b == 1)
    var sum = CompensatedSum()
    sum.add(a * b, roundedFrom: a, b)
    sum.add(-1)
    #expect(sum.total == -0x1p-60)
  }

  @Test func startsFromItsInitialValue() {
    var sum = CompensatedSum(0.5)
    sum.add(0.25)
    #expect(sum.total == 0.75)
    #expect(sum.value == 0.75)
  }
}
