import LayoutCore

/// A pure-Swift incremental Cassowary solver with exact, lexicographic Auto Layout priorities.
///
/// The tableau keeps one row per basic symbol and, for every symbol, the set of rows it
/// appears in, so a pivot, a new constraint or a suggested value touches only the rows that
/// hold the symbols involved instead of rescanning the whole tableau. The objective is one
/// row per priority level; the simplex compares reduced costs level by level, highest first,
/// so no amount of error at a lower priority is ever traded for error at a higher one.
///
/// Every call leaves the tableau optimal, so reading values never solves.
public final class CassowarySolver: LayoutSolver {
  /// What the solver remembers about an added constraint.
  struct ConstraintRecord {
    var constraint: Constraint
    /// The slack, dummy or positive error symbol that identifies the constraint's row.
    var marker: Symbol
    /// The second error symbol of a non-required constraint, or `noSymbol`.
    var other: Symbol
    /// The order in which constraints were added, for reporting conflicts in that order.
    var order: Int
  }

  /// The state of an edit variable.
  struct EditRecord {
    var constraint: Constraint
    var suggested: Double
  }

  /// One priority level of the objective.
  struct ObjectiveLevel {
    var priority: Double
    var row: Row
    /// Constraints at this level; the level is dropped when none remain.
    var users: Int
  }

  // Symbol tables, indexed by symbol.
  var symbolKinds: [SymbolKind] = []
  /// For external symbols the index into `variables`; for markers the constraint id.
  var symbolOwners: [Int] = []
  /// The row slot where the symbol is basic, or -1.
  var basicSlot: [Int] = []
  /// The row slots where the symbol appears as a parameter.
  var columns: [Set<Int>] = []

  // Rows, indexed by slot.
  var rows: [Row] = []
  var slotBasic: [Symbol] = []
  var freeSlots: [Int] = []

  // Variables.
  var variables: [Variable] = []
  var variableSymbols: [Symbol] = []
  var variableUses: [Int] = []
  var variableIndex: [Int: Int] = [:]

  var records: [Int: ConstraintRecord] = [:]
  var edits: [Int: EditRecord] = [:]
  var levels: [ObjectiveLevel] = []
  /// The phase-one objective while a constraint is added with an artificial variable.
  var artificial: Row?
  var infeasible: [Symbol] = []
  var nextOrder = 0
  var counters = SolverStatistics()
  /// Whether an unsatisfiable constraint gets a minimal conflicting set (off for the
  /// scratch solvers that compute those sets).
  let analysesConflicts: Bool

  /// Makes an empty solver.
  public init() {
    analysesConflicts = true
  }

  init(analysesConflicts: Bool) {
    self.analysesConflicts = analysesConflicts
  }

  public var backendName: String { "cassowary" }

  public var statistics: SolverStatistics {
    var s = counters
    s.rows = rows.count - freeSlots.count
    s.nonzeros = rows.indices.reduce(0) { slotBasic[$1] == noSymbol ? $0 : $0 + rows[$1].entries.count }
    s.nonzeros += levels.reduce(0) { $0 + $1.row.entries.count }
    return s
  }

  public func contains(_ constraint: Constraint) -> Bool {
    records[constraint.id] != nil
  }

  public func value(of variable: Variable) -> Double {
    guard let index = variableIndex[variable.id] else { return 0 }
    return value(ofSymbol: variableSymbols[index])
  }

  /// The value of a symbol: its row's constant when basic, else 0.
  func value(ofSymbol symbol: Symbol) -> Double {
    let slot = basicSlot[symbol]
    return slot < 0 ? 0 : rows[slot].constant
  }

  public func solution() -> Solution {
    var values: [Int: Double] = [:]
    values.reserveCapacity(variables.count)
    for (index, variable) in variables.enumerated() where variableUses[index] > 0 || edits[variable.id] != nil {
      values[variable.id] = value(ofSymbol: variableSymbols[index])
    }
    return Solution(values: values)
  }

  public func reset() {
    symbolKinds = []
    symbolOwners = []
    basicSlot = []
    columns = []
    rows = []
    slotBasic = []
    freeSlots = []
    variables = []
    variableSymbols = []
    variableUses = []
    variableIndex = [:]
    records = [:]
    edits = [:]
    levels = []
    artificial = nil
    infeasible = []
    nextOrder = 0
    counters = SolverStatistics()
  }

  // MARK: Symbols and slots

  func makeSymbol(_ kind: SymbolKind, owner: Int) -> Symbol {
    symbolKinds.append(kind)
    symbolOwners.append(owner)
    basicSlot.append(-1)
    columns.append([])
    return symbolKinds.count - 1
  }

  /// The symbol of a variable, making one the first time the variable is seen.
  func symbol(for variable: Variable) -> Symbol {
    if let index = variableIndex[variable.id] { return variableSymbols[index] }
    let index = variables.count
    let symbol = makeSymbol(.external, owner: index)
    variables.append(variable)
    variableSymbols.append(symbol)
    variableUses.append(0)
    variableIndex[variable.id] = index
    return symbol
  }

  /// Stores `row` as the row of basic symbol `basic`, indexing its parameters.
  func insertRow(_ row: Row, basic: Symbol) {
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      rows[slot] = row
      slotBasic[slot] = basic
    } else {
      slot = rows.count
      rows.append(row)
      slotBasic.append(basic)
    }
    basicSlot[basic] = slot
    for entry in row.entries { columns[entry.symbol].insert(slot) }
  }

  /// Takes the row out of `slot`, unindexing it, and returns it.
  func takeRow(at slot: Int) -> Row {
    let row = rows[slot]
    for entry in row.entries { columns[entry.symbol].remove(slot) }
    basicSlot[slotBasic[slot]] = -1
    slotBasic[slot] = noSymbol
    rows[slot] = Row()
    freeSlots.append(slot)
    return row
  }
}
