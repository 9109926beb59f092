/// Reports a listed description the paste ends inside, and resolves an address it cuts.
///
/// When the paste ends inside a description that can still be read
/// (`… V:[A]-(34)-|   (active, names: '|':UIView:0x7fd9`), its last address may be cut:
/// taken as it is, it would make a view of its own. The object is the one other
/// descriptions of the log name with the same class and an address that starts with the cut
/// one, when exactly one does; otherwise the object is unknown, and a cut names-table entry
/// is dropped so that `|` stands for the unnamed superview. Either way it is reported.
enum TruncatedAddresses {
  /// Rewrites the cut address of ``ParsedLog/cutDescription`` and reports what was done.
  static func resolve(in parsed: inout ParsedLog) {
    guard let address = parsed.cutDescription, var constraint = parsed.constraints[address]
    else { return }
    var items = [constraint.firstItem]
    if let second = constraint.secondItem { items.append(second) }
    if let superview = constraint.superview { items.append(superview) }
    guard let cut = lastAddress(in: constraint.text),
      let item = items.last(where: { $0.address == cut })
    else {
      parsed.assumptions.append(
        "the end of the description of \(constraint.tag) (line \(constraint.line)): the paste "
          + "ends inside it, and what it has was read")
      return
    }
    let others = parsed.order.filter { $0 != address }.compactMap { parsed.constraints[$0] }
    var candidates: [LogItem] = []
    for other in others {
      for known in [other.firstItem, other.secondItem, other.superview].compactMap({ $0 })
      where known.className == item.className && known.address != cut
        && known.address?.hasPrefix(cut) == true
        && !candidates.contains(where: { $0.address == known.address })
      {
        candidates.append(known)
      }
    }
    let kind = item.className ?? "view"
    var note =
      "the end of the description of \(constraint.tag) (line \(constraint.line)): the paste "
      + "ends inside it, cutting the address \(cut) of a \(kind); "
    if candidates.count == 1, let full = candidates[0].address {
      func replaced(_ old: LogItem) -> LogItem {
        guard old.address == cut else { return old }
        var new = old
        new.address = full
        new.merge(candidates[0])
        return new
      }
      constraint.firstItem = replaced(constraint.firstItem)
      constraint.secondItem = constraint.secondItem.map(replaced)
      constraint.superview = constraint.superview.map(replaced)
      note += "taken as \(kind) \(full), the only \(kind) in the log whose address starts so"
    } else {
      if constraint.superview?.address == cut {
        // The names table gave `|` the cut address: `|` is the unnamed superview again.
        func unnamed(_ old: LogItem) -> LogItem {
          old.address == cut ? LogItem(isSuperview: true) : old
        }
        constraint.firstItem = unnamed(constraint.firstItem)
        constraint.secondItem = constraint.secondItem.map(unnamed)
        constraint.superview = nil
      }
      note +=
        candidates.isEmpty
        ? "no \(kind) in the log has an address that starts so, so which one is unknown"
        : "\(candidates.count) \(kind)s in the log have addresses that start so, so which one "
          + "is unknown"
    }
    parsed.constraints[address] = constraint
    parsed.assumptions.append(note)
  }

  /// The last `0x…` address of a text when the text ends with it (spaces aside): only the
  /// very end of a cut paste can be cut.
  static func lastAddress(in text: String) -> String? {
    let trimmed = Array(text.trimmingWhitespace())
    var start = trimmed.count
    while start > 0, trimmed[start - 1].isHexDigit { start -= 1 }
    guard start >= 2, start < trimmed.count, trimmed[start - 1] == "x" || trimmed[start - 1] == "X",
      trimmed[start - 2] == "0"
    else { return nil }
    return String(trimmed[(start - 2)...]).lowercased()
  }
}
