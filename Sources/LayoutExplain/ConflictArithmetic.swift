import LayoutCore
import LayoutGeometry

/// A conflict written as a sum a developer can check: the quantity one member (the
/// *limit*) sets, computed from what the other members set.
///
/// A minimal conflicting set of linear constraints has one linear combination of its
/// members in which every unknown cancels (Farkas' lemma). Solved for the limit, it writes
/// the limit's quantity (`contentView.height`, `a.leading − b.trailing`) as a sum of the
/// other members' quantities, each times a coefficient: the constants they set (signs
/// kept), the margins their attributes are inset by, and the non-negative sizes that take
/// part. Evaluated, the sum gives the value the others force, which the limit contradicts:
/// `contentView.height = 0 (view.top − contentView.top) + 100 (view.height) + 0
/// (contentView.bottom − view.bottom) = 100 pt, but … makes it 44 pt`.
struct ConflictArithmetic {
  /// One addend of the sum.
  struct Term {
    /// What the addend is the value of: a member (by index) or a view's size.
    enum Subject {
      case member(Int)
      case size(view: Int, axis: LayoutAxis)
      /// The margin the attribute of a view is inset by (8 pt, inwards).
      case margin(view: Int, attribute: LayoutAttribute)
    }

    let subject: Subject
    /// The factor of the member's quantity in the sum.
    let coefficient: Double
    /// The value the member sets for its quantity (its constant; 0 for a size; the inset
    /// for a margin).
    let constant: Double
    /// Whether the addend is exact, a lower bound or an upper bound once multiplied.
    let bound: Relation

    /// The addend's value: coefficient × constant.
    var value: Double { coefficient * constant }
  }

  /// The member whose quantity the sum computes.
  let limit: Int
  /// The addends, in log order, sizes after the first member that mentions their view,
  /// margins after the member whose attribute has them.
  let terms: [Term]

  /// The sum's value.
  var total: Double { terms.reduce(0) { $0 + $1.value } }

  /// Whether the sum is exact or bounds the quantity from below or above.
  var relation: Relation {
    if terms.contains(where: { $0.bound == .greaterThanOrEqual }) { return .greaterThanOrEqual }
    if terms.contains(where: { $0.bound == .lessThanOrEqual }) { return .lessThanOrEqual }
    return .equal
  }

  /// Whether every addend that is not zero has a coefficient of at most 1 in size: a sum
  /// with no quantity scaled up, easier to read (`0.5 × 32` rather than `2 × 39`).
  var isPlain: Bool {
    terms.allSatisfy { abs($0.value) < Self.tolerance || abs($0.coefficient) <= 1 + Self.tolerance }
  }

  /// Whether every addend that is not zero has a coefficient of 1 or −1: a plain chain,
  /// the easiest to read.
  var isChain: Bool {
    terms.allSatisfy {
      abs($0.value) < Self.tolerance || abs(abs($0.coefficient) - 1) < Self.tolerance
    }
  }

  static let tolerance = 1e-7

  /// The sum for `limit`, nil when the other members and the sizes cannot express its
  /// quantity, or when the value they give does not contradict the limit.
  init?(
    system: RebuiltSystem, members: [Int], implicit: [(view: Int, axis: LayoutAxis)], limit: Int
  ) {
    var rows: [(subject: Term.Subject, expression: Expression, constant: Double, Relation)] = []
    for member in members where member != limit {
      let constraint = system.constraints[member]
      rows.append(
        (.member(member), system.quantity(member), constraint.constant, constraint.relation))
    }
    for (view, axis) in implicit {
      rows.append(
        (
          .size(view: view, axis: axis), Expression(system.views[view].size(axis)), 0,
          .greaterThanOrEqual
        ))
    }
    let target = system.quantity(limit)
    guard
      let coefficients = Self.solve(
        rows.map { Self.coefficients(of: $0.expression) },
        target: Self.coefficients(of: target))
    else { return nil }
    var terms: [Term] = []
    var sizes: [Term] = []
    for (row, coefficient) in zip(rows, coefficients) {
      let (subject, _, constant, relation) = row
      guard abs(coefficient) > Self.tolerance else { continue }
      let bound: Relation
      switch relation {
      case .equal: bound = .equal
      case .greaterThanOrEqual: bound = coefficient > 0 ? .greaterThanOrEqual : .lessThanOrEqual
      case .lessThanOrEqual: bound = coefficient > 0 ? .lessThanOrEqual : .greaterThanOrEqual
      }
      let term = Term(subject: subject, coefficient: coefficient, constant: constant, bound: bound)
      if case .member(let member) = subject {
        terms.append(term)
        // The quantity counts the member's margins; taking them out leaves the constant.
        terms += Self.margins(of: member, in: system, coefficient: -coefficient)
      } else {
        sizes.append(term)
      }
    }
    // Each size goes after the first member that mentions its view, so a chain reads in
    // order: `4 (indicator.leading − view.leading) + at least 0 (indicator.width) + 5 …`.
    for size in sizes {
      guard case .size(let view, _) = size.subject else { continue }
      let position = terms.firstIndex { term in
        guard case .member(let member) = term.subject else { return false }
        let (first, second) = system.itemViews[member]
        return first == view || second == view
      }
      terms.insert(size, at: position.map { $0 + 1 } ?? terms.count)
    }
    // The limit's own margins are part of the quantity it sets (`trailingMargin − …`).
    terms += Self.margins(of: limit, in: system, coefficient: 1)
    self.limit = limit
    self.terms = terms
    guard contradicts(system.constraints[limit]) else { return nil }
  }

  /// Whether the value the sum gives cannot meet what the limit sets.
  func contradicts(_ limit: LogConstraint) -> Bool {
    let total = total
    let demand = limit.constant
    // The sentence shows four decimals: a smaller gap would read as no contradiction.
    let gap = 1e-4
    switch (relation, limit.relation) {
    case (.equal, .equal): return abs(total - demand) > gap
    case (.equal, .greaterThanOrEqual): return total < demand - gap
    case (.equal, .lessThanOrEqual): return total > demand + gap
    case (.greaterThanOrEqual, .greaterThanOrEqual): return false
    case (.greaterThanOrEqual, _): return demand < total - gap
    case (.lessThanOrEqual, .lessThanOrEqual): return false
    case (.lessThanOrEqual, _): return demand > total + gap
    }
  }

  /// The margin addends of a member's quantity, `first − m × second`, times `coefficient`.
  static func margins(of member: Int, in system: RebuiltSystem, coefficient: Double) -> [Term] {
    let constraint = system.constraints[member]
    let (first, second) = system.itemViews[member]
    var result: [Term] = []
    var parts = [(first, constraint.firstAttribute, 1.0)]
    if let second, let attribute = constraint.secondAttribute {
      parts.append((second, attribute, -constraint.multiplier))
    }
    for (view, attribute, factor) in parts {
      guard let inset = attribute.placement?.inset, inset != 0 else { continue }
      result.append(
        Term(
          subject: .margin(view: view, attribute: attribute), coefficient: coefficient * factor,
          constant: inset, bound: .equal))
    }
    return result
  }

  /// An expression's coefficients by variable id.
  static func coefficients(of expression: Expression) -> [Int: Double] {
    var result: [Int: Double] = [:]
    for term in expression.terms { result[term.variable.id, default: 0] += term.coefficient }
    return result
  }

  /// Coefficients x with Σ xᵢ · columns[i] = target, by Gauss–Jordan elimination with
  /// partial pivoting; nil when the target is not in the columns' span.
  static func solve(_ columns: [[Int: Double]], target: [Int: Double]) -> [Double]? {
    let keys = Set(columns.flatMap(\.keys)).union(target.keys).sorted()
    let count = columns.count
    var matrix = keys.map { key in columns.map { $0[key] ?? 0 } + [target[key] ?? 0] }
    var pivots: [Int] = []
    var row = 0
    for column in 0..<count where row < matrix.count {
      guard
        let pivot = (row..<matrix.count).max(by: {
          abs(matrix[$0][column]) < abs(matrix[$1][column])
        }), abs(matrix[pivot][column]) > 1e-9
      else { continue }
      matrix.swapAt(row, pivot)
      let scale = matrix[row][column]
      for index in column...count { matrix[row][index] /= scale }
      for other in matrix.indices where other != row {
        let factor = matrix[other][column]
        guard factor != 0 else { continue }
        for index in column...count { matrix[other][index] -= factor * matrix[row][index] }
      }
      pivots.append(column)
      row += 1
    }
    guard matrix[row...].allSatisfy({ abs($0[count]) < 1e-6 }) else { return nil }
    var solution = [Double](repeating: 0, count: count)
    for (index, column) in pivots.enumerated() { solution[column] = matrix[index][count] }
    // The elimination's answer is checked against the original columns.
    for key in keys {
      let sum = zip(columns, solution).reduce(0) { $0 + ($1.0[key] ?? 0) * $1.1 }
      guard abs(sum - (target[key] ?? 0)) < 1e-6 else { return nil }
    }
    return solution
  }
}
