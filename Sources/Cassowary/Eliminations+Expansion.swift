import LayoutCore

extension Eliminations {
  /// Expands `expression` through the definitions into one over undefined variables, and
  /// lists the defined variables it went through.
  ///
  /// Definitions are visited highest rank first, so each is visited after every definition
  /// that mentions it and with its final coefficient. One whose coefficient cancelled to zero
  /// is not expanded: `next.top - previous.bottom` stops at the shared variable instead of
  /// walking both chains down to their roots, which is what keeps chains of views linear.
  ///
  /// - Complexity: O(v log v) for the v definitions visited, plus their terms.
  func expand(_ expression: Expression) -> (Expression, [Int]) {
    var heap = RankQueue()
    var queued = Set<Int>()
    for term in expression.terms where definitions[term.variable.id] != nil {
      if queued.insert(term.variable.id).inserted {
        heap.insert(rank: ranks[term.variable.id]!, id: term.variable.id)
      }
    }
    // Nothing to expand: the tableau merges repeated variables itself.
    if heap.isEmpty { return (expression, []) }
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
    var through: [Int] = []
    while let next = heap.popMax() {
      let c = coefficients[next]!
      coefficients[next] = 0
      guard abs(c) > 1e-12 else { continue }
      through.append(next)
      let definition = definitions[next]!.expression
      constant += c * definition.constant
      for term in definition.terms {
        accumulate(term.variable, c * term.coefficient)
        let id = term.variable.id
        if definitions[id] != nil && queued.insert(id).inserted {
          heap.insert(rank: ranks[id]!, id: id)
        }
      }
    }
    let terms = firstSeen.compactMap { v -> Term? in
      guard definitions[v.id] == nil, let c = coefficients[v.id], c != 0 else { return nil }
      return Term(v, c)
    }
    return (Expression(terms, constant: constant), through)
  }

  /// Whether `variable` is reachable from the definitions of the variables in `expression`
  /// (defining it by that expression would make a cycle).
  ///
  /// Searches down from the expression's defined variables and up from `variable` in turn;
  /// either search finishing without meeting the other decides, so the cost is about twice
  /// the smaller of the two regions (a long chain below, or many definitions above).
  func reaches(_ variable: Variable, from expression: Expression) -> Bool {
    // Only a variable that some definition mentions can be reached through definitions.
    if mentions[variable.id] == nil { return false }
    var targets = Set<Int>()
    for term in expression.terms where definitions[term.variable.id] != nil {
      targets.insert(term.variable.id)
    }
    if targets.isEmpty { return false }
    var down = Array(targets)
    var downSeen = targets
    var up = [variable.id]
    var upSeen: Set<Int> = [variable.id]
    while true {
      guard let below = down.popLast() else { return false }
      for term in definitions[below]!.expression.terms {
        let id = term.variable.id
        if id == variable.id { return true }
        if definitions[id] != nil && downSeen.insert(id).inserted { down.append(id) }
      }
      guard let above = up.popLast() else { return false }
      for parent in mentionedBy[above] ?? [] {
        if targets.contains(parent) { return true }
        if upSeen.insert(parent).inserted { up.append(parent) }
      }
    }
  }
}
