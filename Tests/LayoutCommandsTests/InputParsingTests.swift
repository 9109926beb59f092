import LayoutCommands
import LayoutDevices
import LayoutMatrix
import Testing

/// Option values: orientations, windows, shards, device lists.
@Suite struct InputParsingTests {
  @Test func orientationNames() throws {
    #expect(try OrientationChoice.parse("landscape-left") == [.landscapeLeft])
    #expect(try OrientationChoice.parse("landscape") == [.landscapeLeft, .landscapeRight])
    #expect(try OrientationChoice.parse("upsideDown") == [.portraitUpsideDown])
    #expect(throws: CommandError.self) { try OrientationChoice.parse("sideways") }
  }

  @Test func multitaskingNames() throws {
    #expect(try MultitaskingChoice.parse("1/3") == .oneThird)
    #expect(try MultitaskingChoice.parse("split-2/3") == .twoThirds)
    #expect(try MultitaskingChoice.parse("slide-over") == .slideOver)
    #expect(try MultitaskingChoice.parse("full") == nil)
    #expect(MultitaskingMode.half.spelling == "split-1/2")
    #expect(throws: CommandError.self) { try MultitaskingChoice.parse("1/4") }
  }

  @Test func shards() throws {
    let shard = try ShardSpec(parsing: "2/3")
    #expect(shard.select(Array(0..<8)) == [1, 4, 7])
    for bad in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3"] {
      #expect(throws: CommandError.self) { try ShardSpec(parsing: bad) }
    }
  }

  @Test func deviceLists() throws {
    let phones = try DeviceSelection.devices(["phones"])
    #expect(phones.allSatisfy { $0.family == .iPhone })
    let mixed = try DeviceSelection.devices(["iPhone 15, iPad Air 2", "iPhone 15"])
    #expect(mixed.map(\.name) == ["iPhone 15", "iPad Air 2"])
    #expect(try DeviceSelection.devices([]).count == DeviceCatalog.all.count)
    #expect(throws: CommandError.self) { try DeviceSelection.devices(["Nokia 3310"]) }
  }

  @Test func eachCommandHasItsOwnFormats() {
    #expect(
      SolveFormat.allCases.map(\.rawValue) == ["text", "json", "ascii", "svg", "png", "workload"])
    #expect(MatrixFormat.allCases.map(\.rawValue) == ["text", "json", "html", "svg"])
    #expect(RenderFormat.allCases.map(\.rawValue) == ["svg", "html", "png"])
    #expect(ExplainFormat.allCases.map(\.rawValue) == ["text", "json", "svg", "html", "png"])
    #expect(CheckFormat.allCases.map(\.rawValue) == ["text", "json", "junit", "github"])
    #expect(LintFormat.allCases.map(\.rawValue) == ["text", "junit", "github"])
  }

  @Test func overLimitFileIsAnErrorAtLineOne() {
    let files = MemoryFiles(["big.layout": String(repeating: "x", count: 2 << 20)])
    #expect(throws: CommandError.self) { try LayoutSource.load(path: "big.layout", using: files) }
    do {
      _ = try LayoutSource.load(path: "big.layout", using: files)
    } catch {
      #expect(
        error.report == "big.layout:1: error: file is larger than the limit of 1048576 bytes\n")
    }
  }
}
