import Testing

@testable import Cassowary

@Suite struct IDTableTests {
  /// Removing a record moves the last one into its place; every id must still find its own.
  @Test func removalKeepsEveryOtherRecordUnderItsID() {
    var table = IDTable<String>()
    for id in 100..<110 { table[id] = "r\(id)" }
    #expect(table.count == 10)
    #expect(table.removeValue(forKey: 103) == "r103")
    #expect(table.removeValue(forKey: 103) == nil)
    table[100] = nil
    #expect(table.count == 8)
    for id in 100..<110 {
      #expect(table[id] == (id == 100 || id == 103 ? nil : "r\(id)"))
    }
    #expect(table.values.sorted() == [101, 102, 104, 105, 106, 107, 108, 109].map { "r\($0)" })
  }

  @Test func settingAnExistingIDReplacesItsRecord() {
    var table = IDTable<[Int]>()
    table[7] = [1]
    table[8] = [2]
    table[7] = [3, 4]
    #expect(table.count == 2)
    #expect(table[7] == [3, 4])
    #expect(table[8] == [2])
    table.removeValue(forKey: 7)
    table[7] = [5]
    #expect(table[7] == [5])
    #expect(table[8] == [2])
    #expect(table.count == 2)
  }

  /// Far-apart ids go through the position map's spill and still come back.
  @Test func farApartIDsAreKept() {
    var table = IDTable<Int>()
    table[10] = 1
    table[50_000_000] = 2
    table[11] = 3
    #expect(table.removeValue(forKey: 10) == 1)
    #expect(table[50_000_000] == 2)
    #expect(table[11] == 3)
    #expect(table.count == 2)
  }
}
