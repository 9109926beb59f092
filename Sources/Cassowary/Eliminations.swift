import LayoutCore

/// Required equalities solved for a variable before they reach the tableau.
///
/// A required equality that mentions a variable the tableau does not use yet is kept as a
/// definition `variable := expression` instead of a row with a dummy marker. Dummy columns
/// are what make chains of equalities (`next.left == previous.right + 8`) fill the tableau
/// quadratically: every position ends up depending on every marker. Definitions form a DAG
/// (a definition may mention variables defined later), constraints entering the tableau are
/// expanded through it, and values of defined variables are computed from it on demand.
struct Eliminations {
  /// A definition and the equality it came from.
  struct Definition {
    var constraint: Constraint
    var variable: Variable
    /// The variable's value as an expression over other variables (defined or not).
    var expression: Expression
    var order: Int
  }

  /// Definitions by the defined variable's id.
  var definitions: [Int: Definition] = [:]
  /// The defined variable's id by the equality's constraint id.
  var definedBy: [Int: Int] = [:]
  /// For each defined variable, the tableau constraints whose expansion went through it.
  var dependents: [Int: [Int]] = [:]
  /// Variables mentioned by definitions, by id, with how many definitions mention them.
  var mentions: [Int: Int] = [:]
  var variablesByID: [Int: Variable] = [:]
  var nextOrder = 0
  /// Bumped on every define and undefine, so cached evaluation plans know they are stale.
  var version = 0

  /// Whether the variable is defined by an eliminated equality.
  func isDefined(_ variable: Variable) -> Bool {
    definitions[variable.id] != nil
  }

  /// The equality constraints kept as definitions, in the order they were added.
  var constraints: [Constraint] {
    definitions.values.sorted { $0.order < $1.order }.map(\.constraint)
  }

  /// Expands `expression` through the definitions into one over undefined variables, and
  /// lists the defined variables it went through.
  ///
  /// Each reachable definition is expanded once: the walk orders them so that every
  /// definition is visited after all the definitions that mention it, accumulating its
  /// coefficient before passing it on.
  ///
  /// - Complexity: O(size of the reachable part of the definition graph).
  func expand(_ expression: Expression) -> (Expression, [Int]) {
    var roots: [Int] = []
    for term in expression.terms where definitions[term.variable.id] != nil {
      roots.append(term.variable.id)
    }
    // Nothing to expand: the tableau merges repeated variables itself.
    if roots.isEmpty { return (expression, []) }
    // Depth-first postorder over defined variables reachable from the expression.
    var order: [Int] = []
    var state: [Int: Bool] = [:]  // false: on the stack, true: finished
    var stack: [(id: Int, next: Int)] = []
    for root in roots where state[root] == nil {
      state[root] = false
      stack.append((root, 0))
      while let top = stack.last {
        let terms = definitions[top.id]!.expression.terms
        if top.next < terms.count {
          stack[stack.count - 1].next += 1
          let child = terms[top.next].variable.id
          if definitions[child] != nil && state[child] == nil {
            state[child] = false
            stack.append((child, 0))
          }
        } else {
          state[top.id] = true
          order.append(top.id)
          stack.removeLast()
        }
      }
    }
    var coefficients: [Int: Double] = [:]
    var firstSeen: [Variable] = []
    var constant = expression.constant
    func accumulate(_ variable: Variable, _ c: Double) {
      if let current = coefficients[variable.id] {
        coefficients[variable.id] = current + c
      } else {
        coefficients[variable.id] = c
        firstSeen.append(variable)
      }
    }
    for term in expression.terms { accumulate(term.variable, term.coefficient) }
    // Reverse postorder: every definition after all definitions that mention it.
    for id in order.reversed() {
      guard let c = coefficients[id], c != 0 else { continue }
      coefficients[id] = 0
      let definition = definitions[id]!.expression
      constant += c * definition.constant
      for term in definition.terms { accumulate(term.variable, c * term.coefficient) }
    }
    let terms = firstSeen.compactMap { v -> Term? in
      guard definitions[v.id] == nil, let c = coefficients[v.id], c != 0 else { return nil }
      return Term(v, c)
    }
    return (Expression(terms, constant: constant), order)
  }

  /// Whether `variable` is reachable from the definitions of the variables in `expression`
  /// (defining it by that expression would make a cycle).
  func reaches(_ variable: Variable, from expression: Expression) -> Bool {
    // Only a variable that some definition mentions can be reached through definitions.
    if mentions[variable.id] == nil { return false }
    if !expression.terms.contains(where: { definitions[$0.variable.id] != nil }) { return false }
    var stack = expression.terms.map(\.variable.id)
    var seen = Set<Int>()
    while let id = stack.popLast() {
      if id == variable.id { return true }
      guard seen.insert(id).inserted, let definition = definitions[id] else { continue }
      stack.append(contentsOf: definition.expression.terms.map(\.variable.id))
    }
    return false
  }

  /// Records `constraint` as the definition of `variable`.
  mutating func define(_ variable: Variable, by constraint: Constraint, as expression: Expression) {
    definitions[variable.id] = Definition(
      constraint: constraint, variable: variable, expression: expression, order: nextOrder)
    nextOrder += 1
    definedBy[constraint.id] = variable.id
    variablesByID[variable.id] = variable
    version += 1
    for term in expression.terms {
      mentions[term.variable.id, default: 0] += 1
      variablesByID[term.variable.id] = term.variable
    }
  }

  /// Forgets the definition made by the equality `constraintID`, returning it.
  mutating func undefine(constraintID: Int) -> Definition? {
    guard let id = definedBy.removeValue(forKey: constraintID),
      let definition = definitions.removeValue(forKey: id)
    else { return nil }
    version += 1
    for term in definition.expression.terms {
      let count = (mentions[term.variable.id] ?? 1) - 1
      mentions[term.variable.id] = count > 0 ? count : nil
    }
    return definition
  }

  /// Notes that tableau constraint `constraintID` was expanded through `defined`.
  mutating func noteDependent(_ constraintID: Int, through defined: [Int]) {
    for id in defined { dependents[id, default: []].append(constraintID) }
  }

  /// Evaluates the defined variables among `ids`, given the values of undefined ones.
  ///
  /// - Complexity: O(size of the reachable part of the definition graph).
  func values(of ids: [Int], base: (Int) -> Double) -> [Int: Double] {
    var memo: [Int: Double] = [:]
    for root in ids where definitions[root] != nil && memo[root] == nil {
      var stack: [(id: Int, next: Int, sum: Double)] = [
        (root, 0, definitions[root]!.expression.constant)
      ]
      while !stack.isEmpty {
        let top = stack[stack.count - 1]
        let terms = definitions[top.id]!.expression.terms
        if top.next < terms.count {
          let term = terms[top.next]
          let id = term.variable.id
          if definitions[id] != nil && memo[id] == nil {
            stack.append((id, 0, definitions[id]!.expression.constant))
            continue
          }
          let v = definitions[id] != nil ? memo[id]! : base(id)
          stack[stack.count - 1].sum += term.coefficient * v
          stack[stack.count - 1].next += 1
        } else {
          memo[top.id] = top.sum
          stack.removeLast()
        }
      }
    }
    return memo
  }
}
