import CSolver
import LayoutCore
import Synchronization

/// The one Swift view of the C kernel (`csolver.h`): an owned handle whose calls throw
/// ``LayoutError`` instead of returning status codes.
///
/// Variables are dense indices `0..<variableCount`; rows are numbered in the order they are
/// added; level 0 is required and levels 1, 2, ... are ever weaker priorities.
final class DenseKernel {
  private let handle: OpaquePointer
  /// The number of variables the kernel was made for.
  let variableCount: Int

  /// Makes an empty kernel.
  ///
  /// - Throws: ``LayoutError/internalError(_:)`` when the C side cannot allocate.
  init(variableCount: Int, maximumCells: Int) throws(LayoutError) {
    var pointer: OpaquePointer?
    let status = csolver_create(Int32(variableCount), maximumCells, &pointer)
    guard status == CSOLVER_OK, let pointer else { throw Self.error(status, "csolver_create") }
    handle = pointer
    self.variableCount = variableCount
  }

  deinit {
    csolver_destroy(handle)
  }

  /// One kernel call that may reach OpenBLAS or LAPACK at a time, process-wide: the kernel
  /// sets OpenBLAS's global thread count for each solve, and OpenBLAS documents neither that
  /// setting nor its threaded build as safe to use from several threads at once.
  private static let blas = Mutex<Void>(())

  /// `body` under ``blas``.
  private func serialised<T>(_ body: () -> T) -> T {
    Self.blas.withLock { _ in body() }
  }

  /// The number of cells of the dense tableau of `rows` rows, `definitions` of which phase
  /// zero eliminates with a free variable (see `csolver_tableau_cells`).
  static func tableauCells(rows: Int, definitions: Int, privateColumns: Int, levels: Int) -> Int {
    Int(
      csolver_tableau_cells(
        Int32(rows), Int32(definitions), Int32(privateColumns), Int32(levels)))
  }

  /// The cells a cold solve of the rows added so far would allocate, and the free variables
  /// phase zero eliminates, found by running phase zero alone (`csolver_measure`).
  ///
  /// - Complexity: phase zero's sparse elimination; no dense tableau is allocated.
  func measure() throws(LayoutError) -> (cells: Int, definitions: Int) {
    var cells = 0
    var definitions: Int32 = 0
    let status = serialised { csolver_measure(handle, &cells, &definitions) }
    try check(status, "csolver_measure")
    return (cells, Int(definitions))
  }

  /// The slack and error columns a row of this kind brings to the tableau.
  static func privateColumns(relation: Relation, required: Bool) -> Int {
    required ? (relation == .equal ? 0 : 1) : 2
  }

  /// The kernel's code (a `csolver_relation` value) for a relation.
  static func code(_ relation: Relation) -> Int32 {
    switch relation {
    case .equal: Int32(bitPattern: CSOLVER_EQUAL.rawValue)
    case .lessThanOrEqual: Int32(bitPattern: CSOLVER_LESS_EQUAL.rawValue)
    case .greaterThanOrEqual: Int32(bitPattern: CSOLVER_GREATER_EQUAL.rawValue)
    }
  }

  /// Adds rows `range` of `problem`, in order, each at `levels[row]`; `columns` maps slots to
  /// kernel variables (nil when they are the same).
  ///
  /// - Complexity: O(terms of the rows), O(all terms) with a column map.
  func addRows(
    of problem: DenseProblem, _ range: Range<Int>, levels: [Int32], columns: [Int32]?
  ) throws(LayoutError) {
    guard !range.isEmpty else { return }
    let mapped = columns.map { map in problem.termSlots.map { map[Int($0)] } }
    let status = problem.termStarts.withUnsafeBufferPointer { starts in
      (mapped ?? problem.termSlots).withUnsafeBufferPointer { variables in
        problem.termCoefficients.withUnsafeBufferPointer { coefficients in
          problem.constants.withUnsafeBufferPointer { constants in
            problem.relationCodes.withUnsafeBufferPointer { relations in
              levels.withUnsafeBufferPointer { levels in
                csolver_add_rows(
                  handle, Int32(range.count), starts.baseAddress! + range.lowerBound,
                  variables.baseAddress, coefficients.baseAddress,
                  constants.baseAddress! + range.lowerBound,
                  relations.baseAddress! + range.lowerBound,
                  levels.baseAddress! + range.lowerBound, nil)
              }
            }
          }
        }
      }
    }
    try check(status, "csolver_add_rows")
  }

  /// Adds rows given as flat arrays: row `k` has the terms `starts[k] ..< starts[k + 1]` of
  /// `variables` and `coefficients`, `constants[k]`, relation code `relations[k]` (see
  /// ``code(_:)``) and `levels[k]`.
  func addRows(
    starts: [Int32], variables: [Int32], coefficients: [Double], constants: [Double],
    relations: [Int32], levels: [Int32]
  ) throws(LayoutError) {
    guard !constants.isEmpty else { return }
    let status = starts.withUnsafeBufferPointer { starts in
      variables.withUnsafeBufferPointer { variables in
        coefficients.withUnsafeBufferPointer { coefficients in
          constants.withUnsafeBufferPointer { constants in
            relations.withUnsafeBufferPointer { relations in
              levels.withUnsafeBufferPointer { levels in
                csolver_add_rows(
                  handle, Int32(constants.count), starts.baseAddress, variables.baseAddress,
                  coefficients.baseAddress, constants.baseAddress, relations.baseAddress,
                  levels.baseAddress, nil)
              }
            }
          }
        }
      }
    }
    try check(status, "csolver_add_rows")
  }

  /// Changes a row's constant; a non-required row is patched into the solved tableau so the
  /// next ``solve()`` is a warm dual-simplex start.
  ///
  /// - Complexity: O(tableau rows).
  func setConstant(_ constant: Double, row: Int32) throws(LayoutError) {
    try check(csolver_set_constant(handle, row, constant), "csolver_set_constant")
  }

  /// Includes or excludes a row from later solves and checks.
  func setEnabled(_ enabled: Bool, row: Int32) throws(LayoutError) {
    try check(csolver_set_row_enabled(handle, row, enabled ? 1 : 0), "csolver_set_row_enabled")
  }

  /// A point where the enabled required rows all hold (every variable's value, by index), or
  /// nil when they cannot all hold.
  ///
  /// - Complexity: one phase-one simplex on the required rows.
  /// - Throws: ``LayoutError/problemTooLarge(_:)`` or ``LayoutError/internalError(_:)``.
  func feasiblePoint() throws(LayoutError) -> [Double]? {
    var feasible: Int32 = 0
    var point = [Double](repeating: 0, count: variableCount)
    let status = point.withUnsafeMutableBufferPointer { buffer in
      serialised { csolver_check_feasible(handle, &feasible, buffer.baseAddress) }
    }
    try check(status, "csolver_check_feasible")
    return feasible != 0 ? point : nil
  }

  /// Computes the lexicographic optimum, warm when only non-required constants changed.
  ///
  /// - Throws: ``LayoutError/internalError(_:)`` when the required rows are infeasible or the
  ///   simplex fails numerically, ``LayoutError/problemTooLarge(_:)`` past the memory bound.
  func solve() throws(LayoutError) {
    try check(serialised { csolver_solve(handle) }, "csolver_solve")
  }

  /// Computes the lexicographic optimum like ``solve()``, but returns false instead of
  /// throwing when the required rows cannot all hold.
  func solveIfFeasible() throws(LayoutError) -> Bool {
    let status = serialised { csolver_solve(handle) }
    if status == CSOLVER_INFEASIBLE { return false }
    try check(status, "csolver_solve")
    return true
  }

  /// The value of every variable, by index.
  func values() throws(LayoutError) -> [Double] {
    var values = [Double](repeating: 0, count: variableCount)
    let status = values.withUnsafeMutableBufferPointer {
      csolver_copy_values(handle, $0.baseAddress, Int32(variableCount))
    }
    try check(status, "csolver_copy_values")
    return values
  }

  /// The optimal total error of levels `0..<count`.
  func levelErrors(count: Int) throws(LayoutError) -> [Double] {
    var errors = [Double](repeating: 0, count: count)
    let status = errors.withUnsafeMutableBufferPointer {
      csolver_copy_level_errors(handle, $0.baseAddress, Int32(count))
    }
    try check(status, "csolver_copy_level_errors")
    return errors
  }

  /// Whether each variable takes different values among optimal solutions.
  ///
  /// - Complexity: a QR factorisation of the active system plus at most two simplex probes
  ///   per variable the factorisation leaves undecided.
  func ambiguity() throws(LayoutError) -> [Bool] {
    var flags = [Int32](repeating: 0, count: variableCount)
    let status = flags.withUnsafeMutableBufferPointer { buffer in
      serialised { csolver_find_ambiguous(handle, buffer.baseAddress, Int32(variableCount)) }
    }
    try check(status, "csolver_find_ambiguous")
    return flags.map { $0 != 0 }
  }

  /// The kernel's work counters.
  var statistics: csolver_statistics {
    var stats = csolver_statistics()
    _ = csolver_get_statistics(handle, &stats)
    return stats
  }

  /// The nonzero cells of the solved tableau.
  ///
  /// - Complexity: O(tableau cells).
  var nonzeros: Int {
    var count = 0
    _ = csolver_count_nonzeros(handle, &count)
    return count
  }

  /// Total pivots, primal and dual.
  var pivots: Int {
    let stats = statistics
    return stats.primal_pivots + stats.dual_pivots
  }

  /// The kernel's own description of its solved tableau.
  func dump() -> String {
    var needed = 0
    _ = csolver_dump(handle, nil, 0, &needed)
    var buffer = [CChar](repeating: 0, count: needed + 1)
    _ = buffer.withUnsafeMutableBufferPointer {
      csolver_dump(handle, $0.baseAddress, $0.count, &needed)
    }
    return String(decoding: buffer.prefix(needed).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private func check(_ status: csolver_status, _ call: String) throws(LayoutError) {
    guard status == CSOLVER_OK else { throw Self.error(status, call) }
  }

  private static func error(_ status: csolver_status, _ call: String) -> LayoutError {
    let message = String(cString: csolver_status_message(status))
    if status == CSOLVER_TOO_LARGE {
      return .problemTooLarge("\(message) (\(call))")
    }
    return .internalError("\(call): \(message)")
  }
}
