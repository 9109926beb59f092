import Cassowary
import DenseSimplex
import LayoutCore
import LayoutTestSupport

/// Replays a ``SolverScript`` against both backends and reports every disagreement.
///
/// After every operation: Cassowary's tableau invariants must hold, both backends must have
/// accepted or rejected the call alike (see ``OutcomeComparison``), and both must hold exactly
/// the constraints and edit variables the accepted calls imply. At every `read` and at the
/// end: the required constraints must hold, the total error per priority level must agree
/// (and, with ``checksReference``, match an independent LP), and when neither backend reports
/// an ambiguous variable the values must agree. With ``comparesAmbiguity`` the ambiguous
/// variables must also be the same; that is off by default because Cassowary's analysis is
/// documented to miss freedom that needs two symbols to move at once in a degenerate vertex,
/// which the dense backend's null-space analysis finds.
///
/// Checking stops at the first step with findings, because the backends' states may differ
/// from then on and later findings would only echo the first.
public struct DifferentialChecker {
  /// What the checker has done so far, summed over scripts.
  public struct Statistics: CustomStringConvertible {
    public var scripts = 0
    public var operations = 0
    /// Calls both backends rejected alike.
    public var rejections = 0
    /// Conflicting sets verified minimal (two per unsatisfiable call).
    public var conflictSetsVerified = 0
    /// Optimum comparisons (reads and final states).
    public var comparisons = 0
    /// Comparisons where no variable was ambiguous, so values were compared too.
    public var valueComparisons = 0
    /// Comparisons also checked against the reference LP.
    public var referenceComparisons = 0
    /// Comparisons where the backends named different ambiguous variables (a finding only
    /// with ``comparesAmbiguity``).
    public var ambiguityDifferences = 0

    public var description: String {
      "\(scripts) scripts, \(operations) operations, \(rejections) rejected alike, "
        + "\(conflictSetsVerified) conflicting sets verified minimal, \(comparisons) optimum comparisons "
        + "(\(valueComparisons) with unique values, \(referenceComparisons) against the reference LP, "
        + "\(ambiguityDifferences) with different ambiguous variables)"
    }
  }

  /// Whether optimum comparisons also solve the problem with ``LexicographicReference``.
  public var checksReference: Bool
  /// Whether differing ambiguous variables are a finding.
  public var comparesAmbiguity: Bool
  public private(set) var statistics = Statistics()

  /// Makes a checker.
  public init(checksReference: Bool = true, comparesAmbiguity: Bool = false) {
    self.checksReference = checksReference
    self.comparesAmbiguity = comparesAmbiguity
  }

  /// Replays `script` on fresh solvers; returns the first step's findings, if any.
  public mutating func check(_ script: SolverScript) -> Disagreement? {
    statistics.scripts += 1
    let cassowary = CassowarySolver()
    let dense = DenseSimplexSolver()
    var state = ExpectedState()
    var mentioned: [Constraint] = []
    for operation in script.operations {
      switch operation {
      case .add(let c), .remove(let c): mentioned.append(c)
      case .addBatch(let batch): mentioned += batch
      default: break
      }
    }
    for (step, operation) in script.operations.enumerated() {
      statistics.operations += 1
      var found = apply(operation, cassowary, dense, &state, variables: script.variables)
      found += cassowary.invariantViolations().map { "cassowary invariant: \($0)" }
      for constraint in mentioned {
        let expected = state.contains(constraint)
        if cassowary.contains(constraint) != expected || dense.contains(constraint) != expected {
          found.append(
            "contains(\(constraint)): expected \(expected), cassowary \(cassowary.contains(constraint)), "
              + "dense \(dense.contains(constraint))")
        }
      }
      for variable in script.variables {
        let expected = state.isEditing(variable)
        if cassowary.hasEditVariable(variable) != expected
          || dense.hasEditVariable(variable) != expected
        {
          found.append("hasEditVariable(\(variable)): expected \(expected)")
        }
      }
      if !found.isEmpty {
        return Disagreement(step: step, operation: "\(operation)", findings: found)
      }
    }
    let found = compareOptima(cassowary, dense, state, variables: script.variables)
    return found.isEmpty ? nil : Disagreement(step: nil, operation: "", findings: found)
  }

  /// Performs one operation on both backends and the expected state.
  private mutating func apply(
    _ operation: SolverOperation, _ cassowary: CassowarySolver, _ dense: DenseSimplexSolver,
    _ state: inout ExpectedState, variables: [Variable]
  ) -> [String] {
    func outcome(_ solver: any LayoutSolver) -> LayoutError? {
      do { try operation.perform(on: solver) } catch { return error }
      return nil
    }
    switch operation {
    case .read:
      return compareOptima(cassowary, dense, state, variables: variables)
    case .reset:
      cassowary.reset()
      dense.reset()
      state.reset()
      return []
    default:
      break
    }
    var allowed = state.requiredIDs
    // A conflict may name the batch members added before the one that failed.
    if case .addBatch(let batch) = operation {
      allowed.formUnion(batch.lazy.filter(\.priority.isRequired).map(\.id))
    }
    let results = (outcome(cassowary), outcome(dense))
    if case .addBatch(let batch) = operation, case .unsatisfiable(let failed, _)? = results.0,
      let index = batch.firstIndex(of: failed)
    {
      allowed.subtract(batch[index...].map(\.id))
    }
    let found = OutcomeComparison.findings(
      cassowary: results.0, dense: results.1, allowedConflicts: allowed)
    if results.0 != nil && results.1 != nil {
      statistics.rejections += 1
      if case .unsatisfiable = results.0, case .unsatisfiable = results.1 {
        statistics.conflictSetsVerified += 2
      }
    }
    guard results.0 == nil && results.1 == nil else { return found }
    switch operation {
    case .add(let c): state.insert(c)
    case .addBatch(let batch): batch.forEach { state.insert($0) }
    case .remove(let c): state.remove(c)
    case .addEditVariable(let v, let p): state.edit(v, priority: p)
    case .removeEditVariable(let v): state.stopEditing(v)
    case .suggestValue(let value, let v): state.suggest(value, for: v)
    case .read, .reset: break
    }
    return found
  }

  /// Compares the two backends' optima for the current problem.
  private mutating func compareOptima(
    _ cassowary: CassowarySolver, _ dense: DenseSimplexSolver, _ state: ExpectedState,
    variables: [Variable]
  ) -> [String] {
    statistics.comparisons += 1
    var found: [String] = []
    let problem = state.problem
    var values: [(name: String, values: [Int: Double])] = []
    for solver in [cassowary, dense] as [any LayoutSolver] {
      var read: [Double] = []
      solver.values(of: variables, into: &read)
      var byID: [Int: Double] = [:]
      for (variable, value) in zip(variables, read) {
        byID[variable.id] = value
        if value != solver.value(of: variable) {
          found.append(
            "\(solver.backendName): bulk read \(value) differs from value(of: \(variable)) \(solver.value(of: variable))"
          )
        }
      }
      for violated in LevelErrors.violatedRequired(in: problem, values: byID) {
        found.append("\(solver.backendName) violates required \(violated)")
      }
      values.append((solver.backendName, byID))
    }
    let cassowaryTotals = LevelErrors.totals(of: problem, values: values[0].values)
    let denseTotals = LevelErrors.totals(of: problem, values: values[1].values)
    let cassowaryMagnitudes = LevelErrors.magnitudes(of: problem, values: values[0].values)
    let denseMagnitudes = LevelErrors.magnitudes(of: problem, values: values[1].values)
    for (priority, total) in cassowaryTotals.sorted(by: { $0.key > $1.key }) {
      let magnitude = max(cassowaryMagnitudes[priority]!, denseMagnitudes[priority]!)
      if LevelErrors.agree(total, denseTotals[priority]!, magnitude: magnitude) { continue }
      found.append(
        "total error at priority \(priority): cassowary \(total), dense \(denseTotals[priority]!) (terms summed: \(magnitude))"
      )
    }
    if checksReference && found.isEmpty {
      statistics.referenceComparisons += 1
      if let reference = LexicographicReference.solve(problem) {
        // Lexicographic: the first level that differs decides. The reference fixes each
        // level's optimum with a small slack, so it can end up slightly worse at a lower
        // level than an exact optimum; only the backends being worse is a finding.
        for level in reference.levelErrors {
          let ours = cassowaryTotals[level.priority.value] ?? 0
          if LevelErrors.agree(level.error, ours, tolerance: LevelErrors.referenceTolerance) {
            continue
          }
          // The reference's slack above can buy a lower total here (solver fuzz input
          // `reference-lp-slack-bought-a-lower-level.bin`: 0.99984 at priority 750 against the
          // backends' 1); held to the backends' totals above, it must still find one. When
          // that bounded solve fails, the first answer stands.
          if ours > level.error {
            let bounded = LexicographicReference.solve(problem, bounds: cassowaryTotals)
            let error =
              bounded?.levelErrors.first { $0.priority == level.priority }?.error ?? level.error
            if ours > error
              && !LevelErrors.agree(error, ours, tolerance: LevelErrors.referenceTolerance)
            {
              found.append(
                "total error at priority \(level.priority): reference \(error), backends \(ours)")
            }
          }
          break
        }
      } else {
        found.append(
          "the reference LP finds no optimum (its phase one or a level's LP fails) "
            + "where both backends have one")
      }
    }
    let cassowaryAmbiguous = cassowary.ambiguousVariables()
    let denseAmbiguous = dense.ambiguousVariables()
    if cassowaryAmbiguous != denseAmbiguous {
      statistics.ambiguityDifferences += 1
      if comparesAmbiguity {
        found.append(
          "ambiguous variables differ: cassowary \(cassowaryAmbiguous), dense \(denseAmbiguous)")
      }
    }
    if cassowaryAmbiguous.isEmpty && denseAmbiguous.isEmpty {
      statistics.valueComparisons += 1
      for variable in variables {
        let a = values[0].values[variable.id]!
        let b = values[1].values[variable.id]!
        if !LevelErrors.agree(a, b) {
          found.append("value of \(variable): cassowary \(a), dense \(b)")
        }
      }
    }
    return found
  }
}
