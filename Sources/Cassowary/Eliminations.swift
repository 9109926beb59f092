import LayoutCore

/// A term of a definition over node numbers (see ``Eliminations``).
struct NodeTerm {
  var node: Int
  var coefficient: Double
}

/// Required equalities solved for a variable before they reach the tableau.
///
/// A required equality that mentions a variable the tableau does not use yet is kept as a
/// definition `variable := expression` instead of a row with a dummy marker. Dummy columns
/// are what make chains of equalities (`next.left == previous.right + 8`) fill the tableau
/// quadratically: every position ends up depending on every marker. Definitions form a DAG
/// (a definition may mention variables defined later), constraints entering the tableau are
/// expanded through it, and values of defined variables are computed from it on demand.
///
/// Every variable met here gets a node, a dense number in the order first seen, and all
/// per-variable state is an array indexed by node: expanding a constraint through a long
/// chain of definitions is then array reads, where hashing each variable id made the
/// elimination layer cost more than the tableau.
struct Eliminations {
  /// A definition and the equality it came from.
  struct Definition {
    var constraint: Constraint
    var variable: Variable
    /// The variable's value as an expression over other variables (defined or not).
    var expression: Expression
    var order: Int
  }

  /// The node of each variable met, by variable id.
  var nodeOf = IDMap<Int>()
  /// The variable of each node.
  var variables: [Variable] = []

  // Per node.
  var isDefinedNode: [Bool] = []
  /// A defined node's definition, over nodes (empty for an undefined node).
  var terms: [[NodeTerm]] = []
  var constants: [Double] = []
  /// The equality (or stand-in split constraint) that defines the node.
  var definingConstraints: [Constraint?] = []
  var orders: [Int] = []
  /// For each defined node, a rank above the rank of every defined node its definition
  /// mentions. Ranks only grow (an undefine leaves them as upper bounds), which keeps that
  /// order valid and lets expansion visit definitions highest rank first.
  var ranks: [Int] = []
  /// How many definitions mention each node.
  var mentionCounts: [Int] = []
  /// The defined nodes whose definitions mention each node.
  var mentionedBy: [[Int]] = []
  /// For each defined node, the tableau constraints whose expansion went through it, as a
  /// linked list (newest first) in `dependentLinks`: noting a dependency appends to one flat
  /// array instead of growing an array per node.
  var dependentHeads: [Int] = []
  var dependentLinks: [(constraint: Int, next: Int)] = []
  /// The number of links still reachable from a head, to know when to compact.
  var liveDependentLinks = 0
  /// Whether the node is the `σ` variable of a stand-in.
  var isStandIn: [Bool] = []

  /// The defined node by the defining constraint's id.
  var definedBy: [Int: Int] = [:]
  var definedCount = 0
  var nextOrder = 0
  /// Bumped on every define and undefine, so cached evaluation plans know they are stale.
  var version = 0

  // Scratch state for expansion and searches: a node's entry is current when its mark
  // equals `mark`, so nothing is cleared between calls.
  var scratchCoefficients: [Double] = []
  var coefficientMarks: [Int] = []
  var queueMarks: [Int] = []
  var searchMarks: [Int] = []
  var targetMarks: [Int] = []
  var mark = 0
  var queue = RankQueue()
  /// The nodes an expansion met, in order (kept to reuse its storage).
  var expansionOrder: [Int] = []

  /// The node of `variable`, numbering it when first seen.
  mutating func node(for variable: Variable) -> Int {
    if let node = nodeOf[variable.id] { return node }
    let node = variables.count
    nodeOf[variable.id] = node
    variables.append(variable)
    isDefinedNode.append(false)
    terms.append([])
    constants.append(0)
    definingConstraints.append(nil)
    orders.append(0)
    ranks.append(0)
    mentionCounts.append(0)
    mentionedBy.append([])
    dependentHeads.append(-1)
    isStandIn.append(false)
    scratchCoefficients.append(0)
    coefficientMarks.append(0)
    queueMarks.append(0)
    searchMarks.append(0)
    targetMarks.append(0)
    return node
  }

  /// `expression`'s terms over nodes, repeated variables merged in first-occurrence order and
  /// zero coefficients dropped (as ``Expression/reduced()``).
  mutating func nodeTerms(of expression: Expression) -> [NodeTerm] {
    var result: [NodeTerm] = []
    result.reserveCapacity(expression.terms.count)
    for term in expression.terms {
      let n = node(for: term.variable)
      if let i = result.firstIndex(where: { $0.node == n }) {
        result[i].coefficient += term.coefficient
      } else {
        result.append(NodeTerm(node: n, coefficient: term.coefficient))
      }
    }
    result.removeAll { $0.coefficient == 0 }
    return result
  }

  /// The expression of node terms over the variables.
  func expression(_ nodeTerms: [NodeTerm], constant: Double) -> Expression {
    Expression(nodeTerms.map { Term(variables[$0.node], $0.coefficient) }, constant: constant)
  }

  /// Whether the variable is defined by an eliminated equality.
  func isDefined(_ variable: Variable) -> Bool {
    guard let node = nodeOf[variable.id] else { return false }
    return isDefinedNode[node]
  }

  /// Whether some definition mentions the variable with this id.
  func isMentioned(_ id: Int) -> Bool {
    guard let node = nodeOf[id] else { return false }
    return mentionCounts[node] > 0
  }

  /// The definition of the variable with this id, if it is defined.
  func definition(of id: Int) -> Definition? {
    guard let node = nodeOf[id], isDefinedNode[node] else { return nil }
    return definition(ofNode: node)
  }

  func definition(ofNode node: Int) -> Definition {
    Definition(
      constraint: definingConstraints[node]!, variable: variables[node],
      expression: expression(terms[node], constant: constants[node]), order: orders[node])
  }

  /// Whether no variable is defined.
  var isEmpty: Bool { definedCount == 0 }

  /// The defined nodes, in node order.
  var definedNodes: [Int] { isDefinedNode.indices.filter { isDefinedNode[$0] } }

  /// The ids of the defined variables.
  var definedIDs: [Int] { definedNodes.map { variables[$0].id } }

  /// The ids of the undefined variables some definition mentions.
  var mentionedLeafIDs: [Int] {
    variables.indices.filter { mentionCounts[$0] > 0 && !isDefinedNode[$0] }.map {
      variables[$0].id
    }
  }

  /// The definitions in the order they were made.
  var definitionsInOrder: [Definition] {
    definedNodes.sorted { orders[$0] < orders[$1] }.map { definition(ofNode: $0) }
  }

  /// The equality constraints kept as definitions, in the order they were added.
  var constraints: [Constraint] { definitionsInOrder.map(\.constraint) }

  /// Records `constraint` as the definition `node := terms + constant`.
  mutating func define(
    _ node: Int, by constraint: Constraint, as definition: [NodeTerm], constant: Double
  ) {
    isDefinedNode[node] = true
    terms[node] = definition
    constants[node] = constant
    definingConstraints[node] = constraint
    orders[node] = nextOrder
    nextOrder += 1
    definedBy[constraint.id] = node
    definedCount += 1
    version += 1
    var rank = 1
    for term in definition {
      mentionCounts[term.node] += 1
      if mentionedBy[term.node].capacity == 0 { mentionedBy[term.node].reserveCapacity(4) }
      mentionedBy[term.node].append(node)
      if isDefinedNode[term.node] { rank = max(rank, ranks[term.node] + 1) }
    }
    ranks[node] = max(rank, ranks[node])
    raiseRanks(above: node)
  }

  /// Restores the rank order after `node`'s rank grew: every definition mentioning it must
  /// rank higher, and so on upwards.
  private mutating func raiseRanks(above node: Int) {
    // A new definition is usually mentioned by none yet: no stack to allocate.
    if mentionedBy[node].isEmpty { return }
    var stack = [node]
    while let child = stack.popLast() {
      let childRank = ranks[child]
      for parent in mentionedBy[child] where ranks[parent] <= childRank {
        ranks[parent] = childRank + 1
        stack.append(parent)
      }
    }
  }

  /// Forgets the definition made by the equality `constraintID`, returning its node.
  @discardableResult
  mutating func undefine(constraintID: Int) -> Int? {
    guard let node = definedBy.removeValue(forKey: constraintID), isDefinedNode[node] else {
      return nil
    }
    version += 1
    definedCount -= 1
    isDefinedNode[node] = false
    for term in terms[node] {
      mentionCounts[term.node] -= 1
      if let index = mentionedBy[term.node].firstIndex(of: node) {
        mentionedBy[term.node].remove(at: index)
      }
    }
    terms[node] = []
    constants[node] = 0
    definingConstraints[node] = nil
    return node
  }

  /// Notes that tableau constraint `constraintID` was expanded through the defined `nodes`.
  mutating func noteDependent(_ constraintID: Int, through nodes: [Int]) {
    for node in nodes {
      dependentLinks.append((constraintID, dependentHeads[node]))
      dependentHeads[node] = dependentLinks.count - 1
    }
    liveDependentLinks += nodes.count
  }

  /// The tableau constraints expanded through `node`, oldest first (a constraint may repeat).
  func dependents(of node: Int) -> [Int] {
    var result: [Int] = []
    var link = dependentHeads[node]
    while link >= 0 {
      result.append(dependentLinks[link].constraint)
      link = dependentLinks[link].next
    }
    return result.reversed()
  }

  /// Forgets the dependents of `node`, compacting the links once most are unreachable.
  mutating func clearDependents(of node: Int) {
    var link = dependentHeads[node]
    while link >= 0 {
      liveDependentLinks -= 1
      link = dependentLinks[link].next
    }
    dependentHeads[node] = -1
    if dependentLinks.count > 1024 && dependentLinks.count > 2 * liveDependentLinks {
      var links: [(constraint: Int, next: Int)] = []
      links.reserveCapacity(liveDependentLinks)
      for head in dependentHeads.indices {
        let list = dependents(of: head)
        dependentHeads[head] = -1
        for constraint in list {
          links.append((constraint, dependentHeads[head]))
          dependentHeads[head] = links.count - 1
        }
      }
      dependentLinks = links
    }
  }

  /// Evaluates the defined variables among `ids`, given the values of undefined ones; with
  /// `constants` false, the definitions' constants count as zero (how fast each moves when
  /// the undefined ones move at the given rates).
  ///
  /// - Complexity: O(size of the reachable part of the definition graph).
  func values(of ids: [Int], constants: Bool = true, base: (Int) -> Double) -> [Int: Double] {
    var memo: [Int: Double] = [:]
    func start(_ node: Int) -> Double { constants ? self.constants[node] : 0 }
    for id in ids {
      guard let root = nodeOf[id], isDefinedNode[root], memo[root] == nil else { continue }
      var stack: [(node: Int, next: Int, sum: Double)] = [(root, 0, start(root))]
      while !stack.isEmpty {
        let top = stack[stack.count - 1]
        let definition = terms[top.node]
        if top.next < definition.count {
          let term = definition[top.next]
          if isDefinedNode[term.node] && memo[term.node] == nil {
            stack.append((term.node, 0, start(term.node)))
            continue
          }
          let v = isDefinedNode[term.node] ? memo[term.node]! : base(variables[term.node].id)
          stack[stack.count - 1].sum += term.coefficient * v
          stack[stack.count - 1].next += 1
        } else {
          memo[top.node] = top.sum
          stack.removeLast()
        }
      }
    }
    var result: [Int: Double] = [:]
    result.reserveCapacity(memo.count)
    for (node, value) in memo { result[variables[node].id] = value }
    return result
  }
}
