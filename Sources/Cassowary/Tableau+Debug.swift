import LayoutCore

extension Tableau {
  /// A readable dump of the tableau: the objective levels (highest first), each row as
  /// `basic = constant + coefficient·symbol …` in symbol order, the infeasible rows, and the
  /// edit variables with their suggestions.
  ///
  /// Symbols print as the variable name for externals and `s`, `e`, `d` plus the symbol id for
  /// slacks, errors and dummies.
  func dump() -> String {
    var lines: [String] = []
    lines.append("Objective:")
    if levels.isEmpty { lines.append("  (none)") }
    for level in levels {
      // The objective's constant is not kept up to date by suggestions, so only the reduced
      // costs are shown.
      lines.append(
        "  @\(formatLevel(level.priority)): \(format(Row(entries: level.row.entries), constant: false))"
      )
    }
    lines.append("Tableau:")
    let basics = slotBasic.filter { $0 != noSymbol }.sorted()
    if basics.isEmpty { lines.append("  (empty)") }
    for basic in basics {
      lines.append("  \(name(of: basic)) = \(format(rows[basicSlot[basic]]))")
    }
    lines.append("Infeasible:")
    let bad = basics.filter {
      symbolKinds[$0] != .external && rows[basicSlot[$0]].constant < -epsilon
    }
    lines.append(bad.isEmpty ? "  (none)" : "  " + bad.map(name(of:)).joined(separator: ", "))
    lines.append("Edit variables:")
    let editList = edits.values.sorted {
      records[$0.constraint.id]!.order < records[$1.constraint.id]!.order
    }
    if editList.isEmpty { lines.append("  (none)") }
    for edit in editList {
      let variable = edit.constraint.expression.terms[0].variable
      lines.append(
        "  \(variable) @\(edit.constraint.priority) suggested \(formatNumber(edit.suggested))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func name(of symbol: Symbol) -> String {
    switch symbolKinds[symbol] {
    case .external:
      return variables.indices.contains(symbolOwners[symbol])
        ? variables[symbolOwners[symbol]].description : "x\(symbol)"
    case .slack: return "s\(symbol)"
    case .error: return "e\(symbol)"
    case .dummy: return "d\(symbol)"
    }
  }

  private func formatLevel(_ value: Double) -> String {
    if value == Priority.strong.value { return "strong" }
    if value == Priority.weak.value { return "weak" }
    return formatNumber(value)
  }

  private func format(_ row: Row, constant: Bool = true) -> String {
    var text = constant ? formatNumber(row.constant) : ""
    for entry in row.entries {
      let c = entry.coefficient
      if text.isEmpty {
        text += c < 0 ? "-" : ""
      } else {
        text += c < 0 ? " - " : " + "
      }
      let magnitude = abs(c)
      text +=
        magnitude == 1
        ? name(of: entry.symbol) : "\(formatNumber(magnitude))·\(name(of: entry.symbol))"
    }
    return text.isEmpty ? "0" : text
  }
}
