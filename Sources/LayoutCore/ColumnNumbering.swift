/// Numbers the variables of a ``ConflictCertificate``'s rows by first use, without hashing
/// their ids when the ids lie close together.
///
/// Ids come from one process-wide counter, so a screen's variables are close: their numbers
/// are then kept in an array indexed by the id's offset from the smallest, and a `Dictionary`
/// (SipHash per term, a tenth of a long chain's conflict analysis) serves ids spread wider
/// than the rows' terms can pay for.
struct ColumnNumbering {
  /// The id of `slots[0]`.
  private var base = 0
  /// The column of each id in range plus one; 0 for an id not seen yet.
  private var slots: [Int32] = []
  private var spread: [Int: Int] = [:]
  /// How many columns are numbered.
  private(set) var count = 0

  /// Ready for the variables of `rows.map { constraints[$0] }`.
  init(_ constraints: [Constraint], rows: [Int]) {
    var low = Int.max
    var high = Int.min
    var terms = 0
    for row in rows {
      for term in constraints[row].expression.terms {
        low = min(low, term.variable.id)
        high = max(high, term.variable.id)
        terms += 1
      }
    }
    // A slot per id in range costs at most a few times the rows' own terms.
    let (span, overflow) = high.subtractingReportingOverflow(low)
    guard terms > 0, !overflow, span < 8 * terms + 4096, terms < Int(Int32.max) else { return }
    base = low
    slots = [Int32](repeating: 0, count: high - low + 1)
  }

  /// The column of the variable `id`, numbering it next when it is new.
  mutating func column(of id: Int) -> Int {
    if !slots.isEmpty {
      let slot = Int(slots[id - base])
      if slot != 0 { return slot - 1 }
      slots[id - base] = Int32(count + 1)
    } else {
      if let known = spread[id] { return known }
      spread[id] = count
    }
    count += 1
    return count - 1
  }
}
