/// A max-priority queue of defined variables by rank, for ``Eliminations/expand(_:)``.
///
/// A plain binary heap. The solver modules (`LayoutCore`, `Cassowary`) stay free of package
/// dependencies so they embed anywhere and the fuzz builds can compile them with `swiftc`
/// alone; this is the one structure the solver would otherwise take from swift-collections.
struct RankQueue {
  private var items: [(rank: Int, id: Int)] = []

  var isEmpty: Bool { items.isEmpty }

  /// Empties the queue, keeping its storage for the next use.
  mutating func removeAll() {
    items.removeAll(keepingCapacity: true)
  }

  private static func above(_ a: (rank: Int, id: Int), _ b: (rank: Int, id: Int)) -> Bool {
    (a.rank, a.id) > (b.rank, b.id)
  }

  mutating func insert(rank: Int, id: Int) {
    items.append((rank, id))
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.above(items[child], items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the id with the highest rank (ties: the highest id).
  mutating func popMax() -> Int? {
    guard let top = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var best = parent
        if left < items.count && Self.above(items[left], items[best]) { best = left }
        if right < items.count && Self.above(items[right], items[best]) { best = right }
        if best == parent { break }
        items.swapAt(parent, best)
        parent = best
      }
    }
    return top.id
  }
}
