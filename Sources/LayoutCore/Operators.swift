// Arithmetic and comparison operators that build expressions and constraints, as kiwi's
// Python and C++ front ends offer: `solver.add(x + 2 * y == 10)`.

/// Anything that can stand on one side of a constraint.
public protocol ExpressionConvertible {
  /// The value as an expression.
  var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
  public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
  public var expression: Expression { Expression([self]) }
}

extension Expression: ExpressionConvertible {
  public var expression: Expression { self }
}

extension Double: ExpressionConvertible {
  public var expression: Expression { Expression(constant: self) }
}

extension Int: ExpressionConvertible {
  public var expression: Expression { Expression(constant: Double(self)) }
}

public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
  let a = lhs.expression
  let b = rhs.expression
  return Expression(a.terms + b.terms, constant: a.constant + b.constant)
}

public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
  lhs + (-1.0 * rhs.expression)
}

public prefix func - (operand: some ExpressionConvertible) -> Expression {
  -1.0 * operand.expression
}

public func * (lhs: Double, rhs: some ExpressionConvertible) -> Expression {
  let e = rhs.expression
  return Expression(
    e.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: e.constant * lhs)
}

public func * (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
  rhs * lhs
}

public func / (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
  (1.0 / rhs) * lhs
}

/// `lhs == rhs` as a required constraint `lhs - rhs == 0`.
public func == (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// `lhs <= rhs` as a required constraint `lhs - rhs <= 0`.
public func <= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// `lhs >= rhs` as a required constraint `lhs - rhs >= 0`.
public func >= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
