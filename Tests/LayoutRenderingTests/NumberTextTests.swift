import LayoutRendering
import Testing

@Suite struct NumberTextTests {
  static let cases: [(Double, String)] = [
    (0.0, "0"), (-0.0, "0"), (375, "375"), (-12, "-12"), (0.5, "0.5"), (112.5, "112.5"),
    (1.0 / 3, "0.333"), (2.0 / 3, "0.667"), (-1.0 / 3, "-0.333"), (0.1 + 0.2, "0.3"),
    (33.333333333, "33.333"), (0.0004, "0"), (0.0005, "0.001"), (-0.0004, "0"),
    (1_000_000, "1000000"), (1e20, "1e+20"),
  ]

  @Test(arguments: cases)
  func formats(_ value: Double, _ expected: String) {
    #expect(NumberText.format(value) == expected)
  }

  @Test func fewerDecimalsOnRequest() {
    #expect(NumberText.format(1.0 / 3, decimals: 2) == "0.33")
    #expect(NumberText.format(2.5, decimals: 0) == "3")
  }

  @Test func nonFiniteValues() {
    #expect(NumberText.format(.nan) == "nan")
    #expect(NumberText.format(.infinity) == "inf")
    #expect(NumberText.format(-.infinity) == "-inf")
  }
}
