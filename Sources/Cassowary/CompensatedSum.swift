/// A sum that keeps what rounding took from it beside it, so that terms which cancel leave
/// their result about as accurate as a single rounding (Knuth's two-sum for each addition, a
/// fused multiply-add for the rounding of each product).
///
/// A constraint expanded through a chain of definitions and then through the rows of its
/// basic stand-ins sums terms in the thousands that cancel to numbers near 1: plain sums left
/// them off by 1e-12, pivots carried that into every row, and a required equality ended
/// 1.1e-6 off, in a fresh tableau too (fuzz finding
/// `cassowary-expansion-cancellation-leaves-strong-residue.bin`).
struct CompensatedSum {
  /// The plain sum.
  private(set) var value: Double
  /// What rounding took from `value`.
  private(set) var error = 0.0

  init(_ value: Double = 0) { self.value = value }

  /// A sum of one term: `product`, the rounded `a * b`, and the rounding of that product.
  @inline(__always)
  init(_ product: Double, roundedFrom a: Double, _ b: Double) {
    value = product
    error = (-product).addingProduct(a, b)
  }

  /// The sum with what rounding took added back.
  var total: Double { value + error }

  /// Adds `term`.
  @inline(__always)
  mutating func add(_ term: Double) {
    let sum = value + term
    let part = sum - value
    error += (value - (sum - part)) + (term - part)
    value = sum
  }

  /// Adds `product`, the rounded `a * b`, and the rounding of that product.
  @inline(__always)
  mutating func add(_ product: Double, roundedFrom a: Double, _ b: Double) {
    error += (-product).addingProduct(a, b)
    add(product)
  }
}
