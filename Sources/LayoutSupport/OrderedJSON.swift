/// A JSON document whose objects keep their keys in the order written, so reports, catalog
/// listings and renderings are stable and read in a meaningful order (name before frame)
/// without Foundation's `JSONEncoder`, which on Linux sorts keys or emits them in hash order.
/// Each writer picks its layout with a ``Style``.
package indirect enum OrderedJSON: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([OrderedJSON])
  case object([(key: String, value: OrderedJSON)])

  /// A string, or `null` for `nil`.
  package static func optional(_ text: String?) -> OrderedJSON {
    text.map { .string($0) } ?? .null
  }

  /// An optional string, `null` when absent.
  package static func string(_ text: String?) -> OrderedJSON { optional(text) }

  /// Structural equality; objects are equal when their keys and values match in order.
  package static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// Whether the value is neither an array nor an object.
  var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }
}
