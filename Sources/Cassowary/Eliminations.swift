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
  /// For each variable, the defined variables whose definitions mention it.
  var mentionedBy: [Int: [Int]] = [:]
  /// For each defined variable, a rank above the rank of every defined variable its
  /// definition mentions. Ranks only grow (an undefine leaves them as upper bounds), which
  /// keeps that order valid and lets expansion visit definitions highest rank first.
  var ranks: [Int: Int] = [:]
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

  /// Records `constraint` as the definition of `variable`.
  mutating func define(_ variable: Variable, by constraint: Constraint, as expression: Expression) {
    definitions[variable.id] = Definition(
      constraint: constraint, variable: variable, expression: expression, order: nextOrder)
    nextOrder += 1
    definedBy[constraint.id] = variable.id
    variablesByID[variable.id] = variable
    version += 1
    var rank = 1
    for term in expression.terms {
      mentions[term.variable.id, default: 0] += 1
      mentionedBy[term.variable.id, default: []].append(variable.id)
      variablesByID[term.variable.id] = term.variable
      if let childRank = ranks[term.variable.id], definitions[term.variable.id] != nil {
        rank = max(rank, childRank + 1)
      }
    }
    ranks[variable.id] = max(rank, ranks[variable.id] ?? 0)
    raiseRanks(above: variable.id)
  }

  /// Restores the rank order after `id`'s rank grew: every definition mentioning it must
  /// rank higher, and so on upwards.
  private mutating func raiseRanks(above id: Int) {
    var stack = [id]
    while let child = stack.popLast() {
      let childRank = ranks[child]!
      for parent in mentionedBy[child] ?? [] where ranks[parent]! <= childRank {
        ranks[parent] = childRank + 1
        stack.append(parent)
      }
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
      if var parents = mentionedBy[term.variable.id],
        let index = parents.firstIndex(of: definition.variable.id)
      {
        parents.remove(at: index)
        mentionedBy[term.variable.id] = parents.isEmpty ? nil : parents
      }
    }
    return definition
  }

  /// Notes that tableau constraint `constraintID` was expanded through `defined`.
  mutating func noteDependent(_ constraintID: Int, through defined: [Int]) {
    for id in defined { dependents[id, default: []].append(constraintID) }
  }

  /// Evaluates the defined variables among `ids`, given the values of undefined ones; with
  /// `constants` false, the definitions' constants count as zero (how fast each moves when
  /// the undefined ones move at the given rates).
  ///
  /// - Complexity: O(size of the reachable part of the definition graph).
  func values(of ids: [Int], constants: Bool = true, base: (Int) -> Double) -> [Int: Double] {
    var memo: [Int: Double] = [:]
    func start(_ id: Int) -> Double { constants ? definitions[id]!.expression.constant : 0 }
    for root in ids where definitions[root] != nil && memo[root] == nil {
      var stack: [(id: Int, next: Int, sum: Double)] = [(root, 0, start(root))]
      while !stack.isEmpty {
        let top = stack[stack.count - 1]
        let terms = definitions[top.id]!.expression.terms
        if top.next < terms.count {
          let term = terms[top.next]
          let id = term.variable.id
          if definitions[id] != nil && memo[id] == nil {
            stack.append((id, 0, start(id)))
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
