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

  /// A plan that fits no read (its eliminations version is never reached).
  init() {}

  /// Whether the plan was made with these versions of the definitions and the tableau's
  /// variables.
  func fits(eliminationsVersion: Int, tableauGeneration: Int) -> Bool {
    self.eliminationsVersion == eliminationsVersion && self.tableauGeneration == tableauGeneration
  }

  /// Whether the plan still fits a read of `variables`.
  func fits(_ variables: [Variable], eliminationsVersion: Int, tableauGeneration: Int) -> Bool {
    guard fits(eliminationsVersion: eliminationsVersion, tableauGeneration: tableauGeneration),
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
    // Per node, the step that computes it (-1: none yet) and whether it is on the stack.
    var stepOf = [Int](repeating: -1, count: eliminations.variables.count)
    var onStack = [Bool](repeating: false, count: eliminations.variables.count)
    func symbol(_ id: Int) -> Symbol {
      tableau.variableIndex[id].map { tableau.variableSymbols[$0] } ?? noSymbol
    }
    var outputs: [Int] = []
    outputs.reserveCapacity(ids.count)
    // Depth-first postorder: every definition after the definitions it mentions.
    for id in ids {
      guard let root = eliminations.nodeOf[id], eliminations.isDefinedNode[root] else {
        outputs.append(-1)
        continue
      }
      if stepOf[root] < 0 {
        var stack: [(node: Int, next: Int)] = [(root, 0)]
        onStack[root] = true
        while let top = stack.last {
          let terms = eliminations.terms[top.node]
          if top.next < terms.count {
            stack[stack.count - 1].next += 1
            let child = terms[top.next].node
            if eliminations.isDefinedNode[child] && stepOf[child] < 0 && !onStack[child] {
              onStack[child] = true
              stack.append((child, 0))
            }
          } else {
            stack.removeLast()
            let start = coefficients.count
            for term in terms {
              coefficients.append(term.coefficient)
              if stepOf[term.node] >= 0 {
                sources.append(.step(stepOf[term.node]))
              } else {
                sources.append(.symbol(symbol(eliminations.variables[term.node].id)))
              }
            }
            stepOf[top.node] = steps.count
            steps.append(
              Step(
                constant: eliminations.constants[top.node], terms: start..<coefficients.count))
          }
        }
      }
      outputs.append(stepOf[root])
    }
    self.outputs = outputs
  }

  /// Evaluates the plan and writes the defined variables' values into `values`.
  ///
  /// The tableau is borrowed: passed by value from the solver's stored property it would be
  /// copied, retaining and releasing each of its arrays on every read.
  func evaluate(
    _ tableau: borrowing Tableau, into values: inout [Double], scratch: inout [Double]
  ) {
    if scratch.count < steps.count { scratch = [Double](repeating: 0, count: steps.count) }
    // Unchecked buffers (a small form's read is mostly this loop): the plan's symbols keep
    // their numbers while it fits (a new variable generation recompiles it), `basicSlot`
    // covers every symbol, and a step refers only to earlier steps.
    tableau.basicSlot.withUnsafeBufferPointer { basicSlot in
      tableau.rows.withUnsafeBufferPointer { rows in
        coefficients.withUnsafeBufferPointer { coefficients in
          sources.withUnsafeBufferPointer { sources in
            scratch.withUnsafeMutableBufferPointer { scratch in
              for (index, step) in steps.enumerated() {
                var sum = step.constant
                for t in step.terms {
                  switch sources[t] {
                  case .symbol(let s):
                    if s != noSymbol {
                      let slot = basicSlot[s]
                      if slot >= 0 { sum += coefficients[t] * rows[slot].constant }
                    }
                  case .step(let k): sum += coefficients[t] * scratch[k]
                  }
                }
                scratch[index] = sum
              }
            }
          }
        }
      }
    }
    for (i, step) in outputs.enumerated() where step >= 0 { values[i] = scratch[step] }
  }
}

extension Tableau {
  /// Evaluates `plan` against this tableau. Mutating only so that the solver's call reaches
  /// its stored tableau in place: a non-mutating call on a class's stored struct copies the
  /// struct, retaining and releasing each of its arrays, on every read.
  mutating func evaluate(
    _ plan: borrowing EvaluationPlan, into values: inout [Double], scratch: inout [Double]
  ) {
    plan.evaluate(self, into: &values, scratch: &scratch)
  }
}
