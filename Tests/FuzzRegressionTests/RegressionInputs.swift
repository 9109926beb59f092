import Foundation

/// The byte inputs the replay tests run: minimised fuzzer findings under `Inputs/`, and the
/// fuzzer's seed corpus under `Fuzz/corpus/solver/`, found next to this file so no bundle
/// resources are needed.
enum RegressionInputs {
  static let inputsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Inputs")
  static let seedCorpusDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/corpus/solver")

  /// The files of `directory`, sorted by name, with their bytes.
  static func files(in directory: URL) throws -> [(name: String, bytes: [UInt8])] {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { !$0.hasPrefix(".") }.sorted()
    return try names.map { name in
      (name, [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))))
    }
  }
}
