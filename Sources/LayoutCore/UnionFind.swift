/// Disjoint sets over the dense numbers `0..<count`, for splitting constraints into groups that
/// share no variable (a minimal conflict lies within one group) or views into unconnected
/// panels.
///
/// Union by size keeps the trees shallow and ``find(_:)`` halves every path it walks, so a
/// sequence of m operations on n elements costs O(m α(n)). Numbers are stored as `Int32`:
/// half the memory of `Int` for the millions of variables a conflict analysis may link.
/// Which element becomes a root is an implementation detail: compare ``find(_:)`` results or
/// ask ``connected(_:_:)``, never keep a root as a name.
public struct UnionFind: Sendable {
  @usableFromInline var parent: [Int32]
  @usableFromInline var size: [Int32]

  /// `count` elements, each alone in its set.
  @inlinable public init(count: Int = 0) {
    precondition(count >= 0 && count <= Int(Int32.max), "UnionFind count \(count) out of range")
    parent = Array(0..<Int32(count))
    size = Array(repeating: 1, count: count)
  }

  /// The number of elements.
  @inlinable public var count: Int { parent.count }

  /// Adds an element alone in its set and returns its number (the previous ``count``).
  @inlinable @discardableResult public mutating func append() -> Int {
    let new = parent.count
    precondition(new < Int(Int32.max), "UnionFind holds at most Int32.max elements")
    parent.append(Int32(new))
    size.append(1)
    return new
  }

  /// The representative of `element`'s set, the same for every element of it until the next
  /// ``union(_:_:)``.
  @inlinable public mutating func find(_ element: Int) -> Int {
    var node = Int32(element)
    while parent[Int(node)] != node {
      // Path halving: every other node on the path skips to its grandparent.
      let grandparent = parent[Int(parent[Int(node)])]
      parent[Int(node)] = grandparent
      node = grandparent
    }
    return Int(node)
  }

  /// Merges the sets of `a` and `b` and returns the representative of the union.
  @inlinable @discardableResult public mutating func union(_ a: Int, _ b: Int) -> Int {
    var rootA = find(a)
    var rootB = find(b)
    if rootA == rootB { return rootA }
    if size[rootA] < size[rootB] { swap(&rootA, &rootB) }
    parent[rootB] = Int32(rootA)
    size[rootA] += size[rootB]
    return rootA
  }

  /// Whether `a` and `b` are in the same set.
  @inlinable public mutating func connected(_ a: Int, _ b: Int) -> Bool {
    find(a) == find(b)
  }
}
