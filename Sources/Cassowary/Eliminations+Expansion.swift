import LayoutCore

extension Eliminations {
  /// Expands `expression` through the definitions into one over undefined variables, and
  /// lists the defined nodes it went through.
  mutating func expand(_ expression: Expression) -> (Expression, [Int]) {
    // Nothing to expand: the tableau merges repeated variables itself.
    if !expression.terms.contains(where: { isDefined($0.variable) }) { return (expression, []) }
    let expanded = expand(nodeTerms(of: expression), constant: expression.constant)
    return (self.expression(expanded.terms, constant: expanded.constant), expanded.through)
  }

  /// Expands `terms + constant` through the definitions into terms over undefined nodes, and
  /// lists the defined nodes it went through (none: the terms are returned as given).
  ///
  /// Definitions are visited highest rank first, so each is visited after every definition
  /// that mentions it and with its final coefficient. One whose coefficient cancelled to zero
  /// is not expanded: `next.top - previous.bottom` stops at the shared variable instead of
  /// walking both chains down to their roots, which is what keeps chains of views linear.
  ///
  /// - Complexity: O(v log v) for the v definitions visited, plus their terms.
  mutating func expand(_ given: [NodeTerm], constant: Double)
    -> (terms: [NodeTerm], constant: Double, through: [Int])
  {
    if !given.contains(where: { isDefinedNode[$0.node] }) { return (given, constant, []) }
    mark += 1
    let current = mark
    queue.removeAll()
    // Moved out before it is emptied: emptied while `expansionOrder` still shared it, the
    // list was copied into a new allocation on every expansion.
    var firstSeen = expansionOrder
    expansionOrder = []
    firstSeen.removeAll(keepingCapacity: true)
    defer { expansionOrder = firstSeen }
    var constant = constant
    for term in given {
      accumulate(term.node, term.coefficient, current, &firstSeen)
    }
    var through: [Int] = []
    while let next = queue.popMax() {
      let c = scratchCoefficients[next]
      scratchCoefficients[next] = 0
      guard abs(c) > 1e-12 else { continue }
      if through.isEmpty { through.reserveCapacity(4) }
      through.append(next)
      constant += c * constants[next]
      for term in terms[next] {
        accumulate(term.node, c * term.coefficient, current, &firstSeen)
      }
    }
    var result: [NodeTerm] = []
    result.reserveCapacity(firstSeen.count)
    for node in firstSeen where !isDefinedNode[node] && scratchCoefficients[node] != 0 {
      result.append(NodeTerm(node: node, coefficient: scratchCoefficients[node]))
    }
    return (result, constant, through)
  }

  /// Adds `c·node` to the expansion marked `current`, queueing a defined node the first time
  /// it is met.
  @inline(__always)
  private mutating func accumulate(
    _ node: Int, _ c: Double, _ current: Int, _ firstSeen: inout [Int]
  ) {
    if coefficientMarks[node] == current {
      // What cancels is rounding; kept, a row scaled up for its tiny numbers (see
      // `rowScale(of:)`) would turn it into a real coefficient.
      let current = scratchCoefficients[node]
      let sum = current + c
      scratchCoefficients[node] = cancels(sum, current, c) ? 0 : sum
    } else {
      coefficientMarks[node] = current
      scratchCoefficients[node] = c
      firstSeen.append(node)
      if isDefinedNode[node] { queue.insert(rank: ranks[node], id: node) }
    }
  }

  /// Whether `node` is reachable from the definitions of the nodes in `terms` (defining it by
  /// those terms would make a cycle).
  ///
  /// Searches down from the terms' defined nodes and up from `node` in turn; either search
  /// finishing without meeting the other decides, so the cost is about twice the smaller of
  /// the two regions (a long chain below, or many definitions above).
  mutating func reaches(_ node: Int, from given: [NodeTerm]) -> Bool {
    // Only a node that some definition mentions can be reached through definitions.
    if mentionCounts[node] == 0 { return false }
    mark += 1
    let current = mark
    var down: [Int] = []
    for term in given where isDefinedNode[term.node] && targetMarks[term.node] != current {
      targetMarks[term.node] = current
      down.append(term.node)
    }
    if down.isEmpty { return false }
    // Down the search marks its nodes in `queueMarks`, up in `searchMarks`.
    for target in down { queueMarks[target] = current }
    var up = [node]
    searchMarks[node] = current
    while true {
      guard let below = down.popLast() else { return false }
      for term in terms[below] {
        if term.node == node { return true }
        if isDefinedNode[term.node] && queueMarks[term.node] != current {
          queueMarks[term.node] = current
          down.append(term.node)
        }
      }
      guard let above = up.popLast() else { return false }
      for parent in mentionedBy[above] {
        if targetMarks[parent] == current { return true }
        if searchMarks[parent] != current {
          searchMarks[parent] = current
          up.append(parent)
        }
      }
    }
  }
}
