import LayoutCore
import Testing

/// `UnionFind`, the disjoint sets that the Cassowary and dense conflict analyses and the
/// explainer's view groups share.
@Suite struct UnionFindTests {
  /// The representative of each element, in order.
  private func representatives(_ sets: inout UnionFind, _ elements: some Sequence<Int>) -> [Int] {
    var result: [Int] = []
    for element in elements { result.append(sets.find(element)) }
    return result
  }

  /// Every element starts alone; unions merge exactly the sets named, transitively.
  @Test func unionsMergeExactlyTheNamedSets() {
    var sets = UnionFind(count: 6)
    #expect(sets.count == 6)
    let roots = representatives(&sets, 0..<6)
    #expect(roots == [0, 1, 2, 3, 4, 5])
    sets.union(0, 1)
    sets.union(3, 4)
    let linked = [
      sets.connected(0, 1), sets.connected(4, 3), sets.connected(1, 3), sets.connected(2, 5),
    ]
    #expect(linked == [true, true, false, false])
    sets.union(1, 4)
    let merged = [sets.connected(0, 3), sets.connected(0, 2)]
    #expect(merged == [true, false])
    let mergedSets = Set(representatives(&sets, [0, 1, 3, 4])).count
    #expect(mergedSets == 1)
    let apartSets = Set(representatives(&sets, [0, 2, 5])).count
    #expect(apartSets == 3)
  }

  /// A union returns the representative that `find` then gives for every member; a union
  /// within one set changes nothing.
  @Test func unionReturnsTheRepresentative() {
    var sets = UnionFind(count: 4)
    let root = sets.union(2, 3)
    let found = representatives(&sets, [2, 3, 0])
    #expect(found == [root, root, 0])
    let again = sets.union(3, 2)
    #expect(again == root)
  }

  /// Elements appended later are numbered after the others and start alone.
  @Test func appendNumbersInOrder() {
    var sets = UnionFind()
    #expect(sets.count == 0)
    let numbers = [sets.append(), sets.append(), sets.append()]
    #expect(numbers == [0, 1, 2])
    sets.union(0, 2)
    let fourth = sets.append()
    #expect(fourth == 3)
    let linked = [sets.connected(0, 2), sets.connected(0, 3)]
    #expect(linked == [true, false])
    #expect(sets.count == 4)
  }

  /// A long chain linked one way and then the other ends in one set, and after `find` on the
  /// deepest element every element still names that set (path halving rewrites parents, not
  /// membership).
  @Test func longChainsStayOneSet() {
    let count = 10_000
    var sets = UnionFind(count: count)
    for element in 1..<count { sets.union(element, element - 1) }
    let root = sets.find(count - 1)
    let forward = Set(representatives(&sets, 0..<count))
    #expect(forward == [root])
    var reversed = UnionFind(count: count)
    for element in stride(from: count - 1, to: 0, by: -1) { reversed.union(element - 1, element) }
    let other = reversed.find(0)
    let backward = Set(representatives(&reversed, 0..<count))
    #expect(backward == [other])
  }

  /// Against a naive labelling (relabel a whole set on every union) over random unions; the
  /// seed is fixed and printed.
  @Test func agreesWithNaiveLabels() {
    let seed: UInt64 = 0x2028_1129
    print("UnionFindTests.agreesWithNaiveLabels seed \(seed)")
    var state = seed
    func next(_ bound: Int) -> Int {
      // SplitMix64.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    let count = 200
    var sets = UnionFind(count: count)
    var label = Array(0..<count)
    for _ in 0..<150 {
      let a = next(count)
      let b = next(count)
      sets.union(a, b)
      let (from, to) = (label[b], label[a])
      for i in label.indices where label[i] == from { label[i] = to }
    }
    for _ in 0..<2_000 {
      let a = next(count)
      let b = next(count)
      let together = sets.connected(a, b)
      #expect(together == (label[a] == label[b]), "elements \(a) and \(b)")
    }
    let setCount = Set(representatives(&sets, 0..<count)).count
    #expect(setCount == Set(label).count)
  }
}
