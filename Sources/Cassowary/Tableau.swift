import LayoutCore

/// The simplex tableau of the Cassowary solver, as one value so that the hot loops run with
/// static exclusivity checks instead of per-property dynamic ones.
///
/// Rows are stored in slots; each basic symbol knows its slot, and each symbol knows the slots
/// of the rows it appears in (``columns``). The objective is one row per priority level.
struct Tableau {
  /// What the solver remembers about an added constraint.
  struct ConstraintRecord {
    var constraint: Constraint
    /// The slack, dummy or positive error symbol that identifies the constraint's row.
    var marker: Symbol
    /// The second error symbol of a non-required constraint, or `noSymbol`.
    var other: Symbol
    /// The order in which constraints were added, for reporting conflicts in that order.
    var order: Int
    /// The factor the constraint's row was multiplied by (``rowScale(of:)``): its slack,
    /// dummy and error symbols measure the constraint's own slack or error times this.
    var scale: Double = 1
    /// The cost of one unit of each error symbol in the constraint's level: the level's
    /// ``ObjectiveLevel/unit`` divided by ``scale``, so that the level still adds up the
    /// constraints' errors as the user states them, all times the level's one factor.
    var errorWeight: Double = 1
    /// How many identical constraints share this row (see ``Tableau/changeWeight(ofConstraint:by:)``):
    /// each error symbol costs ``errorWeight`` times this.
    var copies: Double = 1
    /// Whether the constraint is an edit variable's `variable == suggestion`, whose constant
    /// is the suggestion in ``Tableau/edits``.
    var isEdit = false

    /// What one unit of either error symbol costs in the objective: ``errorWeight`` for each
    /// of the ``copies``.
    var unitErrorCost: Double { errorWeight * copies }
  }

  /// The state of an edit variable.
  struct EditRecord {
    var constraint: Constraint
    var suggested: Double
    /// The suggestion constraint's positive and negative error symbols.
    var plus: Symbol
    var minus: Symbol
    /// The suggestion row's ``ConstraintRecord/scale``: a change of the suggested value moves
    /// the error symbols by this much per unit.
    var scale: Double
  }

  /// One priority level of the objective.
  struct ObjectiveLevel {
    var priority: Double
    var row: ObjectiveCosts
    /// Constraints at this level; the level is dropped when none remain.
    var users: Int
    /// The factor all of the level's costs are multiplied by: the row scale of the
    /// constraint that made the level. Each level is minimised on its own, so any positive
    /// factor leaves its optimum alone; this one keeps the costs of a level whose rows were
    /// all scaled alike at 1 (against the absolute ``epsilon``) however large or small the
    /// user's numbers in it are.
    var unit: Double = 1
  }

  // Symbol tables, indexed by symbol.
  var symbolKinds: [SymbolKind] = []
  /// For external symbols the index into `variables`; for markers the constraint id.
  var symbolOwners: [Int] = []
  /// The row slot where the symbol is basic, or -1.
  var basicSlot: [Int] = []
  /// The row slots where the symbol appears as a parameter. Lists are kept lazily: a slot is
  /// appended when the symbol enters a row and left in place when it leaves, and readers skip
  /// (and compaction drops) slots whose row no longer holds the symbol. That keeps the hot
  /// path to an append instead of a hash-set update.
  var columns: [[Int]] = []
  /// The length of each column list after its last compaction, to bound stale growth.
  var compactedLength: [Int] = []
  /// Per symbol, the entries of its column list that substitutions cancelled since its last
  /// compaction: a symbol that cancels out of every row and never enters one again is never
  /// appended to, so without this count its stale list would stay as long as the rows it
  /// was in (``compactStaleColumns(_:)``).
  var staleEntries: [Int] = []
  /// Per slot, the last visit stamp, to drop duplicate slots from a column list in O(k).
  var slotStamps: [Int] = []
  var stamp = 0
  /// Symbols whose reduced cost changed since they were last seen non-negative: the only
  /// ones that can enter in the primal simplex. Keeping them spares a scan of every objective
  /// row after each added constraint.
  var pendingCosts: [Symbol] = []
  var isPending: [Bool] = []
  /// The variable ids and symbols of the last bulk read, so repeated reads of the same list
  /// skip the id lookups.
  var lastReadIDs: [Int] = []
  var lastReadSymbols: [Symbol] = []
  /// Bumped whenever a variable gets or loses its symbol, so cached read plans know.
  var variableGeneration = 0
  /// A reusable merge buffer, so row merges do not allocate.
  var scratch: [RowEntry] = []
  /// A reusable list of the symbols a substitution brought into a row.
  var enteredSymbols: [Symbol] = []
  /// A reusable list of the symbols a substitution cancelled from a row.
  var cancelledSymbols: [Symbol] = []
  /// A reusable dense row, so building a constraint's row costs its entries, not a merge per
  /// term.
  var accumulator = RowAccumulator()

  // Rows, indexed by slot.
  var rows: [Row] = []
  var slotBasic: [Symbol] = []
  var freeSlots: [Int] = []

  // Variables.
  var variables: [Variable] = []
  var variableSymbols: [Symbol] = []
  var variableUses: [Int] = []
  var variableIndex = IDMap<Int>()

  var records = IDTable<ConstraintRecord>()
  /// The terms of the constraints in ``records``: what measuring the rows costs
  /// (``residualWorkCheckIsDue``).
  var recordTerms = 0
  var edits: [Int: EditRecord] = [:]
  var levels: [ObjectiveLevel] = []
  /// The phase-one objective while a constraint is added with an artificial variable.
  var artificial: Row?
  var infeasible: [Symbol] = []
  var nextOrder = 0
  var counters = SolverStatistics()
  /// ``counters``' pivot count when the objective was last recomputed from the rows.
  var pivotsAtRefresh = 0
  /// Set when the rows were found to have drifted from their constraints by more than
  /// ``residualLimit`` (``relativeResidual()``); the solver then rebuilds the tableau.
  var precisionLost = false
  /// ``counters``' pivot count when the rows were last measured (``checkResidual()``).
  var pivotsAtResidualCheck = 0
  /// Entries rewritten by substitutions so far (rows rewritten times the length of the row
  /// substituted): the work pivots did, and so the rounding they can have added.
  var pivotWork = 0
  /// ``pivotWork`` when the rows were last measured.
  var workAtResidualCheck = 0
  /// The constraints whose rows that measure found off by more than ``residualLimit`` in
  /// absolute terms (``ResidualMeasure/suspects``), for the solver to judge.
  var residualSuspects: [Int] = []
  /// Set by ``enteringSymbol(bland:)`` when a symbol was passed over for a leading cost below
  /// ``suspectCostLimit``, which rounding in the objective can reach; cleared when an optimum
  /// of the levels is accepted (not phase one's, which carries them along).
  var hasSuspectCost = false
  /// Symbols passed over because a small reduced cost that would let them enter was judged
  /// rounding (``watchRounding(_:)``); the judgement depends on rows that later pivots change.
  var roundingWatch: [Symbol] = []
  var isRoundingWatched: [Bool] = []
  init() {}

  /// Whether `variable` has a symbol that some constraint or edit in the tableau uses.
  func isInUse(_ variable: Variable) -> Bool {
    guard let index = variableIndex[variable.id] else { return false }
    return variableUses[index] > 0 || edits[variable.id] != nil
  }

  var statistics: SolverStatistics {
    var s = counters
    s.rows = rows.count - freeSlots.count
    s.nonzeros = rows.indices.reduce(0) {
      slotBasic[$1] == noSymbol ? $0 : $0 + rows[$1].entries.count
    }
    s.nonzeros += levels.reduce(0) { $0 + $1.row.nonzeroCount }
    return s
  }

  func contains(_ constraint: Constraint) -> Bool {
    records.contains(constraint.id)
  }

  func value(of variable: Variable) -> Double {
    guard let index = variableIndex[variable.id] else { return 0 }
    return value(ofSymbol: variableSymbols[index])
  }

  /// The value of a symbol: its row's constant when basic, else 0.
  func value(ofSymbol symbol: Symbol) -> Double {
    let slot = basicSlot[symbol]
    return slot < 0 ? 0 : rows[slot].constant
  }

  /// Writes the values of `variables` into `values` (resized to match).
  ///
  /// `repeated` says the caller passes the very array of the previous read (same storage),
  /// whose ids then need no comparing.
  mutating func read(_ variables: [Variable], into values: inout [Double], repeated: Bool = false) {
    let count = variables.count
    var same = lastReadIDs.count == count
    if same && !repeated {
      for i in 0..<count where lastReadIDs[i] != variables[i].id {
        same = false
        break
      }
    }
    if !same {
      lastReadIDs = variables.map(\.id)
      lastReadSymbols = variables.map { v in
        variableIndex[v.id].map { variableSymbols[$0] } ?? noSymbol
      }
    }
    if values.count != count { values = [Double](repeating: 0, count: count) }
    for i in 0..<count {
      let symbol = lastReadSymbols[i]
      values[i] = symbol == noSymbol ? 0 : value(ofSymbol: symbol)
    }
  }

  func solution() -> Solution {
    var values: [Int: Double] = [:]
    values.reserveCapacity(variables.count)
    for (index, variable) in variables.enumerated()
    where variableUses[index] > 0 || edits[variable.id] != nil {
      values[variable.id] = value(ofSymbol: variableSymbols[index])
    }
    return Solution(values: values)
  }

  mutating func reset() {
    symbolKinds = []
    symbolOwners = []
    basicSlot = []
    columns = []
    compactedLength = []
    staleEntries = []
    slotStamps = []
    stamp = 0
    pendingCosts = []
    isPending = []
    roundingWatch = []
    isRoundingWatched = []
    rows = []
    slotBasic = []
    freeSlots = []
    variables = []
    lastReadIDs = []
    lastReadSymbols = []
    variableSymbols = []
    variableUses = []
    variableIndex = IDMap()
    records = IDTable()
    edits = [:]
    levels = []
    artificial = nil
    infeasible = []
    nextOrder = 0
    counters = SolverStatistics()
    pivotsAtRefresh = 0
    pivotsAtResidualCheck = 0
    pivotWork = 0
    workAtResidualCheck = 0
    recordTerms = 0
    residualSuspects = []
    precisionLost = false
  }

  // MARK: Symbols and slots

  mutating func makeSymbol(_ kind: SymbolKind, owner: Int) -> Symbol {
    symbolKinds.append(kind)
    symbolOwners.append(owner)
    basicSlot.append(-1)
    columns.append([])
    compactedLength.append(0)
    staleEntries.append(0)
    isPending.append(false)
    isRoundingWatched.append(false)
    return symbolKinds.count - 1
  }

  /// The symbol of a variable, making one the first time the variable is seen.
  mutating func symbol(for variable: Variable) -> Symbol {
    if let index = variableIndex[variable.id] { return variableSymbols[index] }
    let index = variables.count
    let symbol = makeSymbol(.external, owner: index)
    lastReadIDs = []
    variableGeneration += 1
    variables.append(variable)
    variableSymbols.append(symbol)
    variableUses.append(0)
    variableIndex[variable.id] = index
    return symbol
  }

  /// Stores `row` as the row of basic symbol `basic`, indexing its parameters.
  mutating func insertRow(_ row: Row, basic: Symbol) {
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
    noteEntries(row.entries.lazy.map(\.symbol), slot: slot)
  }

  /// Takes the row out of `slot`, unindexing it, and returns it.
  mutating func takeRow(at slot: Int) -> Row {
    let row = rows[slot]
    basicSlot[slotBasic[slot]] = -1
    slotBasic[slot] = noSymbol
    rows[slot] = Row()
    freeSlots.append(slot)
    return row
  }

  // MARK: Reduced costs

  /// Notes that the reduced cost of `symbol` may have changed.
  @inline(__always)
  mutating func notePending(_ symbol: Symbol) {
    if !isPending[symbol] {
      isPending[symbol] = true
      pendingCosts.append(symbol)
    }
  }

  /// Notes every symbol of `row` as possibly changed in the objective.
  mutating func notePending(_ row: Row) {
    for entry in row.entries { notePending(entry.symbol) }
  }

  // MARK: Column index

  /// Records that each of `symbols` (distinct) entered the row at `slot`, compacting a
  /// symbol's list when stale entries have doubled it. A collection, since the symbols are
  /// read twice.
  ///
  /// The lists are appended to through a buffer pointer, one uniqueness check of `columns`
  /// per row rather than two per symbol, and the rare compactions follow: a compaction reads
  /// only its own symbol's list and the rows, so doing it after the other symbols' appends
  /// changes nothing.
  @inline(__always)
  mutating func noteEntries<S: Collection<Symbol>>(_ symbols: S, slot: Int) {
    var stale = false
    columns.withUnsafeMutableBufferPointer { columns in
      for symbol in symbols {
        // Most symbols live in a few rows: one allocation for the first four, not three.
        if columns[symbol].capacity == 0 { columns[symbol].reserveCapacity(4) }
        columns[symbol].append(slot)
        if columns[symbol].count > 32 { stale = true }
      }
    }
    guard stale else { return }
    for symbol in symbols {
      let count = columns[symbol].count
      if count > 32 && count > 2 * compactedLength[symbol] {
        _ = liveSlots(of: symbol)
      }
    }
  }

  /// Counts the entries of `cancelled` (one per row a substitution cancelled the symbol
  /// from) as stale, and compacts each list in which stale entries have become the majority,
  /// so that column lists stay proportional to the rows that hold their symbols. Compaction
  /// keeps the live slots in their order, so which rows are visited, and in what order, is
  /// unchanged.
  mutating func compactStaleColumns(_ cancelled: [Symbol]) {
    for symbol in cancelled {
      staleEntries[symbol] += 1
      let count = columns[symbol].count
      if count > 32 && 2 * staleEntries[symbol] > count { _ = liveSlots(of: symbol) }
    }
  }

  /// The slots whose rows hold `symbol`, each once, in the order they were first listed, with
  /// the symbol's list compacted to them.
  mutating func liveSlots(of symbol: Symbol) -> [Int] {
    stamp += 1
    if slotStamps.count < rows.count {
      slotStamps.append(contentsOf: repeatElement(0, count: rows.count - slotStamps.count))
    }
    // Taken out of `columns`, and walked by index, so that compacting it in place does not
    // copy it (a second reference, the table's or a for-in iterator's, would).
    var live = columns[symbol]
    columns[symbol] = []
    var kept = 0
    for i in 0..<live.count {
      let slot = live[i]
      guard slotStamps[slot] != stamp else { continue }
      slotStamps[slot] = stamp
      if slotBasic[slot] != noSymbol && rows[slot].position(of: symbol).found {
        live[kept] = slot
        kept += 1
      }
    }
    if live.capacity > 4 * kept + 32 {
      // A list that once held a symbol in thousands of rows keeps that capacity through
      // `removeLast`; kept for every symbol that passed through, it made memory grow with the
      // square of the rows (thousands of soft constraints on one variable).
      live = Array(live[..<kept])
    } else {
      live.removeLast(live.count - kept)
    }
    columns[symbol] = live
    compactedLength[symbol] = kept
    staleEntries[symbol] = 0
    return live
  }

  /// The slots whose rows hold `symbol`, sorted, without compacting.
  func slots(containing symbol: Symbol) -> [Int] {
    var live = columns[symbol].filter {
      slotBasic[$0] != noSymbol && rows[$0].position(of: symbol).found
    }
    live.sort()
    var unique: [Int] = []
    unique.reserveCapacity(live.count)
    for slot in live where unique.last != slot { unique.append(slot) }
    return unique
  }
}
