import AutoLayout

/// Finds which rectangles of a list share area, in time near-linear in the rectangles plus
/// the pairs found.
///
/// Rectangles with identical frames (views stacked exactly on top of each other, the
/// commonest way thousands of siblings overlap) are merged into one cluster first, so their
/// pairs are counted rather than visited. The distinct frames are then swept along the axis
/// whose projections overlap less (a column of rows overlaps on x for every pair, but not on
/// y), so a stack of non-overlapping views costs a sort, not a comparison of every pair.
struct OverlapSweep {
  /// Tolerance for comparing pixel-rounded edges.
  static let epsilon = ProblemFinder.epsilon

  /// The rectangles' indices grouped by identical frame, in order of first appearance.
  let clusters: [[Int]]
  /// For each cluster, the other clusters whose frames share area with it.
  let neighbours: [[Int]]
  /// The cluster of each rectangle.
  let clusterOf: [Int]

  /// Sweeps `rects`.
  init(_ rects: [Rect]) {
    var clusterByFrame: [Rect: Int] = [:]
    var clusters: [[Int]] = []
    var clusterOf: [Int] = []
    clusterOf.reserveCapacity(rects.count)
    for (index, rect) in rects.enumerated() {
      if let cluster = clusterByFrame[rect] {
        clusters[cluster].append(index)
        clusterOf.append(cluster)
      } else {
        clusterByFrame[rect] = clusters.count
        clusterOf.append(clusters.count)
        clusters.append([index])
      }
    }
    let frames = clusters.map { rects[$0[0]] }
    var neighbours = [[Int]](repeating: [], count: clusters.count)
    let spans = [
      frames.map { (start: $0.x, end: $0.x + $0.width - Self.epsilon) },
      frames.map { (start: $0.y, end: $0.y + $0.height - Self.epsilon) },
    ]
    let sweep = spans.min { Self.projectionOverlaps($0) < Self.projectionOverlaps($1) }!
    let order = frames.indices.sorted { (sweep[$0].start, $0) < (sweep[$1].start, $1) }
    for (position, first) in order.enumerated() {
      for second in order[(position + 1)...] {
        if sweep[second].start >= sweep[first].end { break }
        guard Self.intersects(frames[first], frames[second]) else { continue }
        neighbours[first].append(second)
        neighbours[second].append(first)
      }
    }
    self.clusters = clusters
    self.neighbours = neighbours.map { $0.sorted() }
    self.clusterOf = clusterOf
  }

  /// How many rectangles before `index` in the list share area with it, and the first
  /// `limit` of them in list order; those `excluding` holds for are not counted (every
  /// earlier partner is then visited, not only counted).
  func earlierPartners(
    of index: Int, limit: Int, excluding: ((Int) -> Bool)? = nil
  ) -> (count: Int, first: [Int]) {
    let own = clusterOf[index]
    var count = 0
    var first: [Int] = []
    for cluster in [own] + neighbours[own] {
      let members = clusters[cluster]
      // Members are in ascending order, so those before `index` are a prefix.
      let earlier = Self.firstIndex(in: members, notBelow: index)
      guard let excluding else {
        count += earlier
        first += members.prefix(min(earlier, limit))
        continue
      }
      var kept = 0
      for member in members.prefix(earlier) where !excluding(member) {
        kept += 1
        if kept <= limit { first.append(member) }
      }
      count += kept
    }
    return (count, Array(first.sorted().prefix(limit)))
  }

  /// How many pairs of the spans (the rectangles' projections on one axis) overlap: the
  /// comparisons a sweep along that axis makes.
  static func projectionOverlaps(_ spans: [(start: Double, end: Double)]) -> Int {
    let starts = spans.map(\.start).sorted()
    var total = 0
    for span in spans {
      // Spans starting in [start, end): each pair counted once, from its earlier start.
      total +=
        firstIndex(in: starts, notBelow: span.end) - firstIndex(in: starts, notBelow: span.start)
    }
    return total
  }

  /// The first index of `sorted` whose value is at least `value`.
  static func firstIndex<T: Comparable>(in sorted: [T], notBelow value: T) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether two rectangles share some area (touching edges do not count).
  static func intersects(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.x + b.width - epsilon && b.x < a.x + a.width - epsilon
      && a.y < b.y + b.height - epsilon && b.y < a.y + a.height - epsilon
  }
}
