import LayoutCore

/// A ``LayoutSolver`` backed by the dense simplex kernel in C (`CSolver`).
///
/// The solver keeps the constraints as given and solves lazily: a mutation marks the problem
/// dirty and the next read builds a dense tableau and solves it level by level, from the
/// highest priority down. A suggested edit value only patches one constant in the solved
/// tableau, and the next read re-solves from the previous basis with the dual simplex.
///
/// Errors still surface when the call is made: adding a required constraint checks at once
/// that the required constraints can all hold — usually without a simplex, by keeping a
/// witness point where they all hold and repairing it locally — and names a minimal
/// conflicting set when they cannot. A large batch (``add(_:)-([Constraint])``) is checked by
/// solving the whole problem at once, which the next read then finds done.
///
/// Memory is bounded by what the kernel allocates: phase zero eliminates one row per free
/// variable it pivots in (as many as the rank of the constraints' variable part) into a sparse
/// definition, so the dense tableau has (constraints - eliminated + priority levels + 1) rows
/// and (private columns + 1) columns, where a required equality brings no private column, a
/// required inequality one and any other constraint two. An add that would make it exceed
/// ``maximumCells`` doubles throws ``LayoutError/problemTooLarge(_:)`` and changes nothing.
/// Ambiguity analysis briefly holds a second tableau of the same size.
public final class DenseSimplexSolver: LayoutSolver {
  /// The largest tableau, in doubles, this solver accepts (2^25 = 256 MiB by default).
  public let maximumCells: Int

  /// The constraints, their rows and variables, and the witness point.
  var problem = DenseProblem()
  /// Edit variables by variable id.
  var edits: [Int: EditState] = [:]

  /// The kernel of the last solve.
  var kernel: DenseKernel?
  /// The slot of each kernel variable, when they differ (some slot is unused).
  var kernelSlots: [Int32]?
  /// The problem changed in a way a constant patch cannot express.
  var needsRebuild = true
  /// Edit constants to patch into the kernel before the next solve, by row.
  var pendingConstants: [Int: Double] = [:]
  /// The values of the last solve, by slot (0 for a slot no row uses).
  var solvedValues: [Double] = []
  /// Whether `solvedValues` reflects the current problem.
  var isSolved = false
  /// Whether `solvedValues` holds an optimum not yet offered as the witness: the next
  /// required add that does not hold at the witness tries it first (see
  /// ``DenseProblem/adoptWitness(_:before:)``).
  var optimumUntried = false
  /// The error of the last solve, when it failed (only a numerical failure can).
  var lastSolveError: LayoutError?

  var counters = SolverStatistics()
  /// Whether a conflict whose candidates a ``ConflictCertificate`` settles skips the phase-one
  /// filter (off only in tests that compare with the filter alone).
  var certifiesConflicts = true
  /// How many conflicts a certificate settled without the filter.
  var certifiedConflicts = 0
  /// Pivots and cold solves of kernels already discarded.
  var retiredPivots = 0
  var retiredSolves = 0

  /// The state of an edit variable: its `variable == suggested` constraint (stored with a zero
  /// constant; the kernel row carries `-suggested`) and the suggested value.
  struct EditState {
    var constraint: Constraint
    var suggested: Double
  }

  /// The default memory bound: 2^25 doubles (256 MiB), the kernel's `CSOLVER_DEFAULT_MAX_CELLS`.
  public static let defaultMaximumCells = 1 << 25

  /// Makes an empty solver whose tableau may hold at most `maximumCells` doubles.
  public init(maximumCells: Int = DenseSimplexSolver.defaultMaximumCells) {
    self.maximumCells = maximumCells
  }

  /// The backend's short name, `dense`.
  public var backendName: String { "dense" }

  /// Whether the constraint is in the solver.
  ///
  /// - Complexity: O(1) expected.
  public func contains(_ constraint: Constraint) -> Bool {
    problem.positions[constraint.id] != nil
  }

  /// The value of `variable` at the optimum, solving first when the problem changed.
  ///
  /// - Complexity: O(1) when solved; otherwise one solve (warm after suggestions only).
  public func value(of variable: Variable) -> Double {
    ensureSolved()
    guard let slot = problem.slots[variable.id], Int(slot) < solvedValues.count else { return 0 }
    return solvedValues[Int(slot)]
  }

  /// Writes the values of `variables` into `values`, solving first when the problem changed.
  ///
  /// - Complexity: O(variables) expected, plus a solve when the problem changed.
  public func values(of variables: [Variable], into values: inout [Double]) {
    ensureSolved()
    values.removeAll(keepingCapacity: true)
    values.reserveCapacity(variables.count)
    for variable in variables {
      if let slot = problem.slots[variable.id], Int(slot) < solvedValues.count {
        values.append(solvedValues[Int(slot)])
      } else {
        values.append(0)
      }
    }
  }

  /// The values of every variable some constraint uses.
  ///
  /// - Complexity: O(variables), plus a solve when the problem changed.
  public func solution() -> Solution {
    ensureSolved()
    var values: [Int: Double] = [:]
    if lastSolveError == nil {
      for slot in problem.variables.indices where problem.uses[slot] > 0 {
        values[problem.variables[slot].id] = solvedValues[slot]
      }
    }
    return Solution(values: values)
  }

  /// Removes every constraint and edit variable.
  ///
  /// - Complexity: O(1) apart from freeing memory.
  public func reset() {
    retire()
    problem = DenseProblem()
    edits = [:]
    pendingConstants = [:]
    solvedValues = []
    optimumUntried = false
    isSolved = false
    lastSolveError = nil
    needsRebuild = true
    counters = SolverStatistics()
    retiredPivots = 0
    retiredSolves = 0
  }

  /// Work counters; `pivots` and `fullSolves` include kernels already discarded.
  public var statistics: SolverStatistics {
    var result = counters
    result.pivots = retiredPivots + (kernel?.pivots ?? 0)
    result.fullSolves = retiredSolves + (kernel?.statistics.cold_solves ?? 0)
    if let kernel {
      result.rows = Int(kernel.statistics.tableau_rows)
      result.nonzeros = kernel.nonzeros
    }
    return result
  }

  /// Drops the kernel, keeping its counters.
  func retire() {
    if let kernel {
      retiredPivots += kernel.pivots
      retiredSolves += kernel.statistics.cold_solves
    }
    kernel = nil
    kernelSlots = nil
  }
}
