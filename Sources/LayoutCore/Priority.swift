/// An Auto Layout priority: a number in 1...1000 where 1000 means required.
///
/// Priorities are exact and lexicographic: a constraint of higher priority is satisfied as well
/// as it can be before any lower one is considered, and no amount of error at lower priorities
/// is traded for error at a higher one. Fractional values are distinct levels (UIStackView uses
/// 999.5). kiwi's named strengths are offered on the same scale: ``strong`` sits above every
/// numeric priority below 1000 and below required, ``medium`` is 600, and ``weak`` sits below
/// every numeric priority.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The position of this priority on the scale; larger is stronger.
  public let value: Double

  private init(unchecked value: Double) {
    self.value = value
  }

  /// Makes a priority from a number in 1...1000.
  ///
  /// - Throws: ``LayoutError/invalidPriority(_:)`` when `value` is not a finite number in 1...1000.
  ///
  /// Note that `Priority(750)` with a literal argument is a literal conversion (checked by a
  /// precondition); use this initializer with computed values or ``init(validating:)``.
  public init(_ value: Double) throws(LayoutError) {
    try self.init(validating: value)
  }

  /// Makes a priority from a number in 1...1000, whether or not it is a literal.
  ///
  /// - Throws: ``LayoutError/invalidPriority(_:)`` when `value` is not a finite number in 1...1000.
  public init(validating value: Double) throws(LayoutError) {
    guard value.isFinite, value >= 1, value <= 1000 else { throw .invalidPriority(value) }
    self.value = value
  }

  /// Required (1000): must hold; a conflict is an error.
  public static let required = Priority(unchecked: 1000)
  /// UIKit's `defaultHigh` (750), also the default compression resistance.
  public static let defaultHigh = Priority(unchecked: 750)
  /// UIKit's `defaultLow` (250), also the default content hugging.
  public static let defaultLow = Priority(unchecked: 250)
  /// UIKit's `dragThatCanResizeScene` (510).
  public static let dragThatCanResizeScene = Priority(unchecked: 510)
  /// UIKit's `fittingSizeLevel` (50).
  public static let fittingSizeLevel = Priority(unchecked: 50)
  /// kiwi's strong: above every numeric priority below 1000, below required.
  public static let strong = Priority(unchecked: Double(1000).nextDown)
  /// kiwi's medium, placed at 600.
  public static let medium = Priority(unchecked: 600)
  /// kiwi's weak: below every numeric priority.
  public static let weak = Priority(unchecked: Double(1).nextDown)

  /// Whether this is the required priority.
  public var isRequired: Bool { value >= 1000 }

  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

  public var description: String {
    switch self {
    case .strong: return "strong"
    case .weak: return "weak"
    default: return formatNumber(value)
    }
  }
}

extension Priority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// A literal priority; a literal outside 1...1000 is a programming error.
  public init(integerLiteral value: Int) {
    self.init(floatLiteral: Double(value))
  }

  /// A literal priority; a literal outside 1...1000 is a programming error.
  public init(floatLiteral value: Double) {
    precondition(value >= 1 && value <= 1000, "priority literal \(value) is outside 1...1000")
    self.value = value
  }
}
