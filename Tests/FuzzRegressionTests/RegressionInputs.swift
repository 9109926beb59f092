import Foundation

/// The byte inputs the replay tests run: minimised fuzzer findings under `Inputs/` (the
/// solver's at its top, each format's in `Inputs/TARGET/`), and the fuzzers' seed corpora
/// under `Fuzz/corpus/TARGET/`, found next to this file so no bundle resources are needed.
enum RegressionInputs {
  static let inputsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Inputs")
  static let seedCorpusDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/corpus/solver")

  /// The format fuzzers' seed corpus for `target`: `Fuzz/corpus/TARGET/`.
  static func seedCorpusDirectory(_ target: String) -> URL {
    seedCorpusDirectory.deletingLastPathComponent().appendingPathComponent(target)
  }

  /// The regular files of `directory` (subdirectories are skipped, a missing directory has
  /// none), sorted by name, with their bytes.
  static func files(in directory: URL) throws -> [(name: String, bytes: [UInt8])] {
    let manager = FileManager.default
    guard manager.fileExists(atPath: directory.path) else { return [] }
    let names = try manager.contentsOfDirectory(atPath: directory.path)
      .filter { name in
        var isDirectory: ObjCBool = false
        return !name.hasPrefix(".")
          && manager.fileExists(
            atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
          && !isDirectory.boolValue
      }.sorted()
    return try names.map { name in
      (name, [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))))
    }
  }

  /// The names of the regular files of `directory`, sorted (none when it is missing), so each
  /// input is a test case of its own.
  static func names(in directory: URL) -> [String] {
    ((try? files(in: directory)) ?? []).map(\.name)
  }

  /// The bytes of `name` in `directory`.
  static func bytes(of name: String, in directory: URL) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
  }
}
