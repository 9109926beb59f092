import Foundation
import Testing

/// Hostile and odd input through the real binary: nothing may crash or hang, and each
/// failure has the documented exit status.
@Suite struct CLIRobustnessTests {
  /// Runs the binary, failing the test with a clear message when it is not built.
  func run(_ arguments: [String], input: Data = Data()) throws -> CLIRunner.Result? {
    do {
      return try CLIRunner.run(arguments, input: input)
    } catch let missing as CLIRunner.MissingBinary {
      Issue.record(Comment(rawValue: missing.description))
      return nil
    }
  }

  @Test func tenMegabyteFileIsRefusedAsOverLimit() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-big-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("big.layout")
    try Data(repeating: UInt8(ascii: "a"), count: 10 << 20).write(to: file)
    guard let result = try run(["lint", file.path]) else { return }
    // No command can read it, so it is bad input to lint too (issue 28).
    #expect(result.status == 2)
    #expect(result.standardError.contains("error: file is larger than the limit of 1048576 bytes"))
  }

  /// A negative width reaches the option's own check: ArgumentParser would otherwise read
  /// `-3` as an option name and report a missing value.
  @Test(arguments: [["solve", "control.layout", "--format", "ascii"], ["demo"]])
  func negativeColumnsGetTheColumnsMessage(_ command: [String]) throws {
    guard let result = try run(command + ["--columns", "-3"]) else { return }
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: invalid value '-3' for --columns; expected a positive number of columns\n")
  }

  @Test func standardInputIsALayoutFile() throws {
    let text =
      "view box\nbox.width == 10\nbox.height == 20\nbox.top == root.top\nbox.left == root.left\n"
    guard let result = try run(["solve", "-", "--format", "json"], input: Data(text.utf8)) else {
      return
    }
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("\"name\": \"box\""))
  }

  @Test(arguments: [
    "view a\na.width == 1e300\n", "view a\na.width == inf\n", "view a { intrinsic nan 3 }\n",
    "view a\na.width == a.width + 10\n", "view a\na.width >= 10\na.width <= 5\n",
    "view a in a\n", "{{{{{{{{\n", String(repeating: "view v {\n", count: 200),
  ])
  func hostileLayoutsNeverCrash(_ text: String) throws {
    guard let result = try run(["solve", "-"], input: Data(text.utf8)) else { return }
    #expect([0, 1, 2].contains(result.status))
    #expect(!result.standardError.contains("Fatal error"))
  }

  @Test func matrixReportWritesOneSelfContainedPage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-report-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    guard
      let result = try run([
        "matrix", "signin.layout", "--devices", "iPhone 15", "--report", folder.path,
      ])
    else { return }
    #expect(result.status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["index.html"])
    let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(!page.contains(" src=") && !page.contains("<link") && !page.contains("https://"))
  }

  @Test func demoRunsWithoutArguments() throws {
    guard let result = try run([]) else { return }
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("summary: 28 ok"))
    #expect(result.standardError.isEmpty)
  }
}
