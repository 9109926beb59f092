import Foundation
import Testing

/// `-o` naming the input, through the binary on the real file system.
@Suite struct OutputIsInputCLITests {
  static func message(_ path: String) -> String {
    "\(path): error: -o names the input file, which the output would overwrite; "
      + "choose another output file (nothing was written)\n"
  }

  /// The real file system compares files, not spellings: a path through a folder or a
  /// symbolic link is the same file.
  @Test func theExecutableRefusesEveryNameOfTheInput() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-o-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = try String(
      contentsOf: CLIRunner.fixtures.appendingPathComponent("signin.layout"), encoding: .utf8)
    try layout.write(
      to: folder.appendingPathComponent("s.layout"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.layout").path, withDestinationPath: "s.layout")
    let log = try Data(contentsOf: CLIRunner.fixtures.appendingPathComponent("cell-conflict.log"))
    try log.write(to: folder.appendingPathComponent("b.log"))
    let xib = try Data(contentsOf: CLIRunner.fixtures.appendingPathComponent("row.xib"))
    try xib.write(to: folder.appendingPathComponent("c.xib"))
    let runs: [[String]] = [
      ["render", "s.layout", "-o", "link.layout"],
      ["render", "s.layout", "-o", "../\(folder.lastPathComponent)/s.layout"],
      ["explain", "b.log", "-o", "b.log"],
      ["convert", "c.xib", "-o", "./c.xib"],
    ]
    for arguments in runs {
      let result = try CLIRunner.run(arguments, in: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError == Self.message(arguments[3]))
    }
    #expect(
      try String(contentsOf: folder.appendingPathComponent("s.layout"), encoding: .utf8) == layout)
    #expect(try Data(contentsOf: folder.appendingPathComponent("b.log")) == log)
    #expect(try Data(contentsOf: folder.appendingPathComponent("c.xib")) == xib)
  }

  /// `bench --plot` writes a file too: naming a workload (through a link or not) is refused
  /// before anything is timed, and the workload is kept.
  @Test func benchRefusesAPlotOverItsWorkload() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-plot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let generated = try CLIRunner.run(["bench", "--generate", "rows", "--n", "2"], in: folder)
    #expect(generated.status == 0)
    let workload = Data(generated.standardOutput.utf8)
    try workload.write(to: folder.appendingPathComponent("w.json"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("plot.svg").path, withDestinationPath: "w.json")
    for plot in ["w.json", "./w.json", "plot.svg"] {
      let result = try CLIRunner.run(
        ["bench", "--workload", "w.json", "--repeat", "1", "--plot", plot], in: folder)
      #expect(result.status == 2, "\(plot)")
      #expect(result.standardOutput.isEmpty)
      #expect(
        result.standardError
          == "Error: \(plot): --plot names the workload w.json, which the plot would overwrite; "
          + "choose another file for the plot (nothing was run or written)\n")
    }
    #expect(try Data(contentsOf: folder.appendingPathComponent("w.json")) == workload)
  }
}
