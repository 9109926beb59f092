import LayoutCore

/// A compiled evaluation of the defined variables a bulk read needs: the definitions in
/// dependency order, as flat arrays, so a repeated read (one per rotation or resize step) costs
/// one pass over their terms and no hashing.
struct EvaluationPlan {
  /// Where a term's value comes from.
  enum Source {
    /// A tableau symbol (or `noSymbol` for a variable the tableau does not know: 0).
    case symbol(Symbol)
    /// An earlier step of the plan.
    case step(Int)
  }

  struct Step {
    var constant: Double
    var terms: Range<Int>
  }

  var steps: [Step] = []
  var coefficients: [Double] = []
  var sources: [Source] = []
  /// For each read position, the step that computes it, or -1 for a tableau variable.
  var outputs: [Int] = []
  /// What the plan was built for.
  var ids: [Int] = []
  var eliminationsVersion = -1
  var tableauGeneration = -1

  /// Whether the plan still fits a read of `variables`.
  func fits(_ variables: [Variable], eliminationsVersion: Int, tableauGeneration: Int) -> Bool {
    guard self.eliminationsVersion == eliminationsVersion,
      self.tableauGeneration == tableauGeneration,
      ids.count == variables.count
    else { return false }
    for i in ids.indices where ids[i] != variables[i].id { return false }
    return true
  }

  /// Compiles the plan for `variables`.
  init(
    for variables: [Variable], eliminations: Eliminations, tableau: Tableau, tableauGeneration: Int
  ) {
    ids = variables.map(\.id)
    eliminationsVersion = eliminations.version
    self.tableauGeneration = tableauGeneration
    var stepOf: [Int: Int] = [:]
    func symbol(_ id: Int) -> Symbol {
      tableau.variableIndex[id].map { tableau.variableSymbols[$0] } ?? noSymbol
    }
    // Depth-first postorder: every definition after the definitions it mentions.
    for root in ids where eliminations.definitions[root] != nil && stepOf[root] == nil {
      var stack: [(id: Int, next: Int)] = [(root, 0)]
      var onStack: Set<Int> = [root]
      while let top = stack.last {
        let terms = eliminations.definitions[top.id]!.expression.terms
        if top.next < terms.count {
          stack[stack.count - 1].next += 1
          let child = terms[top.next].variable.id
          if eliminations.definitions[child] != nil && stepOf[child] == nil
            && !onStack.contains(child)
          {
            onStack.insert(child)
            stack.append((child, 0))
          }
        } else {
          stack.removeLast()
          let definition = eliminations.definitions[top.id]!.expression
          let start = coefficients.count
          for term in definition.terms {
            coefficients.append(term.coefficient)
            if let step = stepOf[term.variable.id] {
              sources.append(.step(step))
            } else {
              sources.append(.symbol(symbol(term.variable.id)))
            }
          }
          stepOf[top.id] = steps.count
          steps.append(Step(constant: definition.constant, terms: start..<coefficients.count))
        }
      }
    }
    outputs = ids.map { stepOf[$0] ?? -1 }
  }

  /// Evaluates the plan and writes the defined variables' values into `values`.
  func evaluate(_ tableau: Tableau, into values: inout [Double], scratch: inout [Double]) {
    if scratch.count < steps.count { scratch = [Double](repeating: 0, count: steps.count) }
    for (index, step) in steps.enumerated() {
      var sum = step.constant
      for t in step.terms {
        switch sources[t] {
        case .symbol(let s):
          if s != noSymbol { sum += coefficients[t] * tableau.value(ofSymbol: s) }
        case .step(let k): sum += coefficients[t] * scratch[k]
        }
      }
      scratch[index] = sum
    }
    for (i, step) in outputs.enumerated() where step >= 0 { values[i] = scratch[step] }
  }
}
