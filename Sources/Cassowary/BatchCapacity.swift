extension Eliminations {
  /// Makes room for `extra` more nodes in every per-node array, so a batch does not grow
  /// eighteen arrays one doubling at a time.
  mutating func reserveNodes(_ extra: Int) {
    let total = variables.count + extra
    variables.reserveCapacity(total)
    isDefinedNode.reserveCapacity(total)
    terms.reserveCapacity(total)
    constants.reserveCapacity(total)
    definingConstraints.reserveCapacity(total)
    orders.reserveCapacity(total)
    ranks.reserveCapacity(total)
    mentionCounts.reserveCapacity(total)
    mentionedBy.reserveCapacity(total)
    dependentHeads.reserveCapacity(total)
    isStandIn.reserveCapacity(total)
    scratchCoefficients.reserveCapacity(total)
    coefficientMarks.reserveCapacity(total)
    queueMarks.reserveCapacity(total)
    searchMarks.reserveCapacity(total)
    targetMarks.reserveCapacity(total)
    // At most one definition per constraint of the batch.
    definedBy.reserveCapacity(definedBy.count + extra)
  }
}

extension Tableau {
  /// Makes room for `extra` more symbols in every per-symbol array (each level's costs
  /// included) and `extraRecords` more constraint records.
  mutating func reserveSymbols(_ extra: Int, records extraRecords: Int) {
    let total = symbolKinds.count + extra
    symbolKinds.reserveCapacity(total)
    symbolOwners.reserveCapacity(total)
    basicSlot.reserveCapacity(total)
    columns.reserveCapacity(total)
    compactedLength.reserveCapacity(total)
    staleEntries.reserveCapacity(total)
    isPending.reserveCapacity(total)
    isRoundingWatched.reserveCapacity(total)
    for index in levels.indices { levels[index].row.reservePages(symbolCount: total) }
    records.reserveCapacity(records.count + extraRecords)
  }
}
