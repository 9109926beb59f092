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
/// conflicting set when they cannot.
///
/// Memory is bounded: the tableau has (constraints + priority levels + 1) rows and
/// (variables + private columns + 1) columns, where a required equality brings no private
/// column, a required inequality one and any other constraint two. An add that would make it
/// exceed ``maximumCells`` doubles throws ``LayoutError/problemTooLarge(_:)``. Ambiguity
/// analysis briefly holds a second tableau of the same size.
public final class DenseSimplexSolver: LayoutSolver {
  /// The largest tableau, in doubles, this solver accepts (2^25 = 256 MiB by default).
  public let maximumCells: Int

  /// The constraints in the order they were added.
  var constraints: [Constraint] = []
  /// The position of each constraint in `constraints`, by constraint id.
  var positions: [Int: Int] = [:]
  /// Each constraint's merged terms (see ``terms(of:)``), by constraint id.
  var mergedTerms: [Int: [Term]] = [:]
  /// Edit variables by variable id.
  var edits: [Int: EditState] = [:]

  /// Every variable seen, in the order first seen.
  var variables: [Variable] = []
  /// The index of each variable in `variables`, by variable id.
  var variableIndex: [Int: Int] = [:]
  /// How many constraints use each variable with a nonzero coefficient.
  var variableUses: [Int] = []
  /// How many variables some constraint uses.
  var usedVariableCount = 0
  /// The required constraints that use each variable with a nonzero coefficient, by variable
  /// id, in the order added.
  var requiredByVariable: [Int: [Constraint]] = [:]
  /// How many constraints use each non-required priority.
  var priorityUses: [Double: Int] = [:]
  /// The private tableau columns the current constraints bring.
  var privateColumns = 0
  /// A point where every required constraint holds, by variable id (absent means 0): a new
  /// required constraint that already holds there, or that a local repair of the point makes
  /// hold, needs no simplex (see ``checkRequired(_:)``).
  var witness: [Int: Double] = [:]

  /// The kernel of the last solve and what it was built from.
  var kernel: DenseKernel?
  /// The kernel row of each constraint, by constraint id.
  var kernelRows: [Int: Int32] = [:]
  /// The `variables` index of each kernel variable.
  var kernelVariables: [Int] = []
  /// The problem changed in a way a constant patch cannot express.
  var needsRebuild = true
  /// Edit constants to patch into the kernel before the next solve, by constraint id.
  var pendingConstants: [Int: Double] = [:]
  /// The values of the last solve, by variable id.
  var solvedValues: [Int: Double] = [:]
  /// Whether `solvedValues` reflects the current problem.
  var isSolved = false
  /// The error of the last solve, when it failed (only a numerical failure can).
  var lastSolveError: LayoutError?

  var counters = SolverStatistics()
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
    positions[constraint.id] != nil
  }

  /// The value of `variable` at the optimum, solving first when the problem changed.
  ///
  /// - Complexity: O(1) when solved; otherwise one solve (warm after suggestions only).
  public func value(of variable: Variable) -> Double {
    ensureSolved()
    return solvedValues[variable.id] ?? 0
  }

  /// The values of every variable some constraint uses.
  ///
  /// - Complexity: O(variables), plus a solve when the problem changed.
  public func solution() -> Solution {
    ensureSolved()
    return Solution(values: solvedValues)
  }

  /// Removes every constraint and edit variable.
  ///
  /// - Complexity: O(1) apart from freeing memory.
  public func reset() {
    retire()
    constraints = []
    positions = [:]
    mergedTerms = [:]
    edits = [:]
    variables = []
    variableIndex = [:]
    variableUses = []
    usedVariableCount = 0
    requiredByVariable = [:]
    priorityUses = [:]
    privateColumns = 0
    witness = [:]
    pendingConstants = [:]
    solvedValues = [:]
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
    kernelRows = [:]
    kernelVariables = []
  }
}
