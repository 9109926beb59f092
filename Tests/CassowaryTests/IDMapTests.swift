import Testing

@testable import Cassowary

@Suite struct IDMapTests {
  @Test func storesRemovesAndCountsIncreasingIDs() {
    var map = IDMap<Int>()
    for id in 1_000..<1_300 { map[id] = id * 2 }
    #expect(map.count == 300)
    #expect(map[1_000] == 2_000)
    #expect(map[1_299] == 2_598)
    #expect(map[999] == nil)
    #expect(map[1_300] == nil)
    map[1_000] = 7
    #expect(map[1_000] == 7)
    #expect(map.count == 300)
    #expect(map.removeValue(forKey: 1_001) == 2_002)
    #expect(map.removeValue(forKey: 1_001) == nil)
    #expect(map[1_001] == nil)
    #expect(map.count == 299)
    map[5_000_000] = nil
    #expect(map.count == 299)
  }

  @Test func growsDownwardsKeepingEveryEntry() {
    var map = IDMap<Int>()
    for id in stride(from: 2_000, to: 1_000, by: -3) { map[id] = -id }
    for id in stride(from: 2_000, to: 1_000, by: -3) { #expect(map[id] == -id) }
    #expect(map[1_999] == nil)
    #expect(map.count == 334)
  }

  /// An id far from the others is kept aside rather than widening the array to reach it, and
  /// moves in once enough entries make the range between dense.
  @Test func farIDsSpillAndMoveInWhenTheRangeFills() {
    var map = IDMap<Int>()
    map[10] = 1
    map[1_000_000] = 2
    map[-5_000_000] = 3
    #expect(map[10] == 1)
    #expect(map[1_000_000] == 2)
    #expect(map[-5_000_000] == 3)
    #expect(map.count == 3)
    map[1_000_000] = 4
    #expect(map.count == 3)
    // 300,000 entries make 1...1,000,000 dense enough: the far id is now in the array.
    for id in stride(from: 11, to: 1_000_000, by: 3) { map[id] = id }
    #expect(map[1_000_000] == 4)
    #expect(map[999_998] == 999_998)
    #expect(map.count == 3 + 333_330)
    #expect(map.removeValue(forKey: 1_000_000) == 4)
    #expect(map[1_000_000] == nil)
    #expect(map.removeValue(forKey: -5_000_000) == 3)
    #expect(map.count == 1 + 333_330)
    #expect(map[10] == 1)
    for id in stride(from: 11, to: 1_000_000, by: 3) where map[id] != id {
      Issue.record("id \(id) holds \(String(describing: map[id]))")
      break
    }
  }

  @Test func extremeIDsDoNotOverflow() {
    var map = IDMap<Int>()
    map[Int.max] = 1
    map[Int.min] = 2
    map[0] = 3
    #expect(map[Int.max] == 1)
    #expect(map[Int.min] == 2)
    #expect(map[0] == 3)
    #expect(map.count == 3)
    // Growing down stops at id 0, so looking up the largest id cannot overflow.
    var low = IDMap<Int>()
    for id in 5..<100 { low[id] = id }
    low[1] = 1
    #expect(low[1] == 1)
    #expect(low[Int.max] == nil)
    #expect(low[Int.min] == nil)
    #expect(low[99] == 99)
  }
}
