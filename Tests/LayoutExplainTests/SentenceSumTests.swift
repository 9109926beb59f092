import Foundation
import Testing

@testable import LayoutExplain

/// Every sentence written as a sum adds up: read back from the text alone, its addends
/// (sign, factor, number) give the total it states, in every stored real log.
@Suite struct SentenceSumTests {
  /// The addends and total of `Q = a (…) + b × c (…) − d (…) = total pt, but …`, nil when
  /// the sentence is not a sum.
  static func readSum(_ sentence: String) -> (addends: [Double], total: Double)? {
    guard let equals = sentence.range(of: " = ") else { return nil }
    var rest = Substring(sentence[equals.upperBound...])
    var addends: [Double] = []
    func number(_ text: Substring) -> Double? {
      Double(text.replacingOccurrences(of: "−", with: "-").trimmingCharacters(in: ["(", ")"]))
    }
    func take(_ prefix: String) -> Bool {
      guard rest.hasPrefix(prefix) else { return false }
      rest = rest.dropFirst(prefix.count)
      return true
    }
    func takeNumber() -> Double? {
      let end = rest.firstIndex(of: " ") ?? rest.endIndex
      defer { rest = rest[end...] }
      return number(rest[..<end])
    }
    while true {
      var sign = 1.0
      if take("+ ") { sign = 1 } else if take("− ") { sign = -1 }
      _ = take("at least ") || take("at most ")
      guard var value = takeNumber() else { return nil }
      if take(" × ") {
        _ = take("at least ") || take("at most ")
        guard let factored = takeNumber() else { return nil }
        value *= factored
      }
      guard take(" (") else { return nil }
      var depth = 1
      while depth > 0, let character = rest.first {
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        rest = rest.dropFirst()
      }
      addends.append(sign * value)
      if take(" = ") {
        _ = take("at least ") || take("at most ")
        guard let total = takeNumber(), take(" pt") else { return nil }
        return (addends, total)
      }
      guard take(" ") else { return nil }
    }
  }

  @Test(arguments: try RealLog.allNames())
  func sumsAddUp(name: String) throws {
    let text = try RealLog.named(name).text
    guard let explanation = try? Explainer.explain(log: text, fileName: name) else { return }
    for conflict in explanation.conflicts where conflict.summary.contains(" = ") {
      let sum = try #require(Self.readSum(conflict.summary), "\(conflict.summary)")
      let added = sum.addends.reduce(0, +)
      #expect(abs(added - sum.total) < 0.01, "\(conflict.summary)")
    }
  }

  @Test func readsSignsFactorsAndBounds() throws {
    let sum = try #require(
      Self.readSum(
        "Q.width = 320 (a.width) − 8 (b − c) + 0.5 × 32 (d) + at least 0 (e) − 0.5 × (−10) (f "
          + "(g)) = at least 333 pt, but x makes it 1 pt."))
    #expect(sum.addends == [320, -8, 16, 0, 5])
    #expect(sum.total == 333)
  }
}
