import LayoutSupport

extension OrderedJSON.Style {
  /// Command reports: two-space indentation, arrays of scalars on one line, numbers to three
  /// decimals.
  static let report = OrderedJSON.Style(
    indentWidth: 2, inlineArrayLimit: .max, number: OrderedJSON.reportNumber)
}

extension OrderedJSON {
  /// The document as command reports print it, `indent` spaces deep (a multiple of two).
  func rendered(indent: Int = 0) -> String { rendered(.report, level: indent / 2) }

  /// Integers without a fraction, others with up to three decimals.
  @Sendable static func reportNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    var text = String((value * 1000).rounded() / 1000)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
